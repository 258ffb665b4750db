import type { DocumentInput } from '../documents/document-input.ts';
import { CONGRESS_AGENCIES, MARTIAL_LAW_SERIES, PRESIDENTS, type President } from './data/issuers.ts';
import {
  ADMINISTRATIVE_ORDER_SUBJECTS,
  MARTIAL_LAW_SUBJECTS,
  MEMORANDUM_SUBJECTS,
  NAR_ISSUANCES,
  PROCLAMATION_SUBJECTS,
  type IssuanceSubject,
} from './data/issuance-subjects.ts';
import { MUNICIPALITIES } from './data/statute-subjects.ts';
import {
  BILATERAL_PARTNERS,
  BILATERAL_SUBJECTS,
  MULTILATERAL_TREATIES,
  REGIONAL_TREATIES,
  TREATY_CLAUSES,
} from './data/treaties-rules-constitutions.ts';
import { longDate, nearestWeekday, type Random } from './prng.ts';
import { SEED_TODAY } from './generate-profiles.ts';
import { DEMO_NOTICE, fill, pesos } from './text.ts';

type PresidentialType =
  | 'Administrative Order'
  | 'Memorandum Order'
  | 'Memorandum Circular'
  | 'Presidential Proclamation';

const PRESIDENTIAL = {
  'Administrative Order': {
    key: 'ao',
    label: 'Administrative Order',
    subjects: ADMINISTRATIVE_ORDER_SUBJECTS,
    verb: 'do hereby order',
  },
  'Memorandum Order': { key: 'mo', label: 'Memorandum Order', subjects: MEMORANDUM_SUBJECTS, verb: 'do hereby order' },
  'Memorandum Circular': {
    key: 'mc',
    label: 'Memorandum Circular',
    subjects: MEMORANDUM_SUBJECTS,
    verb: 'do hereby direct',
  },
  'Presidential Proclamation': {
    key: 'proc',
    label: 'Proclamation',
    subjects: PROCLAMATION_SUBJECTS,
    verb: 'do hereby proclaim',
  },
} as const;

/**
 * Presidential issuances: numbering restarts with each president, so the citation carries the
 * series year ('Executive Order No. 209, s. 1987') and the number reflects how far into the term
 * the issuance was signed.
 */
export function generatePresidentialIssuances(random: Random, type: PresidentialType, count: number): DocumentInput[] {
  const spec = PRESIDENTIAL[type];
  const presidents = PRESIDENTS.filter((president) => president.counts[spec.key] > 0);
  const out: DocumentInput[] = [];
  const used = new Set<string>();
  while (out.length < count) {
    const president = random.pick(presidents);
    const date = nearestWeekday(random.date(president.from, president.to < SEED_TODAY ? president.to : SEED_TODAY));
    const share =
      (Date.parse(date) - Date.parse(president.from)) / (Date.parse(president.to) - Date.parse(president.from));
    const number = Math.max(1, Math.round(share * president.counts[spec.key]));
    const citation = `${spec.label} No. ${number}, s. ${date.slice(0, 4)}`;
    // Only subjects whose offices and programs existed when the issuance was signed.
    const subjects = spec.subjects.filter((subject) => !subject.since || subject.since <= date);
    if (used.has(citation) || subjects.length === 0) continue;
    used.add(citation);
    out.push(issuance(random, type, spec.label, spec.verb, random.pick(subjects), citation, date, president));
  }
  return out;
}

export function generateMartialLawIssuances(
  random: Random,
  type: keyof typeof MARTIAL_LAW_SERIES,
  count: number,
): DocumentInput[] {
  const series = MARTIAL_LAW_SERIES[type];
  const marcos = PRESIDENTS.find((president) => president.name === 'FERDINAND E. MARCOS')!;
  const used = new Set<number>();
  const out: DocumentInput[] = [];
  while (out.length < count) {
    const date = nearestWeekday(random.date(series.from, series.to));
    const share = (Date.parse(date) - Date.parse(series.from)) / (Date.parse(series.to) - Date.parse(series.from));
    const number = Math.max(1, Math.round(share * series.count));
    if (used.has(number)) continue;
    used.add(number);
    const citation = series.citation.replace('{n}', String(number));
    out.push(
      issuance(
        random,
        type,
        series.citation.replace(' No. {n}', ''),
        'do hereby order',
        random.pick(MARTIAL_LAW_SUBJECTS[type]),
        citation,
        date,
        marcos,
      ),
    );
  }
  return out;
}

/** Closing sections shared by presidential issuances: funding, separability, repeal, effectivity upon publication. */
const ISSUANCE_CLOSING = [
  'Funding. – The funds necessary for the implementation of this issuance shall be charged against the current appropriations of the agencies concerned, subject to the usual accounting and auditing rules.',
  'Separability. – If any provision of this issuance is declared invalid or unconstitutional, the other provisions not affected thereby shall remain valid and subsisting.',
  'Repeal. – All issuances, orders, rules and regulations, or parts thereof, which are inconsistent with this issuance are hereby repealed, amended or modified accordingly.',
  'Effectivity. – This issuance shall take effect immediately upon its publication in the Official Gazette or in a newspaper of general circulation.',
];

