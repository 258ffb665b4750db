import { formatSummary } from '../import/import-report.ts';
import { importLawyersCsv } from '../import/import-lawyers-csv.ts';
import { inputPath } from './input-path.ts';
import { requireArgument, runCli } from './run-cli.ts';

// npm run import:lawyers -- FILE.csv
const argument = requireArgument(
  'import-lawyers',
  'npm run import:lawyers -- FILE.csv   (header row: rollNumber, lastName, firstName, middleName, admissionDate, address)',
);
const path = argument === undefined ? null : inputPath(argument, 'file');
if (path) {
  await runCli('import-lawyers', async ({ db, signal, log }) => {
    const summary = await importLawyersCsv(db, path, { signal, log });
    process.stdout.write(`${formatSummary(`import-lawyers ${path}`, summary)}\n`);
    // 2 = the file was read to the end but some lines were rejected (listed above on stderr).
    return summary.interrupted ? 130 : summary.failed > 0 ? 2 : 0;
  });
} else if (argument !== undefined) {
  process.exitCode = 1;
}
