import { createReadStream } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import type { Database } from '../client.ts';
import { ImportFileError, ImportTally, type ImportOptions, type ImportSummary } from './import-report.ts';
import { normaliseHeader, rollRecordFrom, type RollInput, type RollRecord } from './lawyer-record.ts';
import { upsertRollEntries } from './upsert-lawyers.ts';

const REQUIRED = ['rollNumber', 'lastName'] as const;

/**
 * `npm run import:lawyers -- FILE.csv`: the roll of attorneys, one lawyer per row after a header
 * row (rollNumber, lastName, firstName, middleName, admissionDate, address; common variants of
 * these headers are recognised). A malformed row (wrong number of columns, bad date, no roll
 * number) is reported with its line number and skipped. Line numbers count the header as line 1.
 */
export async function importLawyersCsv(
  db: Database,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const tally = new ImportTally('import-lawyers', options.log);
  const batchSize = options.batchSize ?? 1000;
  let batch: Array<{ line: number; record: RollRecord }> = [];
  let rolls = new Set<string>();

  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      // Quotes inside fields ('DELA CRUZ "JUNIOR"') are kept as text instead of derailing the rest of the file.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      columns: (headers: string[]) => {
        const names = headers.map(normaliseHeader);
        const missing = REQUIRED.filter((name) => !names.includes(name));
        if (missing.length > 0) {
          throw new ImportFileError(
            `the header row has no ${missing.join(' or ')} column (found: ${headers.join(', ')})`,
          );
        }
        return names;
      },
      on_skip: (error: CsvError | undefined) => {
        tally.record(
          'failed',
          Number((error as { lines?: number } | undefined)?.lines ?? 0),
          error?.message ?? 'unreadable row',
        );
        return undefined;
      },
    }),
  );

  const flush = async () => {
    const outcomes = await upsertRollEntries(
      db,
      batch.map((entry) => entry.record),
    );
    outcomes.forEach((outcome, index) => tally.record(outcome, batch[index]!.line));
    batch = [];
    rolls = new Set();
    tally.progress();
  };

  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: RollInput; info: { lines: number } }>) {
      let roll: RollRecord;
      try {
        roll = rollRecordFrom(record);
      } catch (error) {
        tally.record('failed', info.lines, (error as Error).message);
        continue;
      }
      // The same roll number twice in one statement is not allowed: write what we have first.
      if (rolls.has(roll.roll_number)) await flush();
      batch.push({ line: info.lines, record: roll });
      rolls.add(roll.roll_number);
      if (batch.length >= batchSize) {
        await flush();
        if (options.signal?.aborted) {
          parser.destroy();
          return tally.finish(true);
        }
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // csv-parse wraps errors thrown by the columns callback.
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ImportFileError) throw cause;
    throw error;
  }
  if (batch.length > 0) await flush();
  return tally.finish();
}
