import { SURNAMES, MALE_GIVEN_NAMES, FEMALE_GIVEN_NAMES } from '../../../packages/db/src/seeds/data/filipino-names.ts';
import { PLACES } from '../../../packages/db/src/seeds/data/places.ts';
import { BARANGAYS } from '../../../packages/db/src/seeds/data/statute-subjects.ts';
import { longDate, type Random } from '../../../packages/db/src/seeds/prng.ts';

/** Filipino party names and places for the demo sentences' {placeholders}. */
export function personName(random: Random): string {
  const given = random.pick(random.chance(0.5) ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  return `${given} ${String.fromCharCode(65 + random.int(0, 25))}. ${random.weighted(SURNAMES)}`;
}

export function companyName(random: Random): string {
  return `${random.weighted(SURNAMES)} ${random.pick(['Realty', 'Trading', 'Shipping', 'Manufacturing', 'Holdings', 'Security Agency'])} Corporation`;
}

const FILLERS: Record<string, (random: Random) => string> = {
  province: (random) => random.pick(PLACES).province,
  city: (random) => random.pick(PLACES).city,
  municipality: (random) => random.pick(PLACES).city,
  barangay: (random) => random.pick(BARANGAYS),
  agency: (random) =>
    random.pick([
      'Department of Justice',
      'Bureau of Internal Revenue',
      'Department of Agrarian Reform',
      'Civil Service Commission',
      'Commission on Elections',
    ]),
  company: companyName,
  amount: (random) => `P${random.int(10, 9_000).toLocaleString('en-US')},000.00`,
  date1: (random) => longDate(random.date('1960-01-01', '2024-12-31')),
  date2: (random) => longDate(random.date('1960-01-01', '2024-12-31')),
  year: (random) => String(random.int(1950, 2024)),
  days: (random) => String(random.int(15, 90)),
  years: (random) => String(random.int(2, 20)),
  n: (random) => String(random.int(1, 40)),
  branch: (random) => String(random.int(1, 150)),
  lot: (random) => `${random.int(1, 999)}-${String.fromCharCode(65 + random.int(0, 7))}`,
  area: (random) => `${random.int(100, 90_000).toLocaleString('en-US')} square meters`,
  pronoun: (random) => random.pick(['he', 'she']),
};

export function fillTemplate(template: string, random: Random, fixed: Readonly<Record<string, string>> = {}): string {
  // One value per placeholder per call: a title names the same barangay twice.
  const chosen: Record<string, string> = { ...fixed };
  return template.replace(
    /\{([a-z0-9]+)\}/g,
    (_match, key: string) => (chosen[key] ??= (FILLERS[key] ?? personName)(random)),
  );
}
