import type { KnownItem } from '../../../apps/api/test/search-known-items.ts';

/**
 * The relevance table of the whole library (`npm run library:install -- all`): what a researcher types to find a
 * landmark decision or a law that only the installed collections hold, and the docket or number that document
 * carries. `npm run bench:library` ranks each query's first page of 10 against it. The starter library's own table
 * (apps/api/test/search-known-items.ts) runs in the API tests; this one needs the collections, so it is a
 * benchmark. Every query is the name lawyers and the press use; the expected document was checked by hand in the
 * installed library. Left out because the collections lack them (the Labor Code, PD 442; the Clean Air Act, RA 8749;
 * RAs 7394, 7941, 7942, 8762, 8799; People v. Mateo; Calalang v. Williams), or hold them only as the publisher's PDF
 * under a long title that does not carry the popular name (TRAIN, RA 10963; Bayanihan, RA 11469; RA 11053).
 */
const item = (kind: KnownItem['kind']) => (query: string, citation: string) => ({ query, citation, kind });
const caseName = item('case-name');
const name = item('statute-name');
const popular = item('popular-name');
const typo = item('typo');

export const LIBRARY_KNOWN_ITEMS: readonly KnownItem[] = [
  // Decisions 1901–2007 (LawPhil), by the short name briefs cite them by.
  caseName('Tañada v. Tuvera', 'G.R. No. L-63915'),
  caseName('Oposa v. Factoran', 'G.R. No. 101083'),
  caseName('Tatad v. Secretary of the Department of Energy', 'G.R. No. 124360'),
  caseName('Ople v. Torres', 'G.R. No. 127685'),
  caseName('Marcos v. Manglapus', 'G.R. No. 88211'),
  caseName('Javellana v. Executive Secretary', 'G.R. No. L-36142'),
  caseName('Estrada v. Desierto', 'G.R. No. 146710'),
  caseName('Estrada v. Sandiganbayan', 'G.R. No. 148560'),
  caseName('Chavez v. Public Estates Authority', 'G.R. No. 133250'),
  caseName('Francisco v. House of Representatives', 'G.R. No. 160261'),
  caseName('David v. Macapagal-Arroyo', 'G.R. No. 171396'),
  caseName('Senate of the Philippines v. Ermita', 'G.R. No. 169777'),
  caseName('Echegaray v. Secretary of Justice', 'G.R. No. 132601'),
  caseName('Kilosbayan v. Guingona', 'G.R. No. 113375'),
  caseName('Lambino v. COMELEC', 'G.R. No. 174153'),
  caseName('Santiago v. COMELEC', 'G.R. No. 127325'),
  caseName('Ichong v. Hernandez', 'G.R. No. L-7995'),
  caseName('Lansang v. Garcia', 'G.R. No. L-33964'),
  caseName('Angara v. Electoral Commission', 'G.R. No. L-45081'),
  caseName('Tañada v. Angara', 'G.R. No. 118295'),
  caseName('People v. Genosa', 'G.R. No. 135981'),
  caseName('Agustin v. Edu', 'G.R. No. L-49112'),
  caseName('Republic v. Molina', 'G.R. No. 108763'),
  caseName('Santos v. Court of Appeals psychological incapacity', 'G.R. No. 112019'),
  caseName('Chi Ming Tsoi v. Court of Appeals', 'G.R. No. 119190'),
  caseName('Gudani v. Senga', 'G.R. No. 170165'),
  caseName('Pimentel v. Aguirre', 'G.R. No. 132988'),
  caseName('Bengzon v. Drilon', 'G.R. No. 103524'),
  caseName('Osmeña v. Pendatun', 'G.R. No. L-17144'),
  caseName('Ynot v. Intermediate Appellate Court', 'G.R. No. 74457'),
  caseName('People v. Pomar', 'G.R. No. L-22008'),
  caseName('Villavicencio v. Lukban', 'G.R. No. L-14639'),
  caseName('Rubi v. Provincial Board of Mindoro', 'G.R. No. L-14078'),
  caseName('United States v. Ah Chong', 'G.R. No. L-5272'),
  caseName('Tecson v. COMELEC', 'G.R. No. 161434'),
  caseName('Frivaldo v. COMELEC', 'G.R. No. 120295'),
  caseName('Mercado v. Manzano', 'G.R. No. 135083'),
  caseName('Macalintal v. COMELEC', 'G.R. No. 157013'),
  caseName('Dumlao v. COMELEC', 'G.R. No. L-52245'),
  caseName('Sanidad v. COMELEC', 'G.R. No. L-44640'),
  caseName('Valmonte v. Belmonte', 'G.R. No. 74930'),
  caseName('Legaspi v. Civil Service Commission', 'G.R. No. L-72119'),
  caseName('Ermita-Malate Hotel and Motel Operators Association v. City Mayor of Manila', 'G.R. No. L-24693'),
  caseName('Manila Prince Hotel v. GSIS', 'G.R. No. 122156'),
  typo('Tanada v Tuvera', 'G.R. No. L-63915'),
  typo('oposa vs factoran', 'G.R. No. 101083'),
  typo('estrada vs desierto', 'G.R. No. 146710'),
  // Laws the starter library lacks, by their short titles and popular names.
  name('Anti-Violence Against Women and Their Children Act of 2004', 'Republic Act No. 9262'),
  name('Special Protection of Children Against Abuse, Exploitation and Discrimination Act', 'Republic Act No. 7610'),
  name('Anti-Trafficking in Persons Act of 2003', 'Republic Act No. 9208'),
  name('Ecological Solid Waste Management Act of 2000', 'Republic Act No. 9003'),
  name('Magna Carta of Women', 'Republic Act No. 9710'),
  name('Universal Health Care Act', 'Republic Act No. 11223'),
  name('Philippine Competition Act', 'Republic Act No. 10667'),
  name('Safe Spaces Act', 'Republic Act No. 11313'),
  name('Anti-Terrorism Act of 2020', 'Republic Act No. 11479'),
  name('Responsible Parenthood and Reproductive Health Act of 2012', 'Republic Act No. 10354'),
  name('Enhanced Basic Education Act of 2013', 'Republic Act No. 10533'),
  name('Philippine Identification System Act', 'Republic Act No. 11055'),
  name('Revised Corporation Code of the Philippines', 'Republic Act No. 11232'),
  name('Mental Health Act', 'Republic Act No. 11036'),
  name('Juvenile Justice and Welfare Act of 2006', 'Republic Act No. 9344'),
  name("Indigenous Peoples' Rights Act of 1997", 'Republic Act No. 8371'),
  name('Government Procurement Reform Act', 'Republic Act No. 9184'),
  name('Anti-Red Tape Act of 2007', 'Republic Act No. 9485'),
  name("Solo Parents' Welfare Act of 2000", 'Republic Act No. 8972'),
  name('Philippine Clean Water Act of 2004', 'Republic Act No. 9275'),
  name('Anti-Graft and Corrupt Practices Act', 'Republic Act No. 3019'),
  name('Code of Conduct and Ethical Standards for Public Officials and Employees', 'Republic Act No. 6713'),
  name('Comprehensive Agrarian Reform Law of 1988', 'Republic Act No. 6657'),
  name('Anti-Sexual Harassment Act of 1995', 'Republic Act No. 7877'),
  name('Migrant Workers and Overseas Filipinos Act of 1995', 'Republic Act No. 8042'),
  name('Electric Power Industry Reform Act of 2001', 'Republic Act No. 9136'),
  name('Anti-Money Laundering Act of 2001', 'Republic Act No. 9160'),
  name('Omnibus Election Code', 'Batas Pambansa Blg. 881'),
  name('Administrative Code of 1987', 'Executive Order No. 292'),
  name('Human Security Act of 2007', 'Republic Act No. 9372'),
  name('Philippine Disaster Risk Reduction and Management Act of 2010', 'Republic Act No. 10121'),
  name('Domestic Workers Act', 'Republic Act No. 10361'),
  name('Batas Kasambahay', 'Republic Act No. 10361'),
  name('Anti-Bullying Act of 2013', 'Republic Act No. 10627'),
  name('Philippine Lemon Law', 'Republic Act No. 10642'),
  name('Wildlife Resources Conservation and Protection Act', 'Republic Act No. 9147'),
  name('Expanded Anti-Trafficking in Persons Act of 2012', 'Republic Act No. 10364'),
  name('Expanded Senior Citizens Act of 2010', 'Republic Act No. 9994'),
  popular('VAWC law', 'Republic Act No. 9262'),
];

/**
 * Whether a result's citation is the expected document: its docket or number, followed by anything but another
 * digit or letter of the number ('Republic Act No. 9262' is not 'Republic Act No. 92620').
 */
export function citesExpected(citation: string | null, expected: string): boolean {
  if (!citation) return false;
  // 'G.R. Nos. 146710-15' (a consolidated case) answers to 'G.R. No. 146710'.
  const normalize = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/\bnos\./, 'no.');
  const have = normalize(citation);
  const want = normalize(expected);
  const after = have.slice(want.length);
  return have.startsWith(want) && !/^[0-9a-z]/.test(after) && !/^-[a-z]/.test(after);
}
