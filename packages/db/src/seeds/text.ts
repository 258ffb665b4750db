import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './data/filipino-names.ts';
import type { Random } from './prng.ts';

/**
 * Every demo document ends with this line, so nobody mistakes a generated body for the official
 * text of a real law or decision (titles and numbers look real; the text is not).
 */
export const DEMO_NOTICE = '[Demonstration text generated for the Batas demo library. It is not an official text.]';

/** Replaces {name} placeholders; unknown placeholders are left visible so a gap shows in review. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function pesos(amount: number): string {
  return `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 'JUAN S. DELA CRUZ': caption style, with the middle initial. */
export function partyName(random: Random, gender: 'male' | 'female' = random.chance(0.5) ? 'male' : 'female'): string {
  const first = random.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  const middle = random.weighted(SURNAMES);
  return `${first} ${middle[0]}. ${random.weighted(SURNAMES)}`;
}

/** 'JUAN DELA CRUZ Y SANTOS': criminal captions name the accused with the mother's surname. */
export function accusedName(random: Random): string {
  return `${random.pick(MALE_GIVEN_NAMES)} ${random.weighted(SURNAMES)} Y ${random.weighted(SURNAMES)}`;
}

const COMPANY_HEADS = [
  'PACIFIC',
  'LUZON',
  'VISAYAN',
  'MINDANAO',
  'ORIENT',
  'FIRST',
  'GOLDEN',
  'SOUTHERN',
  'METRO',
  'PHILIPPINE',
  'ISLAND',
  'NORTHERN',
];
const COMPANY_TRADES = [
  'TEXTILE MILLS',
  'FOOD PRODUCTS',
  'SHIPPING LINES',
  'BUS TRANSPORT',
  'ELECTRONICS',
  'REALTY AND DEVELOPMENT',
  'SUGAR MILLING',
  'CEMENT',
  'GARMENTS',
  'SECURITY AGENCY',
  'MANPOWER SERVICES',
  'PACKAGING',
  'AGRI-VENTURES',
  'HOLDINGS',
];

export function companyName(random: Random): string {
  const head = random.chance(0.4) ? random.weighted(SURNAMES).split(' ').pop()! : random.pick(COMPANY_HEADS);
  return `${head} ${random.pick(COMPANY_TRADES)} ${random.pick(['CORPORATION', 'INC.', 'CO., INC.', 'CORP.'])}`;
}

/** Old captions write party designations in lower case ('petitioner'); modern E-Library captions in capitals. */
export function designation(word: string, year: number): string {
  return year < 1995 ? word.toLowerCase() : word.toUpperCase();
}
