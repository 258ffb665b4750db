import { AUTHORITY_GROUPS, type AuthorityGroup } from './data/authority-groups.ts';
import { describeAuthority, type Authority, type AuthoritySource } from './authority.ts';

export interface AuthorityHeading<T> {
  group: AuthorityGroup;
  label: string;
  entries: Array<{ authority: Authority; source: T }>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byDate = (a: Authority, b: Authority) => (a.date ?? '9999').localeCompare(b.date ?? '9999');

/**
 * How a brief orders each heading: cases alphabetically by name; statutes by kind, then number; the Constitution
 * newest first (the one in force leads); everything else by date.
 */
const ORDER: Record<AuthorityGroup, (a: Authority, b: Authority) => number> = {
  constitution: (a, b) => -byDate(a, b) || collator.compare(a.sortName, b.sortName),
  statutes: (a, b) => a.kindRank - b.kindRank || (a.number ?? 0) - (b.number ?? 0) || byDate(a, b),
  executive: (a, b) => a.kindRank - b.kindRank || byDate(a, b) || (a.number ?? 0) - (b.number ?? 0),
  rules: (a, b) => byDate(a, b) || collator.compare(a.sortName, b.sortName),
  cases: (a, b) => collator.compare(a.sortName, b.sortName) || byDate(a, b),
  treaties: (a, b) => byDate(a, b) || collator.compare(a.sortName, b.sortName),
  other: (a, b) => byDate(a, b) || collator.compare(a.sortName, b.sortName),
};

/** The documents of a folder under the list's headings, each heading sorted; headings with nothing are left out. */
export function groupAuthorities<T extends AuthoritySource>(sources: readonly T[]): Array<AuthorityHeading<T>> {
  const described = sources.map((source) => ({ authority: describeAuthority(source), source }));
  return AUTHORITY_GROUPS.map((group) => ({
    group: group.key,
    label: group.label,
    entries: described
      .filter((entry) => entry.authority.group === group.key)
      .sort((a, b) => ORDER[group.key](a.authority, b.authority)),
  })).filter((heading) => heading.entries.length > 0);
}

/** The list as plain text to paste into a brief: a title, then each heading with its authorities, one a line. */
export function listOfAuthoritiesText(title: string, sources: readonly AuthoritySource[]): string {
  const lines = ['LIST OF AUTHORITIES', title, ''];
  for (const heading of groupAuthorities(sources)) {
    lines.push(heading.label, ...heading.entries.map((entry) => entry.authority.text), '');
  }
  if (sources.length === 0) lines.push('(This folder holds no documents.)', '');
  return lines.join('\n');
}
