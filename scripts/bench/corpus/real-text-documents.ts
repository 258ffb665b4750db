import type { DocumentInput } from '../../../packages/db/src/documents/document-input.ts';
import { longDate, Random } from '../../../packages/db/src/seeds/prng.ts';
import { PLACES } from '../../../packages/db/src/seeds/data/places.ts';
import { companyName, personName } from './fill-template.ts';
import { starterPools, type StarterPools } from './starter-pools.ts';

/**
 * The search benchmark's corpus (CORPUS_VERSION v2): real text, cut and recombined.
 *
 * Documents 0–435 are the starter library itself, unchanged: the relevance table names them. Every later document
 * is a pure function of its index, built from the starter library's sentences: a decision gets a caption of the
 * real shapes ('PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. …', a private party against a real government
 * body), a real decision's opening and runs of real sentences from other decisions; a statute gets a real title
 * with other places and numbers and renumbered real sections. So the words, their frequencies, the citations in
 * the text and the names a researcher types (statutes quoted by decisions, amending acts naming the law they amend)
 * are those of real law, and lengths follow the real documents' lengths.
 */
interface TypePlan {
  type: string;
  slots: number;
  label: string;
  series: boolean;
  years: readonly [number, number];
}
const PLAN: readonly TypePlan[] = [
  { type: 'Supreme Court Decision', slots: 58, label: 'G.R. No.', series: false, years: [1946, 2025] },
  { type: 'Republic Act', slots: 14, label: 'Republic Act No.', series: false, years: [1946, 2025] },
  { type: 'Presidential Decree', slots: 6, label: 'Presidential Decree No.', series: false, years: [1972, 1986] },
  { type: 'Executive Order', slots: 7, label: 'Executive Order No.', series: true, years: [1936, 2025] },
  { type: 'Batas Pambansa', slots: 2, label: 'Batas Pambansa Blg.', series: false, years: [1979, 1985] },
  { type: 'Commonwealth Act', slots: 3, label: 'Commonwealth Act No.', series: false, years: [1935, 1946] },
  { type: 'Act', slots: 3, label: 'Act No.', series: false, years: [1901, 1935] },
  { type: 'Administrative Order', slots: 3, label: 'Administrative Order No.', series: true, years: [1950, 2025] },
  { type: 'Presidential Proclamation', slots: 4, label: 'Proclamation No.', series: true, years: [1946, 2025] },
];
// Generated numbers never collide with a real document's: G.R. numbers above today's (about 275,000), statute
// numbers above any series' real range (they are then not read as citations, and the importer identifies them by
// type, title and date, which can merge a rare pair of twins: the report gives the stored count).
const GR_BASE = 300_000;
const STATUTE_BASE = 100_000;

function planOf(generated: number): TypePlan {
  let slot = generated % 100;
  for (const plan of PLAN) {
    if (slot < plan.slots) return plan;
    slot -= plan.slots;
  }
  throw new Error('unreachable');
}

export function realTextDocumentCount(): number {
  return starterPools().documents.length;
}

export function generateRealTextDocument(index: number): DocumentInput {
  const pools = starterPools();
  if (index < pools.documents.length) return { ...pools.documents[index]!, source: 'bench' };
  const generated = index - pools.documents.length;
  const plan = planOf(generated);
  const random = new Random(`bench-real-text:${index}`);
  const date = random.date(`${plan.years[0]}-01-01`, `${plan.years[1]}-12-31`);
  return plan.type === 'Supreme Court Decision'
    ? decision(random, pools, GR_BASE + generated, date)
    : statute(random, pools, plan, STATUTE_BASE + generated, date);
}

/** Length like a real document of the kind: a real length, give or take 40 %. */
function targetLength(random: Random, lengths: readonly number[]): number {
  return Math.max(1_200, Math.round(random.pick(lengths) * (0.6 + random.next() * 0.8)));
}

/** A paragraph: a run of a real paragraph's sentences, sometimes followed by a run from another one. */
function paragraph(random: Random, source: readonly (readonly string[])[]): string {
  const parts: string[] = [];
  for (let runs = random.chance(0.4) ? 2 : 1; runs > 0; runs--) {
    const sentences = random.pick(source);
    const start = random.int(0, sentences.length - 1);
    parts.push(...sentences.slice(start, start + random.int(1, 5)));
  }
  return parts.join(' ');
}

function fill(random: Random, source: readonly (readonly string[])[], length: number, first = ''): string[] {
  const out = first ? [first] : [];
  let size = first.length;
  while (size < length) {
    const next = paragraph(random, source);
    out.push(next);
    size += next.length + 2;
  }
  return out;
}

function party(random: Random): string {
  return (random.chance(0.25) ? companyName(random) : personName(random)).toUpperCase();
}

