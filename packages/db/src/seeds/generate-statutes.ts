import type { DocumentInput } from '../documents/document-input.ts';
import { CONGRESS_AGENCIES, LEGISLATIVE_SERIES, type LegislativeSeries } from './data/issuers.ts';
import {
  BARANGAYS,
  BROADCAST_COMPANIES,
  CLOSING_PROVISIONS,
  EARLY_STATUTE_SUBJECTS,
  MIDDLE_PROVISIONS,
  MUNICIPALITIES,
  STATUTE_SUBJECTS,
} from './data/statute-subjects.ts';
import { CONSTITUTIONS, COURT_RULES } from './data/treaties-rules-constitutions.ts';
import { interpolate, longDate, nearestWeekday, type Random } from './prng.ts';
import { DEMO_NOTICE, fill, pesos } from './text.ts';

/**
 * Demo statutes of the five legislative series. The number follows the date along the series'
 * anchors, the enacting clause is the one of the legislature of the time, and modern subjects
 * (cybersecurity, remote work) only appear in years where they make sense.
 */
export function generateStatutes(random: Random, type: LegislativeSeries['type'], count: number): DocumentInput[] {
  const series = LEGISLATIVE_SERIES.find((entry) => entry.type === type)!;
  const out: DocumentInput[] = [];
  const used = new Set<number>();
  while (out.length < count) {
    const period = random.pick(series.periods);
    const date = nearestWeekday(random.date(period.from, period.to));
    const year = Number(date.slice(0, 4));
    const number = Math.max(1, Math.round(interpolate(series.anchors, year + (Number(date.slice(5, 7)) - 1) / 12)));
    if (used.has(number)) continue;
    used.add(number);
    out.push(makeStatute(random, series, number, date));
  }
  return out;
}

function makeStatute(random: Random, series: LegislativeSeries, number: number, date: string): DocumentInput {
  const year = Number(date.slice(0, 4));
  const subjects = [...STATUTE_SUBJECTS, ...EARLY_STATUTE_SUBJECTS].filter(
    (subject) => subject.minYear <= year && year <= subject.maxYear,
  );
  const subject = random.weighted(subjects.map((entry) => [entry, entry.weight] as const));
  const [municipality, province] = random.pick(MUNICIPALITIES);
  const barangay = random.pick(BARANGAYS);
  const holiday = longDate(random.date('2001-01-01', '2001-12-31')).replace(', 2001', '');
  // Titles are printed in capitals; the sections name places in ordinary case.
  const values = {
    municipality: municipality.toUpperCase(),
    province: province.toUpperCase(),
    barangay: barangay.toUpperCase(),
    agency: subject.agency ?? random.pick(CONGRESS_AGENCIES),
    year: String(year),
    company: random.pick(BROADCAST_COMPANIES),
    amount: pesos(random.int(5, 500) * 10_000),
    holiday: holiday.toUpperCase(),
  };
  // Presidential decrees are not "Acts": their titles start with the verb.
  const rawTitle = fill(subject.title, values);
  const title = series.type === 'Presidential Decree' ? rawTitle.replace(/^AN ACT /, '') : rawTitle;
  const heading = series.heading.replace('{n}', String(number));
  const word = series.type === 'Presidential Decree' ? 'Decree' : 'Act';
  const provisions = [
    ...(subject.shortTitle
      ? [`Short Title. – This ${word} shall be known as the "${fill(subject.shortTitle, values)}".`]
      : []),
    ...(subject.policy
      ? [`Declaration of Policy. – It is hereby declared the policy of the State to ${subject.policy}.`]
      : []),
    ...subject.provisions.map((text) => fill(text, { ...values, municipality, province, barangay, holiday })),
    ...(year >= 1946 && series.type !== 'Presidential Decree'
      ? random.sample(MIDDLE_PROVISIONS, random.int(2, 4))
      : []),
    ...(year >= 1987
      ? CLOSING_PROVISIONS.map((text) => fill(text, values))
      : [`Effectivity. – This ${word} shall take effect upon its approval.`]),
  ];
  const body = [
    `[ ${heading} ]`,
    title,
    series.type === 'Presidential Decree'
      ? `WHEREAS, it is necessary to ${subject.policy ?? 'provide for the matters hereinafter set forth in the interest of the public welfare'};`
      : null,
    series.enactingClause(year),
    ...provisions.map((text, index) => `${index === 0 ? 'SECTION' : 'SEC.'} ${index + 1}. ${text}`),
    series.type === 'Presidential Decree'
      ? `Done in the City of Manila, this ${longDate(date)}.\n\n(Sgd.) FERDINAND E. MARCOS\nPresident of the Philippines`
      : `Approved: ${longDate(date)}`,
    DEMO_NOTICE,
  ].filter((part): part is string => part !== null);
  return {
    title,
    documentType: series.type,
    citation: series.citation.replace('{n}', String(number)),
    dateEnacted: date,
    lawCategory: subject.lawCategory,
    legalTopics: subject.topics,
    subject: subject.shortTitle ? fill(subject.shortTitle, values) : null,
    summary: `${series.citation.replace('{n}', String(number))}, approved ${longDate(date)}: ${title.charAt(0)}${title.slice(1).toLowerCase()}.`,
    content: body.join('\n\n'),
    source: 'demo',
    isVerified: random.chance(0.5),
  };
}

