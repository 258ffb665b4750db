import type { DocumentInput } from '../documents/document-input.ts';
import { COURT_RULES } from './data/treaties-rules-constitutions.ts';
import { longDate, type Random } from './prng.ts';
import { DEMO_NOTICE } from './text.ts';

/**
 * Sample court rules: the real starter library has none, so the Rules of Court category is not empty. Titles,
 * citations and dates are those of the real rules; the body is sample text and says so.
 */
export function generateCourtRules(random: Random): DocumentInput[] {
  return COURT_RULES.map((rule) => ({
    title: rule.title,
    documentType: 'Rules of Court',
    court: 'Supreme Court',
    citation: rule.citation,
    dateEnacted: rule.date,
    lawCategory: rule.lawCategory,
    legalTopics: ['Rules of Procedure', rule.lawCategory],
    summary: `${rule.title} (${rule.citation}), promulgated by the Supreme Court on ${longDate(rule.date)}.`,
    content: [
      `${rule.citation}\n${longDate(rule.date)}`,
      rule.title.toUpperCase(),
      'RESOLUTION',
      `Acting on the recommendation of the Sub-Committee on the Revision of the Rules of Court, the Court Resolved to APPROVE the ${rule.title}, which shall take effect fifteen (15) days after its publication in a newspaper of general circulation.`,
      ...rule.parts.map(
        (part, index) =>
          `SECTION ${index + 1}. ${part}. – ${random.pick([
            'The court shall apply this Rule liberally to promote its objective of securing a just, speedy and inexpensive disposition of every action.',
            'The petition shall be verified and shall allege the facts with particularity, together with the supporting affidavits and documents.',
            'The court may, motu proprio or upon motion, issue such orders as may be necessary to carry out this Rule.',
            'Failure to comply with this Section shall be a ground for the dismissal of the action or the imposition of appropriate sanctions.',
          ])}`,
      ),
      DEMO_NOTICE,
    ].join('\n\n'),
    source: 'demo',
    isVerified: true,
  }));
}
