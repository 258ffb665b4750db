import type { Database } from '@batas/db';
import { createArticle, createDocument, createLawyer, createUser } from '@batas/db/test';

/**
 * The public screens' own data (apps/web/e2e/public/*.e2e.ts other than accounts): a directory page larger than
 * one 'Load More' page, a lawyer with every profile field, a bare roll entry for the display fallbacks, a run of
 * articles that needs two pages, and an undated document. Names are unique so other suites' data never matches.
 */
export interface PublicE2eData {
  /** 55 lawyers sharing this surname: one page of 50, then 'Load More'. */
  directory: { search: string; count: number };
  /** Every field group of the profile; the internal id is used to check the roll-number URL replacement. */
  fullProfile: { id: string; rollNumber: string; name: string; bio: string };
  /** Nothing but a name in capitals: the card shows every fallback. */
  bareLawyer: { rollNumber: string; name: string };
  /** 14 published articles found by one word, written by the full-profile lawyer. */
  articles: { search: string; count: number; slug: string; title: string };
  /** A document with no date at all ('Unknown'). */
  undatedDocument: { title: string };
}

const FIRST_NAMES = [
  'LUALHATI',
  'DALISAY',
  'AMIHAN',
  'BAYANI',
  'DAKILA',
  'LIWAYWAY',
  'MAKISIG',
  'TALA',
  'HIRAYA',
  'MAYUMI',
  'ISAGANI',
];
const BIO =
  'Atty. Remedios Villanueva-Abad has practised family and land law in Iloilo for two decades, handling partition of ' +
  'ancestral estates, recognition of foreign divorces and administrative adoptions. She lectures on the Family Code at ' +
  'a local law school, serves as counsel for two rural banks, and offers free consultations to indigent clients every ' +
  'first Saturday of the month at the Integrated Bar chapter office.';

export async function seedPublicE2eData(db: Database): Promise<PublicE2eData> {
  for (let index = 0; index < 55; index++) {
    await createLawyer(db, {
      roll_number: String(95_000 + index),
      first_name: FIRST_NAMES[index % FIRST_NAMES.length]!,
      middle_name: 'SANTOS',
      last_name: 'MAGBANUA',
      address: 'Roxas City, Capiz',
    });
  }

  const profile = await createLawyer(db, {
    roll_number: '91001',
    first_name: 'REMEDIOS',
    middle_name: 'LOPEZ',
    last_name: 'VILLANUEVA-ABAD',
    address: 'Iloilo City, Iloilo',
    admission_date: '2004-05-14',
    profile_status: 'verified',
    verified: true,
    verified_at: '2024-02-20T03:00:00Z',
    email: 'remedios.abad@example.com',
    phone: '+63 33 320 1234',
    website: 'https://abad-law.example',
    bio: BIO,
    law_firm: 'Abad and Partners Law Office',
    practice_areas: ['Family', 'Real Estate Law'],
    specializations: ['Land Registration'],
    languages: ['Hiligaynon', 'Filipino', 'English'],
    average_rating: 4.7,
    total_reviews: 23,
    education: [{ institution: 'University of San Agustin', degree: 'Juris Doctor', year: 2003 }],
    experience: [
      {
        position: 'Managing Partner',
        organization: 'Abad and Partners Law Office',
        startDate: '2010-01-04',
        current: true,
        description: 'Family and land practice.',
      },
    ],
    certifications: [
      {
        name: 'Accredited Mediator',
        issuingOrganization: 'Philippine Mediation Center',
        issueDate: '2015-06-01',
        credentialId: 'PMC-4471',
      },
    ],
    qualifications: [
      { title: 'Notarial Commission', issuingBody: 'Regional Trial Court of Iloilo City', dateObtained: '2023-01-02' },
    ],
    is_notary_public: true,
    notary_commission_number: 'NC-2023-118',
    notary_commission_expiry: '2025-12-31',
    office_address: {
      street: '2/F Plaza Libertad Building, General Luna Street',
      city: 'Iloilo City',
      province: 'Iloilo',
      zipCode: '5000',
    },
    social_media: { linkedin: 'https://www.linkedin.com/in/abad-law-example', facebook: null, twitter: null },
  });

  // The profile's owner: a verified account, so the profile is Claimed (and its articles have an author who owns it).
  await createUser(db, {
    email: 'remedios.abad.owner@example.test',
    first_name: 'Remedios',
    last_name: 'Villanueva-Abad',
    role: 'lawyer',
    user_type: 'lawyer',
    lawyer_id: profile.id,
    lawyer_verification_status: 'verified',
    claim_status: 'approved',
  });

  await createLawyer(db, {
    roll_number: '91002',
    first_name: 'PEDRO',
    middle_name: null,
    last_name: 'MAKABAYAN',
    address: null,
  });

  let first: { slug: string; title: string } | undefined;
  for (let index = 0; index < 14; index++) {
    const article = await createArticle(db, {
      author_lawyer_id: profile.id,
      slug: `katarungang-pambarangay-guide-${index + 1}`,
      title: `Katarungang Pambarangay guide, part ${index + 1}`,
      summary: `How barangay conciliation works before going to court, part ${index + 1}.`,
      content: `<p>Part ${index + 1}: disputes between residents of the same city go first to the Lupon.</p>`,
      category: 'Family Law',
      practice_area: 'Family Relations',
      difficulty: index % 2 ? 'Intermediate' : 'Beginner',
      tags: ['barangay', 'conciliation'],
      is_premium: index === 0,
      is_featured: index === 1,
      views: 100 + index,
      likes: 10 + index,
      reading_time: 3 + (index % 4),
      published_at: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
    });
    if (index === 13) first = { slug: article.slug, title: article.title };
  }

  const undated = await createDocument(db, {
    title: 'AN ORDINANCE REGULATING THE PUBLIC MARKETS OF THE MUNICIPALITY',
    documentType: 'Act',
    citation: null,
    grNumber: null,
    dateDecided: null,
    dateEnacted: null,
    content: 'Markets shall open at five in the morning.',
  });

  // Read once today, so the home page's "Most read this week" (the daily counts) has something to list. One view
  // only: the analytics test makes Tañada the period's most viewed with more.
  await db.query('INSERT INTO document_view_days (day, document_id, views) VALUES (current_date, $1, 1)', [undated.id]);

  return {
    directory: { search: 'magbanua', count: 55 },
    fullProfile: { id: profile.id, rollNumber: '91001', name: 'Remedios Lopez Villanueva-Abad', bio: BIO },
    bareLawyer: { rollNumber: '91002', name: 'Pedro Makabayan' },
    articles: { search: 'katarungang', count: 14, ...first! },
    undatedDocument: { title: String(undated.title) },
  };
}
