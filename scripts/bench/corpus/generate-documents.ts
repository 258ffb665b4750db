import type { DocumentInput } from '../../../packages/db/src/documents/document-input.ts';
import { CASE_SUBJECTS } from '../../../packages/db/src/seeds/data/case-subjects.ts';
import { proceduralSentences } from './seed-sentences.ts';
import { STATUTE_SUBJECTS } from '../../../packages/db/src/seeds/data/statute-subjects.ts';
import { longDate, Random } from '../../../packages/db/src/seeds/prng.ts';
import { fillTemplate, personName } from './fill-template.ts';
import { LANDMARKS } from './landmarks.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * The benchmark corpus: document `index` is a pure function of (index, vocabulary), so any run,
 * on any machine, builds the same library, and the query mix can name documents by index.
 * Per 100 documents: the mix of the real library (decisions first, then statutes and issuances).
 */
interface TypePlan {
  type: string;
  slots: number;
  citation: (serial: number, date: string) => string;
  years: readonly [number, number];
}
const PLAN: readonly TypePlan[] = [
  {
    type: 'Supreme Court Decision',
    slots: 58,
    citation: (n, d) => `G.R. No. ${n}, ${longDate(d)}`,
    years: [1946, 2025],
  },
  { type: 'Republic Act', slots: 14, citation: (n) => `Republic Act No. ${n}`, years: [1946, 2025] },
  { type: 'Presidential Decree', slots: 6, citation: (n) => `Presidential Decree No. ${n}`, years: [1972, 1986] },
  {
    type: 'Executive Order',
    slots: 7,
    citation: (n, d) => `Executive Order No. ${n}, s. ${d.slice(0, 4)}`,
    years: [1936, 2025],
  },
  { type: 'Batas Pambansa', slots: 2, citation: (n) => `Batas Pambansa Blg. ${n}`, years: [1979, 1985] },
  { type: 'Commonwealth Act', slots: 3, citation: (n) => `Commonwealth Act No. ${n}`, years: [1935, 1946] },
  { type: 'Act', slots: 3, citation: (n) => `Act No. ${n}`, years: [1901, 1935] },
  {
    type: 'Administrative Order',
    slots: 3,
    citation: (n, d) => `Administrative Order No. ${n}, s. ${d.slice(0, 4)}`,
    years: [1950, 2025],
  },
  {
    type: 'Presidential Proclamation',
    slots: 4,
    citation: (n, d) => `Proclamation No. ${n}, s. ${d.slice(0, 4)}`,
    years: [1946, 2025],
  },
];
// Serials far above the landmarks' real numbers, so a generated law never shares a landmark's identity.
const SERIAL_BASE = 100_000;

export function slotOf(index: number): { plan: TypePlan; serial: number } {
  const slot = index % 100;
  let offset = 0;
  for (const plan of PLAN) {
    if (slot < offset + plan.slots)
      return { plan, serial: SERIAL_BASE + Math.floor(index / 100) * plan.slots + (slot - offset) };
    offset += plan.slots;
  }
  throw new Error('unreachable');
}

/** Most documents 5–40 KB; short issuances; a tail of long decisions and codes, a few over 200 KB. */
function targetLength(random: Random): number {
  const roll = random.next();
  const logUniform = (low: number, high: number) => Math.round(low * Math.pow(high / low, random.next()));
  if (roll < 0.08) return logUniform(1_500, 5_000);
  if (roll < 0.9) return logUniform(5_000, 40_000);
  if (roll < 0.99) return logUniform(40_000, 120_000);
  return logUniform(200_000, 400_000);
}

