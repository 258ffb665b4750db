import { resolve } from 'node:path';
import { DOCUMENT_TYPES } from '@batas/shared';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../../src/documents/prepare-document.ts';
import { DatabaseConfigError, resolveDatabaseConfig } from '../../src/open-configured-database.ts';
import { generateDemoDocuments } from '../../src/seeds/generate-documents.ts';
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

  it("produce valid documents of every type, each passing the library's validation", () => {
    const documents = generateDemoDocuments(new Random('batas-demo-v1'));
    expect(new Set(documents.map((doc) => doc.documentType))).toEqual(new Set(DOCUMENT_TYPES));
    const keys = new Set(documents.map((doc) => prepareDocument(doc).identity_key));
    expect(keys.size).toBe(documents.length);
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
