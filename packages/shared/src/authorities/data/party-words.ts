/**
 * Words that shape a case name (case-name.ts). Data apart from the code, like the citation tables: a caption that
 * comes out wrong is fixed by adding a word here and a row to test/authorities.test.ts.
 */

/** The State and the sovereigns of earlier eras, as briefs name them. */
export const SOVEREIGN_PARTIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:the\s+)?people\s+of\s+the\s+philippine(?:s|\s+islands)\b/i, 'People'],
  [/^el\s+pueblo\s+de\s+(?:las\s+)?(?:islas\s+)?filipinas\b/i, 'People'],
  [/^(?:the\s+)?republic\s+of\s+the\s+philippines\b/i, 'Republic'],
  [/^(?:the\s+)?united\s+states(?:\s+of\s+america)?$/i, 'United States'],
];

/** Honorifics, offices and ranks written before a person's name ('HON. JUAN C. TUVERA', 'MAJ. GEN. HOWARD TURNER'). */
export const TITLES_BEFORE_NAMES =
  /^(?:the\s+)?(?:hon\.?|hono?rable|(?:city|municipal|presiding|executive|district)\s+judge|judge|justice|atty\.?|attorney|dr\.?|mr\.?|mrs\.?|ms\.?|maj\.?|gen\.?|col\.?|capt\.?|lt\.?|sgt\.?|rev\.?|fr\.?)\s+/i;

/** A party's role written after its name without a comma ('… PHILIPPINES plaintiff-appellee'). */
export const PARTY_ROLES =
  /\s+(?:petitioners?|respondents?|plaintiffs?|defendants?|appell[a-z]+|accused|complainants?|oppositors?|querellante|acusado)(?:-[a-z]*)?\.?$/i;

/** After a party's name, the mark of a company ('COCA-COLA BOTTLERS PHILIPPINES, INC.'): named in full. */
export const BUSINESS_SUFFIX = /^,\s*(?:inc|incorporated|corp|corporation|co|ltd|limited)\b/i;

/** A party holding one of these words is a body (a company, an office, a court), named in full, not by a surname. */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set([
  'administration',
  'administrator',
  'agency',
  'airlines',
  'association',
  'authority',
  'bank',
  'board',
  'bureau',
  'church',
  'city',
  'club',
  'co',
  'college',
  'commission',
  'commissioner',
  'committee',
  'communications',
  'compagnie',
  'company',
  'compañia',
  'cooperative',
  'corp',
  'corporation',
  'council',
  'court',
  'department',
  'development',
  'director',
  'enterprises',
  'factory',
  'federation',
  'foundation',
  'gesellschaft',
  'government',
  'group',
  'holdings',
  'hospital',
  'hotel',
  'inc',
  'incorporated',
  'industrial',
  'industries',
  'insurance',
  'labor',
  'ltd',
  'minister',
  'motors',
  'municipal',
  'municipality',
  'office',
  'partnership',
  'party',
  'pharmaceuticals',
  'plans',
  'port',
  'press',
  'province',
  'provincial',
  'realty',
  'register',
  'republic',
  'sandiganbayan',
  'school',
  'secretary',
  'services',
  'sheriff',
  'sociedad',
  'society',
  'solutions',
  'station',
  'system',
  'trading',
  'union',
  'university',
]);
