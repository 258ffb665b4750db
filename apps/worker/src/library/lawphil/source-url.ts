import { MONTH_NAMES } from '@batas/shared/dates';
import { DEFAULT_BASE_URLS } from '../../sources/base-urls.ts';

/**
 * LawPhil pages whose address its regular scheme gives for certain (../../sources/README.md, SOURCE-STRUCTURE.md
 * §1.4). The scrapers never build document addresses (they follow the index pages); the collection has no
 * addresses at all, so these are the only ones a reader can give. Anything irregular gets null.
 */
const BASE = DEFAULT_BASE_URLS.lawphil;

export type LawphilStatuteFolder = 'acts' | 'comacts' | 'bataspam';

const STATUTE_PREFIX: Readonly<Record<LawphilStatuteFolder, string>> = {
  acts: 'act',
  comacts: 'ca',
  bataspam: 'bp',
};

/**
 * '/statutes/acts/act1930/act_3815_1930.html', '/statutes/bataspam/bp1979/bp_22_1979.html',
 * '/statutes/comacts/ca1936/ca_141_1936.html': the folder and the file carry the year of approval. Only a plain
 * number: suffixed numbers ('1-A') are spelled several ways on the site.
 */
export function statuteSourceUrl(
  folder: LawphilStatuteFolder,
  number: string,
  dateEnacted: string | null,
): string | null {
  if (!/^\d+$/.test(number) || !dateEnacted) return null;
  const year = dateEnacted.slice(0, 4);
  const prefix = STATUTE_PREFIX[folder];
  return `${BASE}/statutes/${folder}/${prefix}${year}/${prefix}_${Number(number)}_${year}.html`;
}

/**
 * '/statutes/acts/acts.html': the list of every law of the kind, where a law whose own address cannot be named (no
 * date of approval, a suffixed number) is listed.
 */
export function statuteListingUrl(folder: LawphilStatuteFolder): string {
  return `${BASE}/statutes/${folder}/${folder}.html`;
}

/**
 * '/judjuris/juri1998/oct1998/gr_132601_1998.html': a plain numeric G.R. docket, filed under the month it was
 * decided in, which must be the month folder the collection found it under. Old 'L-' dockets are spelled
 * several ways on the site (gr_l_34628_1979, gr_l-28156…), and before 1986 a plain number is itself one of those
 * spellings, so neither gets an address.
 */
export function decisionSourceUrl(
  grNumber: string,
  dateDecided: string | null,
  folder: { folderYear: string; folderMonth: string },
): string | null {
  if (!dateDecided || !/^\d+$/.test(grNumber)) return null;
  const [year, month] = dateDecided.split('-');
  if (Number(year) < 1986 || year !== folder.folderYear || MONTH_NAMES[Number(month) - 1] !== folder.folderMonth) {
    return null;
  }
  const mon = folder.folderMonth.slice(0, 3).toLowerCase();
  return `${BASE}/judjuris/juri${year}/${mon}${year}/gr_${grNumber}_${year}.html`;
}

/**
 * '/judjuris/juri1985/apr1985/apr1985.html': LawPhil's list of one month's decisions, whose address is regular for
 * every month (SOURCE-STRUCTURE.md §1.4) and which the collection itself was gathered from. A decision whose own page
 * cannot be named for certain links here, where its caption is listed, rather than to a guessed address.
 */
export function decisionListingUrl(folder: { folderYear: string; folderMonth: string }): string | null {
  const month = MONTH_NAMES.indexOf(folder.folderMonth as (typeof MONTH_NAMES)[number]);
  if (month < 0 || !/^(19|20)\d\d$/.test(folder.folderYear)) return null;
  const mon = folder.folderMonth.slice(0, 3).toLowerCase();
  return `${BASE}/judjuris/juri${folder.folderYear}/${mon}${folder.folderYear}/${mon}${folder.folderYear}.html`;
}

export function constitutionSourceUrl(year: string): string {
  return `${BASE}/consti/${year === '1899' ? 'consmalo' : `cons${year}`}.html`;
}
