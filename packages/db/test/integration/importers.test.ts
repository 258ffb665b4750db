import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../../src/import/import-report.ts';
import { importDocumentsJsonl } from '../../src/import/import-documents-jsonl.ts';
import { importLawyersCsv } from '../../src/import/import-lawyers-csv.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

describe('importers', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'batas-import-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('import-documents (JSONL)', () => {
    const line = (n: number, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        title: `PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. ACCUSED NUMBER ${n}, accused-appellant.`,
        documentType: 'Supreme Court Decision',
        citation: `G.R. No. ${610000 + n}, June 1, 2021`,
        dateDecided: '2021-06-01',
        ponente: 'LEONEN',
        content: `The appeal in case ${n} is DISMISSED.`,
        ...extra,
      });

    it('imports a file, reports bad lines by number without stopping, and is idempotent', async () => {
      const file = join(dir, 'documents.jsonl');
      const lines = [
        line(1),
        '{ this is not JSON',
        line(2, { html_content: '<p>Alternative spelling of the field</p>', content: undefined }),
        '',
        line(3, { dateDecided: 'not a date' }),
        JSON.stringify({ title: 'AN ACT WITH NO TYPE', content: 'x' }),
        line(4, {
          documentType: 'Republic Act',
          citation: 'Republic Act No. 11232',
          dateEnacted: '2019-02-20',
          dateDecided: null,
        }),
      ];
      writeFileSync(file, `\uFEFF${lines.join('\r\n')}\n`);

      const log: string[] = [];
      const first = await importDocumentsJsonl(db, file, { log: (message) => log.push(message), batchSize: 2 });
      expect(first).toMatchObject({ total: 6, inserted: 3, updated: 0, duplicates: 0, failed: 3 });
      expect(first.failures.map((failure) => failure.line).sort()).toEqual([2, 5, 6]);
      expect(first.failures.find((failure) => failure.line === 2)!.error).toMatch(/invalid JSON/);
      expect(first.failures.find((failure) => failure.line === 5)!.error).toMatch(/dateDecided is not a valid date/);
      expect(first.failures.find((failure) => failure.line === 6)!.error).toMatch(/documentType is required/);
      expect(log.some((message) => /line 2 skipped/.test(message))).toBe(true);

      const second = await importDocumentsJsonl(db, file);
      expect(second).toMatchObject({ total: 6, inserted: 0, updated: 0, duplicates: 3, failed: 3 });

      // One line changes: only that one is an update.
      lines[0] = line(1, { summary: 'Now with a summary.' });
      writeFileSync(file, lines.join('\n'));
      const third = await importDocumentsJsonl(db, file);
      expect(third).toMatchObject({ inserted: 0, updated: 1, duplicates: 2, failed: 3 });

      const { rows } = await db.query<{ document_type: string; content: string }>(
        `SELECT document_type, content FROM documents WHERE citation IN ('G.R. No. 610002, June 1, 2021', 'Republic Act No. 11232') ORDER BY 1`,
      );
      expect(rows).toEqual([
        { document_type: 'Republic Act', content: 'The appeal in case 4 is DISMISSED.' },
        { document_type: 'Supreme Court Decision', content: 'Alternative spelling of the field' },
      ]);
    });
  });

  describe('import-lawyers (CSV)', () => {
    it('imports the roll, reports bad rows with their line numbers, and is idempotent', async () => {
      const file = join(dir, 'roll.csv');
      writeFileSync(
        file,
        [
          'Roll No.,Last Name,First Name,Middle Name,Date of Admission,Address',
          '88001,DELA CRUZ,JUAN JR.,SANTOS,1990-05-14,"Quezon City, Metro Manila"',
          '88002,PEÑA,MARIA CRISTINA,REYES,"May 14, 1990",Cebu City',
          'ABC,SANTOS,ANA,,1991-05-01,Manila',
          '88003,"TOO",MANY,COLUMNS,1990-01-01,Manila,EXTRA',
          '88004,NUÑEZ,JOSE,,31/02/1999,Davao City',
          '88005,,PEDRO,,1999-05-01,Iloilo City',
          '88006,"DE LOS SANTOS","ANTONIO ""TONY""",BAUTISTA,,',
          '',
          '088001,DELA CRUZ,JUAN JR.,SANTOS,1990-05-14,"Quezon City, Metro Manila"',
        ].join('\n'),
      );
      const first = await importLawyersCsv(db, file);
      expect(first).toMatchObject({ inserted: 3, updated: 0, duplicates: 1, failed: 4 });
      expect(Object.fromEntries(first.failures.map((failure) => [failure.line, failure.error]))).toEqual({
        4: expect.stringMatching(/rollNumber must be a number/),
        5: expect.stringMatching(/Invalid Record Length/),
        6: expect.stringMatching(/admissionDate is not a valid date/),
        7: expect.stringMatching(/lastName is required/),
      });

      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT roll_number, first_name, last_name, suffix, admission_date, address, full_name FROM lawyers WHERE roll_number LIKE '8800%' ORDER BY roll_number`,
      );
      expect(rows).toEqual([
        {
          roll_number: '88001',
          first_name: 'JUAN',
          last_name: 'DELA CRUZ',
          suffix: 'JR.',
          admission_date: '1990-05-14',
          address: 'Quezon City, Metro Manila',
          full_name: 'JUAN SANTOS DELA CRUZ JR.',
        },
        {
          roll_number: '88002',
          first_name: 'MARIA CRISTINA',
          last_name: 'PEÑA',
          suffix: null,
          admission_date: '1990-05-14',
          address: 'Cebu City',
          full_name: 'MARIA CRISTINA REYES PEÑA',
        },
        {
          roll_number: '88006',
          first_name: 'ANTONIO "TONY"',
          last_name: 'DE LOS SANTOS',
          suffix: null,
          admission_date: null,
          address: null,
          full_name: 'ANTONIO "TONY" BAUTISTA DE LOS SANTOS',
        },
      ]);

      const second = await importLawyersCsv(db, file);
      expect(second).toMatchObject({ inserted: 0, updated: 0, duplicates: 4, failed: 4 });
    });

    it('updates a changed roll entry without touching the profile the lawyer filled in', async () => {
      await db.query(`UPDATE lawyers SET bio = 'My own words', verified = true WHERE roll_number = '88002'`);
      const file = join(dir, 'roll-fix.csv');
      writeFileSync(
        file,
        'rollNumber,lastName,firstName,middleName,admissionDate,address\n88002,PEÑA,MARIA CRISTINA,REYES,1990-05-14,Mandaue City\n',
      );
      expect(await importLawyersCsv(db, file)).toMatchObject({ inserted: 0, updated: 1, duplicates: 0, failed: 0 });
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT address, bio, verified FROM lawyers WHERE roll_number = '88002'`,
      );
      expect(rows[0]).toEqual({ address: 'Mandaue City', bio: 'My own words', verified: true });
    });

    it('refuses a file without a roll-number column as a whole', async () => {
      const file = join(dir, 'wrong.csv');
      writeFileSync(file, 'name,city\nJuan,Manila\n');
      await expect(importLawyersCsv(db, file)).rejects.toBeInstanceOf(ImportFileError);
    });
  });
});