export function generateConstitutions(random: Random): DocumentInput[] {
  return CONSTITUTIONS.map((constitution) => ({
    title: constitution.title,
    documentType: 'Constitution',
    citation: constitution.citation,
    dateEnacted: constitution.date,
    lawCategory: 'Constitutional Law',
    legalTopics: ['Constitution', 'Bill of Rights', 'Separation of Powers'],
    summary: `${constitution.citation}: the fundamental law adopted on ${longDate(constitution.date)}. Outline of its articles.`,
    content: [
      constitution.title.toUpperCase(),
      'PREAMBLE',
      'The sovereign Filipino people, in order to build a just and humane society and establish a Government that shall embody their ideals, ordain and promulgate this Constitution.',
      ...constitution.articles.map(
        (article, index) =>
          `ARTICLE ${toRoman(index + 1)}\n${article.toUpperCase()}\n\nSection 1. ${random.pick([
            'The provisions of this Article shall be construed in favour of the people and of the rights they guarantee.',
            'The powers granted in this Article shall be exercised in accordance with law and subject to the limitations provided in this Constitution.',
            'Congress shall, by law, provide for the implementation of this Article.',
          ])}`,
      ),
      DEMO_NOTICE,
    ].join('\n\n'),
    source: 'demo',
    isVerified: true,
  }));
}

export function generateCourtRules(random: Random): DocumentInput[] {
  return COURT_RULES.map((rule) => ({
    title: rule.title,
    documentType: 'Rules of Court',
    court: 'Supreme Court',
    citation: rule.citation,
    dateEnacted: rule.date,
    lawCategory: rule.lawCategory,
    legalTopics: ['Rules of Procedure', rule.lawCategory],
    summary: `${rule.title} (${rule.citation}), promulgated by the Supreme Court on ${longDate(rule.date)}.`,
    content: [
      `${rule.citation}\n${longDate(rule.date)}`,
      rule.title.toUpperCase(),
      'RESOLUTION',
      `Acting on the recommendation of the Sub-Committee on the Revision of the Rules of Court, the Court Resolved to APPROVE the ${rule.title}, which shall take effect fifteen (15) days after its publication in a newspaper of general circulation.`,
      ...rule.parts.map(
        (part, index) =>
          `SECTION ${index + 1}. ${part}. – ${random.pick([
            'The court shall apply this Rule liberally to promote its objective of securing a just, speedy and inexpensive disposition of every action.',
            'The petition shall be verified and shall allege the facts with particularity, together with the supporting affidavits and documents.',
            'The court may, motu proprio or upon motion, issue such orders as may be necessary to carry out this Rule.',
            'Failure to comply with this Section shall be a ground for the dismissal of the action or the imposition of appropriate sanctions.',
          ])}`,
      ),
      DEMO_NOTICE,
    ].join('\n\n'),
    source: 'demo',
    isVerified: true,
  }));
}

function toRoman(value: number): string {
  const numerals: Array<[number, string]> = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [amount, numeral] of numerals) {
    while (value >= amount) {
      out += numeral;
      value -= amount;
    }
  }
  return out;
}
