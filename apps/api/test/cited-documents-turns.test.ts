/**
 * A text's thousands of citations are looked up in slices; between two slices other requests get a turn. On the
 * embedded database, queries waiting for it run one after another without a turn of the event loop, so a request
 * that arrived meanwhile (a health check) could not queue its own query until every slice had run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkCitations } from '@batas/shared';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { findCitedDocuments } from '../src/services/citations/cited-documents.ts';

describe('looking up a long text’s citations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('lets a request that arrives during the lookup run its query between two slices', async () => {
    let text = '';
    for (let number = 100_000; number < 101_500; number++) text += `G.R. No. ${number}; `;
    const citations = [...walkCitations(text, 5000)];
    const order: string[] = [];
    const watched = {
      query: async (sql: string, params?: unknown[]) => {
        order.push('lookup');
        // The first slice is under way when the other request arrives: its handler runs on the next turn.
        if (order.length === 1) setImmediate(() => void db.query('SELECT 1').then(() => order.push('other request')));
        return db.query(sql, params);
      },
    };
    await findCitedDocuments(watched as never, citations);
    const slices = order.filter((step) => step === 'lookup').length;
    expect(slices).toBeGreaterThan(2);
    // Answered after the first slice, not after the last one.
    expect(order.indexOf('other request')).toBeLessThan(order.lastIndexOf('lookup'));
  });
});
