import type { Database } from '@batas/db';
import { buildCrosswalk } from '@batas/db/citator';
import { createDocument } from '@batas/db/test';
import { LIBRARY_COLLECTIONS } from '@batas/shared/constants';

/**
 * What the back-office's Citator and Library Sources pages show in the browser tests. Four decisions of 1955–1961
 * that only cite each other, so nothing another test counts moves: two decided the same day, and two texts printing
 * their Phil. Reports pages beside their dockets. 96 Phil. 101 is named once (a thin mapping); 96 Phil. 200 is
 * printed beside both dockets (a conflict). The crosswalk is built as an install builds it, so the rebuild after a
 * scraping job in another test finds the same pages. One collection is installed, the other not.
 */
export interface CitatorE2eData {
  conflict: { citation: string };
  thin: { citation: string; heading: string };
  /** A decision to map the conflict to, found by the picker's search. */
  other: { heading: string };
}

const decision = (serial: string, date: string, shortTitle: string, content: string) => ({
  title: `${shortTitle.toUpperCase()}, G.R. No. ${serial}`,
  shortTitle,
  documentType: 'Supreme Court Decision',
  court: 'Supreme Court',
  courtLevel: 'Supreme Court',
  citation: `G.R. No. ${serial}, ${date}`,
  grNumber: serial,
  dateDecided: date,
  content,
});

export async function seedCitatorE2eData(db: Database): Promise<CitatorE2eData> {
  await createDocument(db, decision('L-8801', '1955-03-01', 'Aquino v. Bautista', 'The appeal is dismissed.'));
  await createDocument(db, decision('L-8802', '1955-03-01', 'Dimaculangan v. Ela', 'The writ is denied.'));
  await createDocument(
    db,
    decision(
      'L-15501',
      '1960-06-30',
      'Panganiban v. Salcedo',
      'As held in Aquino v. Bautista, G.R. No. L-8801, March 1, 1955, 96 Phil. 101, the appeal fails. ' +
        'See also Dimaculangan v. Ela, G.R. No. L-8802, March 1, 1955, 96 Phil. 200.',
    ),
  );
  await createDocument(
    db,
    decision(
      'L-16601',
      '1961-08-31',
      'Villareal v. Ocampo',
      'Compare Aquino v. Bautista, G.R. No. L-8801, March 1, 1955, 96 Phil. 200, on the same point.',
    ),
  );
  await buildCrosswalk(db);

  const gazette = LIBRARY_COLLECTIONS.find((collection) => collection.id === 'gazette')!;
  await db.query(
    `INSERT INTO library_collections (id, status, commit_sha, counts, started_at, finished_at)
     VALUES ('gazette', 'installed', $1, $2, now() - interval '1 hour', now())`,
    [gazette.commit, JSON.stringify({ documents: 29069, inserted: 29011, merged: 58 })],
  );
  return {
    conflict: { citation: '96 Phil. 200' },
    thin: { citation: '96 Phil. 101', heading: 'Aquino v. Bautista' },
    other: { heading: 'Dimaculangan v. Ela' },
  };
}
