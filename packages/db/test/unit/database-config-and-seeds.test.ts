import { resolve } from 'node:path';
import { DOCUMENT_TYPES } from '@batas/shared';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../../src/documents/prepare-document.ts';
import { DatabaseConfigError, resolveDatabaseConfig } from '../../src/open-configured-database.ts';
import { readLines } from '../../src/import/read-lines.ts';
import { STARTER_LIBRARY_FILE } from '../../src/import/starter-library-file.ts';
import { generateSampleDocuments } from '../../src/seeds/generate-documents.ts';
import { generateRoll, titleCaseName } from '../../src/seeds/generate-lawyers.ts';
import { Random } from '../../src/seeds/prng.ts';

describe('resolveDatabaseConfig', () => {
  it('uses the embedded database under DATA_DIR when DATABASE_URL is unset', () => {
    expect(resolveDatabaseConfig({})).toMatchObject({
      kind: 'pglite',
      embeddedDir: resolve('data/db'),
      dataDir: resolve('data'),
    });
    expect(resolveDatabaseConfig({ DATA_DIR: '/srv/batas', DATABASE_URL: '  ' })).toMatchObject({
      kind: 'pglite',
      embeddedDir: '/srv/batas/db',
    });
  });

  it('uses the server when DATABASE_URL is set, and never prints its password', () => {
    const config = resolveDatabaseConfig({ DATABASE_URL: 'postgres://app:hunter2@db.internal:5433/batas' });
    expect(config).toMatchObject({ kind: 'postgres', databaseUrl: 'postgres://app:hunter2@db.internal:5433/batas' });
    expect(config.embeddedDir).toBeUndefined();
    expect(config.description).toBe('PostgreSQL at db.internal:5433/batas');
  });

  it('rejects what cannot be a PostgreSQL URL', () => {
    expect(() => resolveDatabaseConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(DatabaseConfigError);
    expect(() => resolveDatabaseConfig({ DATABASE_URL: 'not a url' })).toThrow(/not a valid URL/);
    expect(() => resolveDatabaseConfig({ DATABASE_URL: 'postgres://x/y', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });
});

describe('demo generators', () => {
  it('are deterministic for a seed', () => {
    const a = generateRoll(new Random('x'), 50).map((entry) => `${entry.roll_number} ${entry.last_name}`);
    const b = generateRoll(new Random('x'), 50).map((entry) => `${entry.roll_number} ${entry.last_name}`);
    expect(a).toEqual(b);
  });

  it('fill exactly the types the real starter library lacks, each document valid and marked as sample text', async () => {
    const samples = generateSampleDocuments(new Random('batas-demo-v1'));
    const real = new Set<string>();
    for await (const { text } of readLines(STARTER_LIBRARY_FILE)) real.add(JSON.parse(text).documentType);
    const sampleTypes = new Set(samples.map((doc) => doc.documentType));
    expect([...sampleTypes].filter((type) => real.has(type))).toEqual([]);
    // Every type of the category map has documents, except the generic 'Decision' (lower courts), which has none.
    expect(new Set([...real, ...sampleTypes])).toEqual(new Set(DOCUMENT_TYPES.filter((type) => type !== 'Decision')));
    expect(samples.every((doc) => doc.source === 'demo')).toBe(true);
    const keys = new Set(samples.map((doc) => prepareDocument(doc).identity_key));
    expect(keys.size).toBe(samples.length);
  });

  it('sign presidential issuances only when the offices they name existed', () => {
    for (const doc of generateSampleDocuments(new Random('batas-demo-v1'))) {
      const year = Number(String(doc.dateEnacted).slice(0, 4));
      if (doc.title.includes('PROCUREMENT POLICY BOARD')) expect(year).toBeGreaterThanOrEqual(2003);
      if (doc.title.includes('METRO MANILA')) expect(year).toBeGreaterThanOrEqual(1975);
    }
  });

  it.each([
    ['DE LOS SANTOS', 'De Los Santos'],
    ['MA. CRISTINA', 'Ma. Cristina'],
    ["O'BRIEN", "O'Brien"],
    ['REYES-CRUZ', 'Reyes-Cruz'],
    ['PEÑA', 'Peña'],
    ['MCDONALD', 'McDonald'],
  ])('title-cases roll names: %s → %s', (name, expected) => {
    expect(titleCaseName(name)).toBe(expected);
  });
});
