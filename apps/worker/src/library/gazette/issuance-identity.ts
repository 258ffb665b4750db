import { daysBetween, signingDate } from '@batas/shared/dates';
import { CITATION_LABELS, NUMBERED_PER_PRESIDENT } from './data/categories.ts';

/** A signing date this far from the page's date is a misprint in one of them; the page's date is kept then. */
const MAX_DAYS_APART = 366;

/**
 * The date of an issuance: the one its own text closes with ('Approved: OCT 18 2012', 'DONE … this 25th day of July,
 * … nineteen hundred and eighty-seven') when it is within a year of the date the Gazette posted it under, else
 * the posted date. The text's date is the legal one (the Gazette posted RA 10185–10190, approved 18 October 2012,
 * under 28 September), and two copies of one law with differently posted dates agree on it.
 */
export function issuanceDate(postedDate: string | null, text: string): string | null {
  const signed = text ? signingDate(text) : null;
  if (!postedDate) return signed;
  return signed && daysBetween(signed, postedDate) <= MAX_DAYS_APART ? signed : postedDate;
}

/**
 * The citation of an issuance in the form the library's citation code reads: 'Republic Act No. 10173',
 * 'Executive Order No. 292, s. 1987' (the series year for the series numbered anew by each President, from the
 * date). Null without a number or for a type with no numbered series.
 */
export function issuanceCitation(documentType: string, number: string | null, date: string | null): string | null {
  const label = CITATION_LABELS[documentType];
  if (!label || !number) return null;
  const year = date?.slice(0, 4);
  return NUMBERED_PER_PRESIDENT.has(documentType) && year
    ? `${label} No. ${number}, s. ${year}`
    : `${label} No. ${number}`;
}
