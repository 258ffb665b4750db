import type { Database, Queryable } from '@batas/db';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import type { Alert, AlertFilters, CreateAlertBody } from '@batas/shared/contracts/alerts';
import { searchAlertLabel } from '@batas/shared/search';
import { nextDigestAt } from '@batas/shared/dates';
import { describeAuthority } from '@batas/shared/authorities';
import { lockAccount } from '../../lib/account-lock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { authoritySource, CITED_COLUMNS, type CitedFieldsRow } from '../../presenters/research-folder.ts';
import { parseSearchQuery } from '../search/parse-query.ts';
import { getAlert } from './list-alerts.ts';

/**
 * POST /api/me/alerts. A search alert stores the query as typed and what the matcher needs (the library's parse of
 * it: the text for websearch_to_tsquery and the citation keys); a document alert names the document by its id.
 * Following the same search or document twice gives back the alert that exists (`created: false`). At most 50 per
 * account (400 naming the limit).
 */
export async function createAlert(
  db: Database,
  userId: string,
  body: CreateAlertBody,
): Promise<{ alert: Alert; created: boolean }> {
  const { id, created } = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const existing = await sameAlert(tx, userId, body);
    if (existing) return { id: existing, created: false };
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts WHERE user_id = $1', [
      userId,
    ]);
    if (rows[0]!.n >= RESEARCH_LIMITS.alertsPerAccount)
      throw badRequest('alerts', `You can have at most ${RESEARCH_LIMITS.alertsPerAccount} alerts`);
    const next = nextDigestAt(body.frequency, new Date());
    const insert = body.kind === 'search' ? insertSearch : insertFollow;
    return { id: await insert(tx, userId, body, next), created: true };
  });
  return { alert: await getAlert(db, userId, id), created };
}

const filtersOf = (body: CreateAlertBody): AlertFilters => body.filters ?? {};

async function insertSearch(tx: Queryable, userId: string, body: CreateAlertBody, next: Date): Promise<string> {
  const query = body.query ?? '';
  const parsed = query ? parseSearchQuery(query) : null;
  const filters = filtersOf(body);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO alerts (user_id, kind, frequency, label, query, search_text, citation_keys, document_types, year,
                         court, court_level, law_category, next_run_at)
     VALUES ($1, 'search', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      userId,
      body.frequency,
      searchAlertLabel(query, filters),
      query,
      parsed?.text || null,
      parsed?.citationKeys ?? [],
      filters.documentType?.length ? filters.documentType : null,
      filters.year ?? null,
      filters.court ?? null,
      filters.courtLevel ?? null,
      filters.lawCategory ?? null,
      next,
    ],
  );
  return rows[0]!.id;
}

async function insertFollow(tx: Queryable, userId: string, body: CreateAlertBody, next: Date): Promise<string> {
  const found = await tx.query<CitedFieldsRow & { id: string }>(
    `SELECT id, ${CITED_COLUMNS} FROM documents WHERE slug = $1`,
    [body.slug],
  );
  const document = found.rows[0];
  if (!document) throw notFound('No document in the library has this address');
  // Named the way a brief cites it: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985'.
  const label = describeAuthority(authoritySource(document)).text;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO alerts (user_id, kind, frequency, label, document_id, document_slug, next_run_at)
     VALUES ($1, 'document', $2, $3, $4, $5, $6) RETURNING id`,
    [userId, body.frequency, label, document.id, document.slug, next],
  );
  return rows[0]!.id;
}

/** The account's alert that already follows this search (same words and filters) or this document. */
async function sameAlert(tx: Queryable, userId: string, body: CreateAlertBody): Promise<string | null> {
  if (body.kind === 'document') {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT a.id FROM alerts a JOIN documents d ON d.id = a.document_id
        WHERE a.user_id = $1 AND a.kind = 'document' AND d.slug = $2 LIMIT 1`,
      [userId, body.slug],
    );
    return rows[0]?.id ?? null;
  }
  const filters = filtersOf(body);
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM alerts WHERE user_id = $1 AND kind = 'search' AND query = $2
        AND document_types IS NOT DISTINCT FROM $3::text[] AND year IS NOT DISTINCT FROM $4::smallint
        AND court IS NOT DISTINCT FROM $5 AND court_level IS NOT DISTINCT FROM $6
        AND law_category IS NOT DISTINCT FROM $7 LIMIT 1`,
    [
      userId,
      body.query ?? '',
      filters.documentType?.length ? filters.documentType : null,
      filters.year ?? null,
      filters.court ?? null,
      filters.courtLevel ?? null,
      filters.lawCategory ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}
