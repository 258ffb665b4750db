/**
 * The three report series, as regex sources over normalised text. Volume first, series, page: '63 Phil. 139',
 * '4 Phil. Rep. 545', '41 SCRA 190', '47 O.G. Supp. 43', '49 O.G. No. 7, 2740', '56 OG (No. 4) 1068',
 * '1 Off. Gaz. Suppl. 12', '148-A Phil. 448', '100 SCRA 10-A'. Capture groups: volume, volume part, (OG:
 * supplement, issue, supplement,) page, page part. A page is at most five digits, so a superscript footnote turned into a space never
 * glues onto it ('271²' stays page 271).
 */
// A volume may carry a part letter ('148-A Phil. 448'); a space always follows it: '99Phil.123' is no citation.
const V = '(?<![\\w.-])(\\d{1,4})(?:\\s?-\\s?([A-D])(?![A-Za-z]))?\\s+';
// A page may carry a part letter ('10-A') or run on to its last page ('321-322').
const PAGE = '\\s*(\\d{1,5})(?:-([A-D])(?![A-Za-z0-9]))?(?:\\s?-\\s?\\d{1,5}(?![\\d-]))?(?![\\d-])';

export const PHIL_REPORT = new RegExp(`${V}Phil(?![a-z])\\.?(?:\\s*Rep(?:orts|\\.)?(?![a-z]))?\\s*${PAGE}`, 'iy');
export const SCRA_REPORT = new RegExp(`${V}S\\.?\\s?C\\.?\\s?R\\.?\\s?A(?![a-z])\\.?${PAGE}`, 'iy');
export const OG_REPORT = new RegExp(
  `${V}(?:O\\.?\\s?G(?![a-z])\\.?|Off(?:icial|\\.)?\\s*Gaz(?:ette|\\.)?)` +
    `(?:\\s*\\(?\\s*(Supp(?:l|lement)?\\.?)\\s*\\)?)?` +
    `(?:\\s*\\(?\\s*No\\.?\\s*(\\d{1,3})\\s*\\)?\\s*,?)?` +
    `(?:\\s*\\(?\\s*(Supp(?:l|lement)?\\.?)\\s*\\)?)?${PAGE}`,
  'iy',
);

/** Cheap test for 'a report starts here', used to stop a list of docket numbers at '12 SCRA 100'. */
export const REPORT_AHEAD =
  /\d{1,4}(?:\s?-\s?[A-D])?\s+(?:Phil(?![a-z])|S\.?\s?C\.?\s?R\.?\s?A(?![a-z])|O\.?\s?G(?![a-z])|Off(?:icial|\.)?\s*Gaz)/iy;

/** Pin cites after a report's first page ('562, 600', '176, 191-192'): skipped, never read as citations. */
export const PIN_CITES = /(?:\s*,\s*\d{1,5}(?:\s*-\s*\d{1,5})?(?![\d\w]))*/y;