function issuance(
  random: Random,
  type: string,
  label: string,
  verb: string,
  subject: IssuanceSubject,
  citation: string,
  date: string,
  president: President,
): DocumentInput {
  const [municipality, province] = random.pick(MUNICIPALITIES);
  const holiday = longDate(date).replace(/, \d{4}$/, '');
  const values = {
    agency: random.pick(CONGRESS_AGENCIES),
    province,
    municipality,
    year: date.slice(0, 4),
    holiday,
    amount: pesos(random.int(1, 10) * 1000),
  };
  const upper = {
    ...values,
    agency: values.agency.toUpperCase(),
    province: province.toUpperCase(),
    municipality: municipality.toUpperCase(),
    holiday: holiday.toUpperCase(),
  };
  const title = fill(subject.title, upper);
  const body = [
    'MALACAÑANG\nManila',
    `${label.toUpperCase()} NO. ${citation.match(/No\. ([\w-]+)/)?.[1] ?? ''}`,
    title,
    ...subject.whereas.map((text) => `WHEREAS, ${fill(text, values)};`),
    `NOW, THEREFORE, I, ${president.name}, President of the Philippines, by virtue of the powers vested in me by the Constitution and existing laws, ${verb}:`,
    ...[...subject.orders.map((text) => fill(text, values)), ...ISSUANCE_CLOSING].map(
      (text, index) => `SECTION ${index + 1}. ${text}`,
    ),
    `DONE in the City of Manila, this ${longDate(date)}.`,
    `(Sgd.) ${president.name}`,
    DEMO_NOTICE,
  ];
  return {
    title,
    documentType: type,
    citation,
    dateEnacted: date,
    lawCategory: subject.lawCategory,
    legalTopics: [type, subject.lawCategory],
    summary: `${citation}, signed by President ${president.name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase())} on ${longDate(date)}.`,
    content: body.join('\n\n'),
    source: 'demo',
    isVerified: random.chance(0.4),
  };
}

export function generateNarIssuances(random: Random, count: number): DocumentInput[] {
  const out: DocumentInput[] = [];
  for (let index = 0; index < count; index++) {
    const entry = NAR_ISSUANCES[index % NAR_ISSUANCES.length]!;
    const year = random.int(2008, 2024);
    const date = nearestWeekday(random.date(`${year}-01-15`, `${year}-12-15`));
    const series = fill(entry.series, { n: String(random.int(1, 40)), year: String(year) });
    out.push({
      title: `${entry.agency} ${series} – ${entry.subject}`,
      documentType: 'National Administrative Register',
      court: entry.agency,
      dateEnacted: date,
      lawCategory: entry.lawCategory,
      legalTopics: ['Administrative Rules', entry.lawCategory],
      summary: `${entry.subject}. Filed with the Office of the National Administrative Register, U.P. Law Center.`,
      content: [
        `${entry.agency.toUpperCase()}\n${series}`,
        `SUBJECT: ${entry.subject.toUpperCase()}`,
        `Pursuant to the powers vested in the ${entry.agency} by law, the following rules are hereby prescribed:`,
        `Section 1. Scope. – These rules shall apply to all persons and entities under the regulatory jurisdiction of the ${entry.agency}.`,
        'Section 2. Compliance Period. – Covered persons shall comply with these rules within sixty (60) days from their effectivity.',
        'Section 3. Effectivity. – These rules shall take effect fifteen (15) days after their publication in a newspaper of general circulation and the filing of three (3) certified copies with the Office of the National Administrative Register.',
        `Filed with the Office of the National Administrative Register on ${longDate(date)}.`,
        DEMO_NOTICE,
      ].join('\n\n'),
      source: 'demo',
    });
  }
  return out;
}

export function generateTreaties(random: Random, bilateralCount: number): DocumentInput[] {
  const out: DocumentInput[] = [];
  const seen = new Set<string>();
  while (out.length < bilateralCount) {
    const partner = random.pick(BILATERAL_PARTNERS);
    const subject = random.pick(BILATERAL_SUBJECTS);
    const title = `Agreement between the Government of the Republic of the Philippines and the Government of ${partner} ${subject.subject}`;
    if (seen.has(title)) continue;
    seen.add(title);
    const date = nearestWeekday(random.date('1975-01-01', '2024-12-31'));
    out.push(
      treaty(
        random,
        'Bilateral Treaty',
        title,
        date,
        subject.lawCategory,
        subject.articles,
        `the Government of the Republic of the Philippines and the Government of ${partner}`,
      ),
    );
  }
  for (const entry of REGIONAL_TREATIES) {
    out.push(
      treaty(
        random,
        'Regional Treaty',
        entry.title,
        entry.date,
        entry.lawCategory,
        [],
        'the Member States of the Association of Southeast Asian Nations',
      ),
    );
  }
  for (const entry of MULTILATERAL_TREATIES) {
    out.push(
      treaty(random, 'Multilateral Treaty', entry.title, entry.date, entry.lawCategory, [], 'the States Parties'),
    );
  }
  return out;
}

function treaty(
  random: Random,
  type: string,
  title: string,
  date: string,
  lawCategory: string,
  articles: readonly string[],
  parties: string,
): DocumentInput {
  const clauses = [...articles, ...random.sample(TREATY_CLAUSES, 3)];
  return {
    title,
    documentType: type,
    dateEnacted: date,
    lawCategory,
    legalTopics: ['Treaties', lawCategory],
    summary: `${title}, signed on ${longDate(date)}.`,
    content: [
      title.toUpperCase(),
      `${parties.charAt(0).toUpperCase()}${parties.slice(1)}, desiring to strengthen their cooperation and to promote their mutual interests, have agreed as follows:`,
      ...clauses.map((text, index) => `Article ${index + 1}\n${text}`),
      `IN WITNESS WHEREOF, the undersigned, being duly authorised thereto, have signed this instrument. Done on ${longDate(date)}, in the English language.`,
      DEMO_NOTICE,
    ].join('\n\n'),
    source: 'demo',
    isVerified: random.chance(0.5),
  };
}
