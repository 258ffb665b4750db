import type { Database } from '../../../packages/db/src/index.ts';
import {
  FEMALE_GIVEN_NAMES,
  MALE_GIVEN_NAMES,
  SUFFIXES,
  SURNAMES,
} from '../../../packages/db/src/seeds/data/filipino-names.ts';
import { PLACES } from '../../../packages/db/src/seeds/data/places.ts';
import { Random } from '../../../packages/db/src/seeds/prng.ts';

/**
 * A deterministic roll of attorneys for the name-search benchmark, with the demo seed's weighted
 * Filipino surnames (so 'santos' and 'cruz' hit thousands, as on the real roll, and PEÑA / DELA
 * CRUZ / DE LOS SANTOS test the accent and particle handling). Written directly: the roll has no
 * import path with the side effects documents have, and only the name columns matter here.
 */
export async function ensureLawyers(db: Database, count: number): Promise<number> {
  const existing = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lawyers WHERE roll_number LIKE 'B%'`))
    .rows[0]!.n;
  for (let start = existing; start < count; start += 5_000) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + 5_000); index++) {
      const random = new Random(`bench-lawyer:${index}`);
      const female = random.chance(0.45);
      const first = random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
      const second = random.chance(0.4) ? ` ${random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES)}` : '';
      rows.push({
        roll_number: `B${String(index).padStart(6, '0')}`,
        first_name: `${first}${second}`,
        middle_name: random.weighted(SURNAMES),
        last_name: random.weighted(SURNAMES),
        suffix: !female && random.chance(0.15) ? random.weighted(SUFFIXES) : null,
        address: `${random.pick(PLACES).city}, ${random.pick(PLACES).province}`,
      });
    }
    await db.query(
      `INSERT INTO lawyers (roll_number, first_name, middle_name, last_name, suffix, address)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(roll_number text, first_name text, middle_name text, last_name text, suffix text, address text)`,
      [JSON.stringify(rows)],
    );
  }
  await db.exec('ANALYZE lawyers');
  return count;
}

/** Name queries as visitors type them: surnames common and rare, full names, accents left out, particles. */
export const LAWYER_QUERIES = [
  'santos',
  'reyes',
  'dela cruz',
  'pena',
  'nunez',
  'de los santos',
  'maria santos',
  'juan cruz',
  'garcia jr',
  'macaraeg',
  'del rosario',
  'cristina',
  'jose reyes',
  'de',
  'ma',
  'tolentino',
  'villanueva maria',
  'rosario del',
];
