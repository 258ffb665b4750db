import { formatSummary } from '../import/import-report.ts';
import { importDocumentsJsonl } from '../import/import-documents-jsonl.ts';
import { inputPath } from './input-path.ts';
import { requireArgument, runCli } from './run-cli.ts';

// npm run import:documents -- FILE.jsonl
const argument = requireArgument(
  'import-documents',
  'npm run import:documents -- FILE.jsonl   (one JSON document per line)',
);
const path = argument === undefined ? null : inputPath(argument, 'file');
if (path) {
  await runCli('import-documents', async ({ db, signal, log }) => {
    const summary = await importDocumentsJsonl(db, path, { signal, log });
    process.stdout.write(`${formatSummary(`import-documents ${path}`, summary)}\n`);
    // 2 = the file was read to the end but some lines were rejected (listed above on stderr).
    return summary.interrupted ? 130 : summary.failed > 0 ? 2 : 0;
  });
} else if (argument !== undefined) {
  process.exitCode = 1;
}
