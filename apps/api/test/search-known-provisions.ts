/**
 * The relevance table of topics: a word a researcher types for a crime, a contract or a doctrine, and the provision
 * that defines it in the starter library's texts (packages/db/data). The first result must be that law, linking to
 * that provision's anchor. Each pair was read in the text: the article's own heading names the topic ('Art. 308.
 * Who are liable for theft'), or the article is the first of a division named for it (the Civil Code's Art. 2176,
 * first under 'Quasi-delicts'). Measured: MRR 0.988, every topic first but 'gambling', where the Civil Code's Art. 2013
 * (first under 'Gambling', the game of chance) comes before the Revised Penal Code's Art. 195.
 */
export interface KnownProvision {
  query: string;
  /** The law's citation, as the starter library writes it. */
  citation: string;
  /** The id of the provision's paragraph on the law's page. */
  anchor: string;
}

const RPC = 'Act No. 3815, December 08, 1930';
const CIVIL_CODE = 'Republic Act No. 386';

const rpc = (query: string, article: number): KnownProvision => ({ query, citation: RPC, anchor: `art-${article}` });
const civil = (query: string, article: number): KnownProvision => ({
  query,
  citation: CIVIL_CODE,
  anchor: `art-${article}`,
});

export const KNOWN_PROVISIONS: readonly KnownProvision[] = [
  rpc('theft', 308),
  rpc('estafa', 315),
  rpc('murder', 248),
  rpc('homicide', 249),
  rpc('robbery', 293),
  rpc('libel', 353),
  rpc('parricide', 246),
  rpc('infanticide', 255),
  rpc('arson', 320),
  rpc('bigamy', 349),
  rpc('adultery', 333),
  rpc('concubinage', 334),
  rpc('rape', 335),
  rpc('acts of lasciviousness', 336),
  rpc('slander', 358),
  rpc('bribery', 210),
  rpc('malversation', 217),
  rpc('qualified theft', 310),
  rpc('brigandage', 306),
  rpc('malicious mischief', 327),
  rpc('perjury', 183),
  rpc('treason', 114),
  rpc('grave threats', 282),
  rpc('serious physical injuries', 263),
  rpc('corruption of minors', 340),
  rpc('forcible abduction', 342),
  rpc('unjust judgment', 204),
  rpc('direct assault', 148),
  rpc('evasion of service of sentence', 157),
  rpc('tumultuous affray', 251),
  rpc('trespass to dwelling', 280),
  rpc('gambling', 195),
  rpc('swindling', 315),
  civil('quasi-delict', 2176),
  civil('human relations', 19),
  civil('co-ownership', 484),
  civil('usufruct', 562),
  civil('easement of right of way', 649),
  civil('legitime', 886),
  civil('nuisance', 694),
  civil('agency', 1868),
  civil('mutuum', 1953),
];
