import type { Database } from '@batas/db';
import { createLawyer, createUser } from '@batas/db/test';

/**
 * The directory flows' own data (apps/web/e2e/public/directory-*.e2e.ts): lawyers sharing the made-up name BAGWIS
 * in different parts of the name and in different cases and accents, two of them at a sample firm, and a client
 * who saves jobs. No other test touches them.
 */
export interface DirectoryE2eData {
  /** The search word, and the names in the order the search must list them. */
  nameOrder: { search: string; names: string[] };
  /** A sample firm's profile address and the lawyers the directory lists for it. */
  firm: { slug: string; name: string; lawyers: string[] };
  /** A profile with every public contact field, and one with none. */
  contact: { rollNumber: string; name: string; email: string; phone: string; website: string; bareRoll: string };
  /** A client who saves jobs. */
  jobSeeker: { email: string; password: string };
}

const PASSWORD = 'directory-e2e-password';
const FIRM = 'Dela Cruz Aquino Bautista Law Firm';

export async function seedDirectoryE2eData(db: Database): Promise<DirectoryE2eData> {
  const bare = { middle_name: null, verified: true, profile_status: 'verified' };
  // By surname first (case and accents ignored: Álvaro, Amado, then the longer surname), the middle name last.
  await createLawyer(db, {
    ...bare,
    roll_number: '93001',
    first_name: 'ANA',
    middle_name: 'BAGWIS',
    last_name: 'ABAD',
  });
  await createLawyer(db, {
    ...bare,
    roll_number: '93002',
    first_name: 'LUZ',
    last_name: 'BAGWIS ARELLANO',
    law_firm: FIRM,
    practice_areas: ['Family'],
  });
  await createLawyer(db, {
    ...bare,
    roll_number: '93003',
    first_name: 'Amado',
    last_name: 'Bagwis',
    law_firm: FIRM,
    practice_areas: ['Criminal'],
    email: 'amado.bagwis@dcablaw.example',
    phone: '+63 2 8926 3312',
    website: 'www.dcablaw.example/amado-bagwis',
    // A rating with no review behind it (imported data): neither card nor profile may show it.
    average_rating: 4.9,
    total_reviews: 99,
  });
  await createLawyer(db, { ...bare, roll_number: '93004', first_name: 'ÁLVARO', last_name: 'BAGWIS' });
  const jobSeeker = { email: 'e2e-jobseeker@example.com', password: PASSWORD };
  await createUser(db, { ...jobSeeker, first_name: 'Jobo', last_name: 'Seeker' });
  return {
    nameOrder: {
      search: 'bagwis',
      names: ['Álvaro Bagwis', 'Amado Bagwis', 'Luz Bagwis Arellano', 'Ana Bagwis Abad'],
    },
    firm: {
      slug: 'dela-cruz-aquino-bautista-law-firm',
      name: FIRM,
      lawyers: ['Amado Bagwis', 'Luz Bagwis Arellano'],
    },
    contact: {
      rollNumber: '93003',
      name: 'Amado Bagwis',
      email: 'amado.bagwis@dcablaw.example',
      phone: '+63 2 8926 3312',
      website: 'https://www.dcablaw.example/amado-bagwis',
      bareRoll: '93004',
    },
    jobSeeker,
  };
}
