import type { DocumentInput } from '../documents/document-input.ts';
import { CASE_SUBJECTS, LOWER_COURTS, PROCEDURAL_SENTENCES, REMEDIES, type CaseSubject } from './data/case-subjects.ts';
import { divisionsOf, justicesSitting } from './data/justices.ts';
import { PLACES } from './data/places.ts';
import { interpolate, longDate, nearestWeekday, type Random } from './prng.ts';
import { SEED_TODAY } from './generate-profiles.ts';
import { accusedName, companyName, DEMO_NOTICE, designation, fill, partyName, pesos } from './text.ts';

/**
 * Demo Supreme Court decisions: docket numbers that fit their filing year (L- numbers before 1988),
 * a ponente and bench who sat that year, the division structure of the time, and a body in the
 * Court's usual order (antecedents, issue, ruling, dispositive portion, concurrences).
 */
const GR_ANCHORS = [
  [1946, 1],
  [1955, 9000],
  [1960, 15000],
  [1965, 24000],
  [1970, 31000],
  [1975, 40000],
  [1980, 52000],
  [1985, 70000],
  [1987.9, 79000],
  [1990, 86000],
  [1995, 112000],
  [2000, 135000],
  [2005, 160000],
  [2010, 185000],
  [2015, 205000],
  [2020, 235000],
  [2025, 272000],
] as const;
const AC_ANCHORS = [
  [1960, 300],
  [1970, 1000],
  [1990, 3500],
  [2000, 5000],
  [2010, 8500],
  [2020, 12500],
  [2025, 14200],
] as const;

export function generateDecisions(random: Random, count: number): DocumentInput[] {
  const decisions: DocumentInput[] = [];
  const usedDockets = new Set<string>();
  while (decisions.length < count) {
    // More recent years weigh more, as the Court's output (and what users search) does.
    const year = Math.round(
      interpolate(
        [
          [0, 1950],
          [0.25, 1975],
          [0.5, 1995],
          [0.75, 2010],
          [1, 2025],
        ],
        random.next(),
      ),
    );
    const subjects = CASE_SUBJECTS.filter((subject) => subject.minYear <= year);
    const subject = random.weighted(subjects.map((entry) => [entry, entry.weight] as const));
    const decision = makeDecision(random, subject, year);
    if (usedDockets.has(decision.citation!)) continue;
    usedDockets.add(decision.citation!);
    decisions.push(decision);
  }
  return decisions;
}

function docketOf(random: Random, subject: CaseSubject, year: number): { docket: string; isGr: boolean } {
  const filed = year - random.int(1, year < 2000 ? 3 : 6);
  if (subject.caption === 'ac')
    return { docket: `A.C. No. ${Math.round(interpolate(AC_ANCHORS, filed)) + random.int(0, 90)}`, isGr: false };
  if (subject.caption === 'am') {
    const kind = random.pick(['RTJ', 'RTJ', 'MTJ', 'P']);
    return {
      docket: `A.M. No. ${kind}-${String(filed % 100).padStart(2, '0')}-${random.int(1000, 2700)}`,
      isGr: false,
    };
  }
  const number = Math.round(interpolate(GR_ANCHORS, filed + random.next()));
  return { docket: filed < 1988 ? `G.R. No. L-${number}` : `G.R. No. ${number}`, isGr: true };
}

