import { emailVerifiedSql } from '../auth/email-verification.ts';
import type { Queryable } from '@batas/db';
import type { AlertFilters } from '@batas/shared/contracts/alerts';
import { alertFilters, presentMatch, type AlertFilterColumns, type MatchRow } from '../../presenters/alert.ts';
import type { AlertMatch } from '@batas/shared/contracts/alerts';

export interface DigestSection {
  kind: 'search' | 'document';
  label: string;
  query: string | null;
  filters: AlertFilters;
  /** The followed document's address, for its 'cited by' link. */
  documentSlug: string | null;
  matches: AlertMatch[];
}

export interface DigestContent {
  firstName: string;
  sections: DigestSection[];
}

/**
 * What one digest lists, read when its e-mail is rendered: each alert with the documents the run found for it, in
 * the order they arrived. Documents deleted since then drop out. Null when there is nothing left to send, or the
 * account is gone or deactivated.
 */
export async function digestContent(db: Queryable, digestId: string): Promise<DigestContent | null> {
  const owner = await db.query<{ first_name: string }>(
    `SELECT u.first_name FROM alert_digests g JOIN users u ON u.id = g.user_id
      WHERE g.id = $1 AND u.is_active AND ${emailVerifiedSql('u')}`,
    [digestId],
  );
  if (!owner.rows[0]) return null;
  const { rows } = await db.query<
    MatchRow &
      AlertFilterColumns & {
        alert_id: string;
        kind: 'search' | 'document';
        label: string;
        query: string | null;
        followed_slug: string | null;
      }
  >(
    `SELECT a.id AS alert_id, a.kind, a.label, a.query, a.document_types, a.year, a.court, a.court_level,
            a.law_category, coalesce(fd.slug, a.document_slug) AS followed_slug,
            d.slug, d.title, d.document_type, d.citation, coalesce(d.date_decided, d.date_enacted)::text AS date,
            m.reason, m.citing_sentence, m.found_at
       FROM alert_matches m JOIN alerts a ON a.id = m.alert_id JOIN documents d ON d.id = m.document_id
       LEFT JOIN documents fd ON fd.id = a.document_id
      WHERE m.digest_id = $1
      ORDER BY a.created_at, a.id, d.created_at, d.id`,
    [digestId],
  );
  const sections = new Map<string, DigestSection>();
  for (const row of rows) {
    let section = sections.get(row.alert_id);
    if (!section) {
      section = {
        kind: row.kind,
        label: row.label,
        query: row.query,
        filters: alertFilters(row),
        documentSlug: row.followed_slug,
        matches: [],
      };
      sections.set(row.alert_id, section);
    }
    section.matches.push(presentMatch(row));
  }
  if (sections.size === 0) return null;
  return { firstName: owner.rows[0].first_name, sections: [...sections.values()] };
}
