import { helloLine } from './greeting.ts';
import { formatLongUsDate } from '@batas/shared/dates';
import type { DigestContent, DigestSection } from '../../services/alerts/digest-content.ts';
import { renderMail, type MailList, type RenderedMail } from './layout.ts';

/** Documents listed per alert; the rest are one link away. */
const LISTED_PER_ALERT = 20;

const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
const alertCount = (count: number) => (count === 1 ? 'one of your alerts' : `${count} of your alerts`);

/**
 * The alert digest: each alert with the documents that arrived for it, linked on the site, with the citing sentence
 * of a citing decision when the citator has it. Unsubscribing takes one click (RFC 8058: List-Unsubscribe and
 * List-Unsubscribe-Post headers, which mail programs POST to) or the visible link, whose page asks before it acts.
 */
export function alertDigestMail(content: DigestContent, publicUrl: string, unsubscribeToken: string): RenderedMail {
  const total = content.sections.reduce((sum, section) => sum + section.matches.length, 0);
  const token = encodeURIComponent(unsubscribeToken);
  const mail = renderMail(`Batas alerts: ${plural(total, 'new document')}`, {
    heading: 'New in the library for your alerts',
    paragraphs: [
      helloLine(content.firstName),
      `Since your last digest, ${plural(total, 'document')} arrived for ${alertCount(content.sections.length)}.`,
    ],
    lists: content.sections.map((section) => sectionList(section, publicUrl)),
    action: { label: 'Manage your alerts', url: `${publicUrl}/dashboard` },
    footnote: 'You receive this digest because you follow these searches and documents on Batas.',
    unsubscribe: { label: 'Unsubscribe from alert e-mails', url: `${publicUrl}/alerts/unsubscribe?token=${token}` },
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function sectionList(section: DigestSection, publicUrl: string): MailList {
  const shown = section.matches.slice(0, LISTED_PER_ALERT);
  const rest = section.matches.length - shown.length;
  const documentUrl = (slug: string) => `${publicUrl}/law-library/${encodeURIComponent(slug)}`;
  return {
    heading: sectionHeading(section),
    items: shown.map((match) => ({
      text: match.heading,
      url: documentUrl(match.slug),
      detail: [
        STATUS_NEWS[match.reason],
        match.documentType,
        match.citation,
        datedElsewhere(match.citation, match.date),
      ]
        .filter(Boolean)
        .join(' · '),
      quote: match.citingSentence,
    })),
    ...(rest > 0
      ? {
          more: {
            text: `and ${rest.toLocaleString('en-US')} more`,
            url:
              section.kind === 'document' && section.documentSlug
                ? documentUrl(section.documentSlug)
                : `${publicUrl}/law-library?${librarySearch(section)}`,
          },
        }
      : {}),
  };
}

/** What a law found by a followed document's status does to it (alert_matches.reason). */
const STATUS_NEWS: Record<string, string> = { amends: 'Amends it', repeals: 'Repeals it' };

/** A followed document's section speaks of citing decisions, or of news in general once a law amends it. */
function sectionHeading(section: DigestSection): string {
  if (section.kind === 'search') return `Your search ${section.label}`;
  const statusNews = section.matches.some((match) => STATUS_NEWS[match.reason]);
  return statusNews ? `News of ${section.label}` : `New decisions citing ${section.label}`;
}

/** The document's date, unless its citation already says it ('G.R. No. 300302, March 9, 2021'). */
function datedElsewhere(citation: string | null, date: string | null): string | null {
  const long = formatLongUsDate(date);
  return long && citation?.includes(long) ? null : long;
}

/** The library's address for a search alert's words and filters, newest first (its URL form, library-filters.ts). */
function librarySearch(section: DigestSection): string {
  const params = new URLSearchParams();
  if (section.query) params.set('q', section.query);
  for (const type of section.filters.documentType ?? []) params.append('type', type);
  if (section.filters.year !== undefined) params.set('year', String(section.filters.year));
  if (section.filters.courtLevel) params.set('court', section.filters.courtLevel);
  if (section.filters.lawCategory) params.set('lawCategory', section.filters.lawCategory);
  params.set('sort', 'newest');
  return params.toString();
}
