import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { LAWPHIL_CATEGORIES } from '../../src/sources/lawphil/categories.ts';

/**
 * A LawPhil-shaped site of any size, for the runner tests and the benchmark: one `table#s-menu` index per
 * statute category and one page per law, made from the saved real page of R.A. 9995 with the number, date and
 * title changed. Pages are windows-1252 with curly quotes (bytes 0x93/0x94) and no charset header, like LawPhil.
 */
const TEMPLATE = readFileSync(
  fileURLToPath(new URL('../fixtures/real-pages/lawphil/ra-9995-anti-voyeurism.html', import.meta.url)),
  'latin1',
);

const KINDS = {
  'republic-acts': { line: 'REPUBLIC ACT No.', label: 'Republic Act No.', folder: 'ra', file: 'ra' },
  acts: { line: 'ACT No.', label: 'Act No.', folder: 'act', file: 'act' },
  'batas-pambansa': { line: 'BATAS PAMBANSA BLG.', label: 'Batas Pambansa Blg.', folder: 'bp', file: 'bp' },
  'presidential-decree': {
    line: 'PRESIDENTIAL DECREE No.',
    label: 'Presidential Decree No.',
    folder: 'pd',
    file: 'pd',
  },
} as const;

export type SyntheticCategory = keyof typeof KINDS;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface SyntheticLaw {
  category: SyntheticCategory;
  number: number;
  year: number;
  month: number;
  day: number;
  path: string;
  title: string;
}

export function syntheticLaws(
  category: SyntheticCategory,
  count: number,
  year = 2010,
  firstNumber = 9000,
): SyntheticLaw[] {
  const kind = KINDS[category];
  return Array.from({ length: count }, (_, index) => {
    const number = firstNumber + index;
    const month = (index % 12) + 1;
    const day = (index % 27) + 1;
    const indexDir = LAWPHIL_CATEGORIES[category]!.indexPath.replace(/[^/]+$/, '');
    return {
      category,
      number,
      year,
      month,
      day,
      path: `${indexDir}${kind.folder}${year}/${kind.file}_${number}_${year}.html`,
      title: `AN ACT NUMBER ${number} ON THE \u201CTEST\u201D OF SCRAPERS`,
    };
  });
}

export function lawPage(law: SyntheticLaw): Buffer {
  const kind = KINDS[law.category];
  const html = TEMPLATE.replace(/R\.A\. No\. 9995/g, `${kind.label} ${law.number}`)
    .replace(/REPUBLIC ACT No\. 9995/g, `${kind.line} ${law.number}`)
    .replace(/FEB 15, 2010/g, `${MONTHS[law.month - 1]} ${law.day}, ${law.year}`)
    .replace(/AN ACT DEFINING AND PENALIZING THE CRIME OF PHOTO AND VIDEO VOYEURISM[^<"]*/g, law.title);
  return iconv.encode(html, 'windows-1252');
}

export function indexPage(laws: readonly SyntheticLaw[]): Buffer {
  const rows = laws.map((law) => {
    const href = law.path.split('/').slice(-2).join('/');
    const date = `${LONG[law.month - 1]} ${law.day}, ${law.year}`;
    return `<tr class="xy"><td><a href="${href}">${KINDS[law.category].label} ${law.number}</a><br />${date}</td><td>${law.title}</td></tr>`;
  });
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body>
<table id="s-menu"><tr><th>NUMBER</th><th>TITLE</th></tr>
${rows.join('\r\n')}
</table></body></html>`;
  return iconv.encode(html, 'windows-1252');
}

/** Files of a site holding `count` laws of each given category. */
export function syntheticSite(
  spec: Partial<Record<SyntheticCategory, number>>,
  year = 2010,
): { files: Map<string, Buffer>; laws: SyntheticLaw[] } {
  const files = new Map<string, Buffer>();
  const laws: SyntheticLaw[] = [];
  let first = 1000;
  for (const [category, count] of Object.entries(spec) as Array<[SyntheticCategory, number]>) {
    const some = syntheticLaws(category, count, year, first);
    first += 1000;
    files.set(LAWPHIL_CATEGORIES[category]!.indexPath, indexPage(some));
    for (const law of some) files.set(law.path, lawPage(law));
    laws.push(...some);
  }
  return { files, laws };
}
