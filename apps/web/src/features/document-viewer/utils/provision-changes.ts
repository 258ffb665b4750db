import type { DocumentRelations, RelatedLaw } from '@batas/shared/contracts/document-relations';

/** What last changed a provision: the newest law amending or repealing it. */
export interface ProvisionChange {
  verb: 'Amended by' | 'Repealed by';
  law: RelatedLaw;
}

/**
 * A provision's key, whatever way it is written: 'ARTICLE 26.', 'Art. 26', 'Article 26' → 'article 26'; 'SEC. 12-A',
 * 'Section 12A', 'Section 12-A(b)' → 'section 12-a'. Null for anything that is not a numbered section or article.
 */
export function provisionKey(label: string): string | null {
  const match = /^\s*(sec(?:tion)?s?|art(?:icle)?s?)\.?\s*(\d+)(?:\s*-?\s*([A-Z])(?![a-z]))?/i.exec(label);
  if (!match) return null;
  const kind = match[1]!.toLowerCase().startsWith('sec') ? 'section' : 'article';
  return `${kind} ${match[2]}${match[3] ? `-${match[3].toLowerCase()}` : ''}`;
}

/**
 * The provisions of a law that other laws amended or repealed, each with the newest such law (the lists come newest
 * first): what the contents list marks and links to.
 */
export function provisionChanges(relations: DocumentRelations): Map<string, ProvisionChange> {
  const changes = new Map<string, ProvisionChange>();
  const lists = [
    { verb: 'Repealed by' as const, items: relations.repealedBy.items },
    { verb: 'Amended by' as const, items: relations.amendedBy.items },
  ];
  const all = lists.flatMap(({ verb, items }) => items.map((law) => ({ verb, law })));
  all.sort((a, b) => (b.law.date ?? '').localeCompare(a.law.date ?? ''));
  for (const change of all) {
    for (const provision of change.law.provisions) {
      const key = provisionKey(provision);
      if (key && !changes.has(key)) changes.set(key, change);
    }
  }
  return changes;
}
