import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SUFFIXES, SURNAMES } from './data/filipino-names.ts';
import { PLACES, type Place } from './data/places.ts';
import { interpolate, nearestWeekday, type Random } from './prng.ts';

/**
 * The synthetic roll of attorneys. Roll numbers grow with admission dates as on the real roll
 * (everyone admitted at one oath-taking gets consecutive numbers), names are printed the way the
 * roll prints them (mostly ALL CAPS), and addresses spread over the regions by lawyer population.
 */
export interface RollEntry {
  roll_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  address: string | null;
  admission_date: string;
  place: Place;
  gender: 'male' | 'female';
}

// Admission year → approximate roll number reached that year.
const ROLL_ANCHORS = [
  [1950, 11_000],
  [1960, 15_500],
  [1970, 22_000],
  [1980, 28_500],
  [1990, 36_000],
  [2000, 45_000],
  [2010, 57_000],
  [2015, 64_000],
  [2020, 75_000],
  [2023, 85_000],
  [2025, 92_000],
  [2026, 96_000],
] as const;

/** No oath-taking in 2021: the 2020 and 2021 Bar examinations were merged and held in February 2022. */
const YEARS_WITHOUT_OATH = new Set([2021]);

export function generateRoll(random: Random, count: number): RollEntry[] {
  const oathDates = new Map<number, string>();
  for (let year = 1950; year <= 2025; year++) {
    if (!YEARS_WITHOUT_OATH.has(year))
      oathDates.set(year, nearestWeekday(random.date(`${year}-04-20`, `${year}-06-15`)));
  }
  const lowest = interpolate(ROLL_ANCHORS, 1950);
  const highest = interpolate(ROLL_ANCHORS, 2025.9);
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(random.int(lowest, highest));

  const entries: RollEntry[] = [];
  for (const rollNumber of [...numbers].sort((a, b) => a - b)) {
    let year = admissionYear(rollNumber);
    while (YEARS_WITHOUT_OATH.has(year)) year += 1;
    entries.push(makeEntry(random, String(rollNumber), oathDates.get(year)!, year));
  }
  return entries;
}

function admissionYear(rollNumber: number): number {
  let year = 1950;
  while (year < 2025 && interpolate(ROLL_ANCHORS, year + 1) <= rollNumber) year += 1;
  return year;
}

function makeEntry(random: Random, rollNumber: string, admissionDate: string, year: number): RollEntry {
  // The Bar was overwhelmingly male in the 1950s; women are the majority of new lawyers today.
  const femaleShare = interpolate(
    [
      [1950, 0.1],
      [1980, 0.3],
      [2000, 0.45],
      [2025, 0.55],
    ],
    year,
  );
  const gender = random.chance(femaleShare) ? 'female' : 'male';
  let first = random.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  if (random.chance(0.15)) {
    const second = random.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
    if (!second.includes(' ') && !first.includes(' ') && second !== first) first = `${first} ${second}`;
  }
  const last = random.weighted(SURNAMES);
  let middle: string | null = random.weighted(SURNAMES);
  if (middle === last || random.chance(0.06)) middle = null;
  const suffix = gender === 'male' && random.chance(0.05) ? random.weighted(SUFFIXES) : null;
  const place = random.weighted(PLACES.map((entry) => [entry, entry.weight] as const));
  const address = random.chance(0.04)
    ? null
    : place.province === 'Metro Manila'
      ? `${place.city}, Metro Manila`
      : `${place.city}, ${place.province}`;

  // The roll prints names in capitals; a minority of entries were keyed in ordinary case.
  const allCaps = random.chance(0.72);
  const cased = (value: string | null) => (value === null ? null : allCaps ? value : titleCaseName(value));
  return {
    roll_number: rollNumber,
    first_name: cased(first)!,
    middle_name: cased(middle),
    last_name: cased(last)!,
    suffix: suffix === null ? null : allCaps ? suffix : suffix.replace('JR.', 'Jr.').replace('SR.', 'Sr.'),
    address: address === null ? null : allCaps ? address.toUpperCase() : address,
    admission_date: admissionDate,
    place,
    gender,
  };
}

const PARTICLES = new Set(['DE', 'DEL', 'DELA', 'DELOS', 'LOS', 'LA', 'SAN', 'VON']);

/** 'DE LOS SANTOS' → 'De Los Santos', 'MA. CRISTINA' → 'Ma. Cristina', "O'BRIEN" → "O'Brien", hyphens kept. */
export function titleCaseName(value: string): string {
  return value
    .split(' ')
    .map((word) => {
      if (PARTICLES.has(word)) return word[0] + word.slice(1).toLowerCase();
      return word
        .toLowerCase()
        .replace(/(^|[-'])(\p{L})/gu, (_, boundary: string, letter: string) => boundary + letter.toUpperCase())
        .replace(/^Mc(\p{L})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
    })
    .join(' ');
}
