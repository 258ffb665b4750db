/**
 * What a starting server does before it listens (bootstrap/warm-up.ts): the first search and the first pasted text
 * after a start must not pay for loading the citation reader's thread or for the lookups' first run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { warmUp } from '../src/bootstrap/warm-up.ts';
import { citationReaderRunning } from '../src/services/citations/off-thread-extract.ts';

describe('the warm-up before listening', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('starts the citation reader’s thread, still up after reading a text through it, on an empty library too', async () => {
    expect(citationReaderRunning()).toBe(false);
    await warmUp(db);
    expect(citationReaderRunning()).toBe(true);
  });
});
