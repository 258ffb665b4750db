/**
 * Constitution pages give their dates only in words ('the fifteenth day of October, Nineteen hundred and
 * eighty-six'), so the date of each charter LawPhil carries is a fact kept here, keyed by its year. The
 * values match the project's sample data (the starter library, packages/db/data) so a scraped
 * constitution and an imported one are recognised as the same document.
 */
export const CONSTITUTION_DATES: Readonly<Record<string, string>> = {
  1899: '1899-01-21', // Malolos Constitution, promulgated
  1935: '1935-02-08', // approved by the Constitutional Convention
  1943: '1943-09-04', // approved by the Preparatory Committee
  1973: '1973-01-17', // proclaimed ratified (Proclamation No. 1102)
  1986: '1986-03-25', // Freedom Constitution (Proclamation No. 3)
  1987: '1987-02-02', // ratified in the plebiscite
};

/** The charter's year from its title or file name ('1987 CONSTITUTION …', cons1935.html, consmalo.html). */
export function constitutionYear(title: string, url: string): string | undefined {
  if (/malolos|consmalo/i.test(`${title} ${url}`)) return '1899';
  return /\b(1[89]\d\d)\b/.exec(title)?.[1] ?? /cons(1[89]\d\d)/i.exec(url)?.[1];
}
