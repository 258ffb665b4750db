import { expect } from 'vitest';
import type { createTestApp } from '../helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

interface SentStatement {
  text: string;
  values: unknown[];
}

/** The statements a request sends whose text matches `pattern`, with their parameters. */
export async function statementsOf(t: TestApp, url: string, pattern: RegExp): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
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

/**
 * The indexes a statement's plan reads, with sequential scans priced out as on a large table (a small test table
 * would rightly be read whole).
 */
export async function indexesUsed(t: TestApp, { text, values }: SentStatement): Promise<string[]> {
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
