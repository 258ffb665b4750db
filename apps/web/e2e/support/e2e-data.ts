import type { Database } from '@batas/db';
import { createDocument, createLawyer, createUser } from '@batas/db/test';
import { seedAdminE2eData, type AdminE2eData } from './admin-e2e-data.ts';
import { seedViewerE2eData, type ViewerE2eData } from './viewer-e2e-data.ts';
import { seedAccountsE2eData, type AccountsE2eData } from './accounts-e2e-data.ts';
import { seedPublicE2eData, type PublicE2eData } from './public-e2e-data.ts';
import { seedDirectoryE2eData, type DirectoryE2eData } from './directory-e2e-data.ts';
import { seedResearchE2eData, type ResearchE2eData } from './research-e2e-data.ts';
import { seedCitatorE2eData, type CitatorE2eData } from './citator-e2e-data.ts';

/**
 * The browser tests' own data, created once per run before the server starts (never the demo seed).
 * Add what a flow needs here and read it back in the test with `e2eData()`.
 */
export interface E2eData {
  documents: { tanada: { slug: string; title: string }; dataPrivacyAct: { slug: string; title: string } };
  libraryTotal: number;
  users: { superAdmin: { email: string; password: string }; client: { email: string; password: string } };
  admin: AdminE2eData;
  viewer: ViewerE2eData;
  accounts: AccountsE2eData;
  public: PublicE2eData;
  directory: DirectoryE2eData;
  research: ResearchE2eData;
  citator: CitatorE2eData;
}

export const E2E_PASSWORD = 'correct-horse-battery';

export async function seedE2eData(db: Database): Promise<E2eData> {
  const tanada = await createDocument(db, {
    title: 'LORENZO M. TAÑADA, ET AL. v. HON. JUAN C. TUVERA, ET AL.',
    documentType: 'Supreme Court Decision',
    court: 'Supreme Court',
    courtLevel: 'Supreme Court',
    citation: 'G.R. No. L-63915, April 24, 1985',
    grNumber: 'L-63915',
    dateDecided: '1985-04-24',
    ponente: 'ESCOLIN, J.',
    sourceName: 'LawPhil',
    content:
      "Invoking the people's right to be informed on matters of public concern, a right recognized in Section 6, Article IV of the 1973 Philippine Constitution, as well as the principle that laws to be valid and enforceable must be published in the Official Gazette or otherwise effectively promulgated, petitioners seek a writ of mandamus to compel respondent public officials to publish, and/or cause the publication in the Official Gazette of various presidential decrees, letters of instructions, general orders, proclamations, executive orders, letter of implementation and administrative orders.",
  });
  const dataPrivacyAct = await createDocument(db, {
    title: 'DATA PRIVACY ACT OF 2012',
    documentType: 'Republic Act',
    court: 'Congress',
    courtLevel: 'Legislature',
    citation: 'Republic Act No. 10173',
    dateDecided: null,
    dateEnacted: '2012-08-15',
    sourceName: 'Official Gazette',
    sourceUrl: 'https://www.officialgazette.gov.ph/2012/08/15/republic-act-no-10173/',
    content:
      'An act protecting individual personal information in information and communications systems in the government and the private sector, creating for this purpose a National Privacy Commission, and for other purposes.',
  });
  const types = [
    'Executive Order',
    'Presidential Decree',
    'Batas Pambansa',
    'Act',
    'Bilateral Treaty',
    'Supreme Court Decision',
  ];
  for (let index = 0; index < 18; index++) {
    await createDocument(db, {
      documentType: types[index % types.length]!,
      dateDecided: null,
      dateEnacted: `19${60 + index}-03-1${index % 9}`,
    });
  }
  await createLawyer(db, { roll_number: '90001', first_name: 'MARIA CLARA', last_name: 'DELA CRUZ' });
  const superAdmin = { email: 'e2e-superadmin@example.com', password: E2E_PASSWORD };
  await createUser(db, {
    ...superAdmin,
    role: 'super_admin',
    user_type: 'admin',
    approval_status: 'approved',
    first_name: 'Ada',
    last_name: 'Admin',
  });
  const client = { email: 'e2e-client@example.com', password: E2E_PASSWORD };
  await createUser(db, {
    ...client,
    role: 'basic',
    user_type: 'basic',
    approval_status: 'approved',
    first_name: 'Carla',
    last_name: 'Client',
  });
  const viewer = await seedViewerE2eData(db);
  return {
    documents: {
      tanada: { slug: String(tanada.slug), title: String(tanada.title) },
      dataPrivacyAct: { slug: String(dataPrivacyAct.slug), title: String(dataPrivacyAct.title) },
    },
    libraryTotal: 20 + viewer.count,
    users: { superAdmin, client },
    admin: await seedAdminE2eData(db),
    viewer,
    accounts: await seedAccountsE2eData(db),
    public: await seedPublicE2eData(db),
    directory: await seedDirectoryE2eData(db),
    // After the viewer's documents: its decision citing Tañada v. Tuvera is what the seeded alert finds.
    research: await seedResearchE2eData(db, String(tanada.slug)),
    // Last: its crosswalk rows name the decisions seeded above.
    citator: await seedCitatorE2eData(db),
  };
}