function makeDecision(random: Random, subject: CaseSubject, year: number): DocumentInput {
  const date = nearestWeekday(random.date(`${year}-01-06`, year === 2025 ? SEED_TODAY : `${year}-12-20`));
  const { docket, isGr } = docketOf(random, subject, year);
  const place = random.weighted(PLACES.map((entry) => [entry, entry.weight] as const));
  const values: Record<string, string> = {
    accused: accusedName(random),
    worker: partyName(random, 'female'),
    company: companyName(random),
    lawyer: partyName(random),
    judge: partyName(random),
    complainant: partyName(random),
    city: place.city,
    province: place.province,
    amount: pesos(random.int(20, 2000) * 5000),
    date1: longDate(random.date(`${year - 6}-01-01`, `${year - 3}-12-31`)),
    date2: longDate(random.date(`${year - 30}-01-01`, `${year - 20}-12-31`)),
    branch: String(random.int(1, 220)),
    lot: `${random.int(100, 9999)}`,
    area: `${random.int(3, 90) * 100}`,
  };
  const { title, petitioner, respondent } = caption(random, subject, values, year);
  const granted = random.chance(0.4);
  const perCuriam = subject.caption === 'ac' && !granted;
  const bench = justicesSitting(year);
  const ponente = perCuriam ? 'PER CURIAM' : random.pick(bench).name;
  const division = perCuriam ? 'EN BANC' : random.weighted(divisionsOf(year));
  const concurring = random.sample(
    bench.filter((justice) => justice.name !== ponente),
    division === 'EN BANC' ? 10 : 4,
  );

  const administrative = subject.caption === 'ac' || subject.caption === 'am';
  const lowerCourt =
    subject.key === 'tax-refund' ? 'Court of Tax Appeals En Banc' : random.pick(LOWER_COURTS.slice(0, 3));
  const opening = administrative
    ? `This administrative case stems from a verified complaint filed with the ${subject.caption === 'ac' ? 'Integrated Bar of the Philippines' : 'Office of the Court Administrator'} against the respondent.`
    : `Before the Court is ${subject.caption === 'criminal' ? 'an appeal' : random.pick(REMEDIES.slice(0, 2))} assailing the Decision dated ${longDate(random.date(`${year - 2}-01-01`, `${year - 1}-06-30`))} of the ${lowerCourt}, which ${subject.caption === 'criminal' || !granted ? 'affirmed' : 'reversed'} the ruling of the ${subject.key === 'tax-refund' ? 'Court in Division' : `Regional Trial Court, Branch ${values.branch}, ${values.city}`}.`;
  const header = `${docket}, ${longDate(date)}`;
  const ruling = administrative
    ? `The Court adopts the findings of the ${subject.caption === 'ac' ? 'IBP Board of Governors' : 'Office of the Court Administrator'}, with modification as to the penalty.`
    : `The ${subject.caption === 'criminal' ? 'appeal' : 'petition'} is ${granted ? 'meritorious' : 'without merit'}.`;
  const paragraphs = [
    'Republic of the Philippines\nSUPREME COURT\nManila',
    division,
    `[ ${header} ]`,
    title,
    'D E C I S I O N',
    perCuriam ? 'PER CURIAM:' : `${ponente}, J.:`,
    opening,
    'The Antecedents',
    ...subject.facts.map((text) => fill(text, values)),
    random.pick(
      PROCEDURAL_SENTENCES[administrative ? 'administrative' : subject.caption === 'criminal' ? 'appeal' : 'petition'],
    ),
    'The Issue',
    subject.issue,
    'The Ruling of the Court',
    ruling,
    ...random.sample(subject.doctrines, Math.max(2, subject.doctrines.length - 1)),
    fill(subject.application[granted ? 0 : 1] ?? subject.application[0]!, values),
    fill(granted ? subject.granted : subject.denied, values),
    'SO ORDERED.',
    `${concurring.map((justice) => justice.name).join(', ')}, JJ., concur.`,
    DEMO_NOTICE,
  ];
  return {
    title,
    documentType: 'Supreme Court Decision',
    court: 'Supreme Court',
    citation: header,
    grNumber: isGr ? docket : null,
    caseNumber: isGr ? null : docket,
    dateDecided: date,
    ponente,
    division,
    petitioner,
    respondent,
    subject: subject.issue,
    lawCategory: subject.lawCategory,
    legalTopics: subject.topics,
    summary: `${subject.issue} ${ruling} ${fill(subject.application[granted ? 0 : 1] ?? '', values).split('. ')[0]}.`,
    content: paragraphs.join('\n\n'),
    source: 'demo',
    isVerified: random.chance(0.3),
  };
}

function caption(random: Random, subject: CaseSubject, values: Record<string, string>, year: number) {
  const d = (word: string) => designation(word, year);
  const spouses = random.chance(0.3);
  const parties: Record<CaseSubject['caption'], [string, string, string, string]> = {
    criminal: ['PEOPLE OF THE PHILIPPINES', d('plaintiff-appellee'), values.accused!, d('accused-appellant')],
    civil: spouses
      ? [
          `SPOUSES ${partyName(random, 'male')} AND ${partyName(random, 'female')}`,
          d('petitioners'),
          partyName(random),
          d('respondent'),
        ]
      : [partyName(random), d('petitioner'), partyName(random), d('respondent')],
    labor: [
      values.worker!,
      d('petitioner'),
      `NATIONAL LABOR RELATIONS COMMISSION AND ${values.company}`,
      d('respondents'),
    ],
    tax: ['COMMISSIONER OF INTERNAL REVENUE', d('petitioner'), values.company!, d('respondent')],
    election: [
      partyName(random, 'male'),
      d('petitioner'),
      `COMMISSION ON ELECTIONS AND ${partyName(random)}`,
      d('respondents'),
    ],
    land: [
      'REPUBLIC OF THE PHILIPPINES',
      d('petitioner'),
      `HEIRS OF ${partyName(random)}, REPRESENTED BY ${partyName(random)}`,
      d('respondents'),
    ],
    family: [
      partyName(random, 'female'),
      d('petitioner'),
      `${partyName(random, 'male')} AND REPUBLIC OF THE PHILIPPINES`,
      d('respondents'),
    ],
    ac: [values.complainant!, d('complainant'), `ATTY. ${values.lawyer}`, d('respondent')],
    am: [
      'OFFICE OF THE COURT ADMINISTRATOR',
      d('complainant'),
      `JUDGE ${values.judge}, REGIONAL TRIAL COURT, BRANCH ${values.branch}, ${values.city!.toUpperCase()}`,
      d('respondent'),
    ],
  };
  if (subject.key === 'quasi-delict')
    parties.civil = [values.company!, d('petitioner'), parties.civil[2], d('respondent')];
  const [petitioner, role1, respondent, role2] = parties[subject.caption];
  return {
    title: `${petitioner}, ${role1}, VS. ${respondent}, ${role2}.`.replace(' VS. ', year < 1995 ? ' vs. ' : ' VS. '),
    petitioner,
    respondent,
  };
}