function caption(random: Random, pools: StarterPools, upper: boolean) {
  const role = (text: string) => (upper ? text.toUpperCase() : text);
  const roll = random.next();
  if (roll < 0.4) {
    const accused = `${personName(random).toUpperCase()} Y ${personName(random).split(' ').pop()!.toUpperCase()}`;
    return {
      petitioner: 'PEOPLE OF THE PHILIPPINES',
      respondent: accused,
      title: `PEOPLE OF THE PHILIPPINES, ${role('plaintiff-appellee')}, ${role('vs.')} ${accused}, ${role('accused-appellant')}.`,
    };
  }
  const petitioner = party(random);
  const respondent = roll < 0.7 ? `${random.pick(pools.institutions)} AND ${party(random)}` : party(random);
  return {
    petitioner,
    respondent,
    title: `${petitioner}, ${role('petitioner')}, ${role('vs.')} ${respondent}, ${role('respondents')}.`,
  };
}

function decision(random: Random, pools: StarterPools, number: number, date: string): DocumentInput {
  const upper = random.chance(0.6);
  const { petitioner, respondent, title } = caption(random, pools, upper);
  const ponente = random.pick(pools.ponentes);
  const division = random.pick(pools.divisions);
  const citation = `G.R. No. ${number}, ${longDate(date)}`;
  const header = `${division}\n\n[ ${citation} ]\n\n${title}\n\nD E C I S I O N\n\n${ponente}, J.:`;
  const body = fill(
    random,
    pools.decisionParagraphs,
    targetLength(random, pools.decisionLengths),
    random.pick(pools.decisionOpenings),
  );
  return {
    title,
    documentType: 'Supreme Court Decision',
    court: 'Supreme Court',
    citation,
    grNumber: String(number),
    dateDecided: date,
    ponente,
    division,
    petitioner,
    respondent,
    content: `${header}\n\n${body.join('\n\n')}`,
    source: 'bench',
  };
}

/** `replacement` in the case of the word it replaces: 'ILOILO' in an all-caps title, 'Iloilo' in a title-cased one. */
const CASED = (replacement: string, like: string) =>
  like === like.toUpperCase()
    ? replacement.toUpperCase()
    : replacement
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
const PLACE_NAME = "[A-ZÑ][\\w'ñÑ-]*(?: (?:del|de|DEL|DE|[A-ZÑ][\\w'ñÑ-]*))*";
const PLACE = new RegExp(`\\b(MUNICIPALITY|PROVINCE|CITY|Municipality|Province|City) (OF|of) (${PLACE_NAME})`, 'g');
const BARANGAY = new RegExp(`\\b(BARANGAY|Barangay) (?!HIGH|High|RURAL|Rural)(${PLACE_NAME})`, 'g');
const INSTITUTION =
  /\b([A-ZÑ][\w'ñÑ-]*) ((?:NATIONAL|MUNICIPAL|GENERAL|COMMUNITY|AGRO-INDUSTRIAL|POLYTECHNIC) (?:HIGH SCHOOL|HOSPITAL|SCHOOL|COLLEGE))/gi;
const city = (random: Random) => random.pick(PLACES).city.replace(/ City$/, '');

/** A real title with other places, other names of schools and hospitals, and other numbers. */
function varyTitle(random: Random, title: string): string {
  return title
    .replace(PLACE, (_m, kind: string, of: string, place: string) =>
      [kind, of, CASED(kind.toUpperCase() === 'PROVINCE' ? random.pick(PLACES).province : city(random), place)].join(
        ' ',
      ),
    )
    .replace(
      BARANGAY,
      (_m, kind: string, place: string) => `${kind} ${CASED(personName(random).split(' ').pop()!, place)}`,
    )
    .replace(INSTITUTION, (_m, name: string, what: string) => `${CASED(city(random), name)} ${what}`)
    .replace(/\d+/g, (digits) => {
      const value = Number(digits);
      // A year stays a plausible year; other numbers (sections, amounts, serials) keep their size.
      if (value >= 1800 && value <= 2030) return String(random.int(1900, 2025));
      return String(random.int(Math.max(1, Math.floor(value / 2)), value * 2 + 9));
    });
}

const SECTION_HEAD = /^(?:SEC(?:TION)?\.?|Section|ART(?:ICLE)?\.?|Article)\s*\d+[-A-Z]*\s*\.?\s*/;

function statute(random: Random, pools: StarterPools, plan: TypePlan, number: number, date: string): DocumentInput {
  const titles = plan.series ? pools.issuanceTitles : pools.statuteTitles;
  const title = varyTitle(random, random.pick(titles));
  const citation = `${plan.label} ${number}${plan.series ? `, s. ${date.slice(0, 4)}` : ''}`;
  const sections = fill(random, pools.statuteParagraphs, targetLength(random, pools.statuteLengths)).map(
    (text, i) => `SEC. ${i + 1}. ${text.replace(SECTION_HEAD, '')}`,
  );
  const enacting = plan.series
    ? 'NOW, THEREFORE, by virtue of the powers vested in me by law, do hereby order:'
    : 'Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:';
  return {
    title,
    documentType: plan.type,
    citation,
    dateEnacted: date,
    content: `[ ${citation.toUpperCase()} ]\n\n${title}\n\n${enacting}\n\n${sections.join('\n\n')}`,
    source: 'bench',
  };
}
