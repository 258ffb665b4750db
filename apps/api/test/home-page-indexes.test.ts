/**
 * The home page lists the most viewed documents and counts the lawyers on every visit. Both once read a whole table
 * (the library sorted by views; every row of the roll): migration 0061 gives each an index. Here the statements
 * the API really sends are captured and explained, with sequential scans priced out as on a large library (a small
 * test table would rightly be read whole), and each must be answered from its index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test/factories';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe('the home page’s questions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 5; index++) {
      await createDocument(t.db, { title: `Executive Order No. ${500 + index}`, documentType: 'Executive Order' });
    }
  });
  afterAll(() => t.close());

  /** The statements a request sends whose text matches `pattern`, with their parameters. */
  async function statementsOf(url: string, pattern: RegExp) {
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const query = t.db.query.bind(t.db);
    t.db.query = ((text: string, values?: unknown[]) => {
      if (pattern.test(text)) sent.push({ text, values: values ?? [] });
      return query(text, values);
    }) as typeof t.db.query;
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    } finally {
      t.db.query = query;
    }
    expect(sent.length, `${url} sends ${pattern}`).toBeGreaterThan(0);
    return sent;
  }

  async function indexesUsed({ text, values }: { text: string; values: unknown[] }): Promise<string[]> {
    return t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${text}`,
        values,
      );
      const plan = rows[0]!['QUERY PLAN'];
      return nodes((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan).flatMap((node) =>
        node['Index Name'] ? [node['Index Name']] : [],
      );
    });
  }

  it('takes the most viewed documents from the index in that order, without sorting the library', async () => {
    const [list] = await statementsOf('/api/documents?sortBy=viewCount&sortOrder=desc&limit=6', /ORDER BY view_count/);
    expect(await indexesUsed(list!)).toContain('documents_view_order');
  });

  it('counts the lawyers, verified and claimed, from an index alone', async () => {
    const [count] = await statementsOf('/api/lawyers/stats/overview', /FROM lawyers/);
    expect(await indexesUsed(count!)).toContain('lawyers_verified_status');
  });
});
