/**
 * Short names of parties that are not their initials. A caption's parties are matched with their initials too
 * ('GOVERNMENT SERVICE INSURANCE SYSTEM' is also 'GSIS', 'NATIONAL LABOR RELATIONS COMMISSION' 'NLRC'; migration
 * 0020), so only the acronyms that are not spelled that way need a line: each is the name the body or company
 * uses for itself.
 */
export const PARTY_SHORT_NAMES: Readonly<Record<string, string>> = {
  comelec: 'Commission on Elections',
  meralco: 'Manila Electric Company',
  pldt: 'Philippine Long Distance Telephone Company',
  pal: 'Philippine Airlines',
  pagcor: 'Philippine Amusement and Gaming Corporation',
  philhealth: 'Philippine Health Insurance Corporation',
  usa: 'United States of America',
};