function zipfSentence(random: Random, vocabulary: Vocabulary): string {
  const count = random.int(8, 28);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(vocabulary.sample(random));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function citedAuthority(random: Random): string {
  const n = random.int(1_000, 260_000);
  return random.pick([
    `G.R. No. ${n}`,
    `G.R. No. L-${random.int(1_000, 70_000)}`,
    `Republic Act No. ${random.int(1, 12_000)}`,
    `Presidential Decree No. ${random.int(1, 2_000)}`,
    `Batas Pambansa Blg. ${random.int(1, 900)}`,
    `${random.int(1, 800)} SCRA ${random.int(1, 900)}`,
  ]);
}

function body(
  random: Random,
  vocabulary: Vocabulary,
  sentences: readonly string[],
  length: number,
  names: Record<string, string>,
): string {
  const paragraphs: string[] = [];
  let size = 0;
  while (size < length) {
    const parts: string[] = [];
    for (let i = random.int(2, 5); i > 0; i--) {
      if (random.chance(0.45)) parts.push(fillTemplate(random.pick(sentences), random, names));
      else parts.push(zipfSentence(random, vocabulary));
      if (random.chance(0.15)) parts.push(`See ${citedAuthority(random)}.`);
    }
    const paragraph = parts.join(' ');
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}

function decision(random: Random, vocabulary: Vocabulary, serial: number, date: string, plan: TypePlan): DocumentInput {
  const subject = random.weighted(CASE_SUBJECTS.map((entry) => [entry, entry.weight] as const));
  const petitioner = personName(random).toUpperCase();
  const respondent = subject.caption === 'criminal' ? 'PEOPLE OF THE PHILIPPINES' : personName(random).toUpperCase();
  const names = { petitioner, respondent, accused: petitioner, complainant: respondent };
  const sentences = [
    ...subject.facts,
    ...subject.doctrines,
    ...subject.application,
    subject.issue,
    ...proceduralSentences(),
  ];
  const grNumber = date < '1990-01-01' ? `L-${serial}` : String(serial);
  return {
    title: `${petitioner}, PETITIONER, VS. ${respondent}, RESPONDENT.`,
    documentType: plan.type,
    citation: `G.R. No. ${grNumber}, ${longDate(date)}`,
    grNumber,
    dateDecided: date,
    petitioner,
    respondent,
    lawCategory: subject.lawCategory,
    legalTopics: subject.topics,
    summary: fillTemplate(subject.issue, random, names),
    content: body(random, vocabulary, sentences, targetLength(random), names),
    source: 'bench',
  };
}

function statute(random: Random, vocabulary: Vocabulary, serial: number, date: string, plan: TypePlan): DocumentInput {
  const subject = random.weighted(STATUTE_SUBJECTS.map((entry) => [entry, entry.weight] as const));
  const title = fillTemplate(subject.title, random);
  return {
    title,
    documentType: plan.type,
    citation: plan.citation(serial, date),
    dateEnacted: date,
    lawCategory: subject.lawCategory,
    legalTopics: subject.topics,
    content: `${title}\n\n${body(
      random,
      vocabulary,
      subject.provisions.map((text, i) => `SECTION ${i + 1}. ${text}`),
      targetLength(random),
      {},
    )}`,
    source: 'bench',
  };
}

/** The generator of document `index` after it has drawn the document's date (its first draw). */
function dated(index: number): { random: Random; plan: TypePlan; serial: number; date: string } {
  const random = new Random(`bench-document:${index}`);
  const { plan, serial } = slotOf(index);
  const date = random.date(`${plan.years[0]}-01-01`, `${plan.years[1]}-12-31`);
  return { random, plan, serial, date };
}

/** Is document `index` a generated decision (not a landmark, not a statute)? */
export const isGeneratedDecision = (index: number) =>
  index >= LANDMARKS.length && slotOf(index).plan.type === 'Supreme Court Decision';

/** How another document cites generated decision `index` ('G.R. No. L-100058, May 5, 1961'), without building it. */
export function decisionCitation(index: number): string {
  const { serial, date } = dated(index);
  return `G.R. No. ${date < '1990-01-01' ? `L-${serial}` : serial}, ${longDate(date)}`;
}

export function generateDocument(index: number, vocabulary: Vocabulary): DocumentInput {
  if (index < LANDMARKS.length) return LANDMARKS[index]!;
  const { random, plan, serial, date } = dated(index);
  return plan.type === 'Supreme Court Decision'
    ? decision(random, vocabulary, serial, date, plan)
    : statute(random, vocabulary, serial, date, plan);
}
