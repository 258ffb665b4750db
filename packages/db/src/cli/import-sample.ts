import { formatSummary } from '../import/import-report.ts';
import { importSampleFolder } from '../import/import-sample.ts';
import { inputPath } from './input-path.ts';
import { requireArgument, runCli } from './run-cli.ts';

// npm run import:sample -- DIR   (a folder laid out like the original sample: manifest.jsonl + files)
const argument = requireArgument(
  'import-sample',
  'npm run import:sample -- DIR   (a folder with manifest.jsonl, like the original sample: packages/db/data/README.md)',
);
const path = argument === undefined ? null : inputPath(argument, 'directory');
if (path) {
  await runCli('import-sample', async ({ db, signal, log }) => {
    const summary = await importSampleFolder(db, path, { signal, log });
    process.stdout.write(`${formatSummary(`import-sample ${path}`, summary)}\n`);
    return summary.interrupted ? 130 : summary.failed > 0 ? 2 : 0;
  });
} else if (argument !== undefined) {
  process.exitCode = 1;
}
