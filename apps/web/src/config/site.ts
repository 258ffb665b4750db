/** Brand texts used by the layout, page titles and structured data. */
export const SITE_NAME = 'Batas';
export const COPYRIGHT_YEAR = 2024;

/** '<page> | Batas'; the home page passes its own full title. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : `${SITE_NAME}: Find a Lawyer. Search the Law.`;
}
