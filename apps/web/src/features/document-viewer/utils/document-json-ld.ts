import { SITE_NAME } from '@/config/site';
import type { ViewerDocument } from '../api/resolve-document';

/** Court decisions are Articles; statutes and issuances are schema.org Legislation. */
export function isDecision(doc: Pick<ViewerDocument, 'documentType' | 'court'>): boolean {
  return /decision|resolution|opinion/i.test(doc.documentType) || /court/i.test(doc.court ?? '');
}

/** schema.org structured data of a library document, for search engines. */
export function documentJsonLd(doc: ViewerDocument, title: string, url: string, description: string | null) {
  const date = doc.dateDecided ?? doc.dateEnacted ?? undefined;
  const common = {
    '@context': 'https://schema.org',
    name: title,
    url,
    ...(description ? { description } : {}),
    inLanguage: 'en',
  };
  if (isDecision(doc)) {
    return {
      ...common,
      '@type': 'Article',
      headline: title.slice(0, 110),
      ...(date ? { datePublished: date } : {}),
      ...(doc.citation ? { identifier: doc.citation } : {}),
      author: { '@type': 'Organization', name: doc.court || doc.courtLevel || 'Supreme Court of the Philippines' },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      genre: doc.documentType,
    };
  }
  return {
    ...common,
    '@type': 'Legislation',
    legislationType: doc.documentType,
    ...(doc.citation ? { legislationIdentifier: doc.citation } : {}),
    ...(date ? { legislationDate: date } : {}),
    legislationJurisdiction: 'PH',
  };
}
