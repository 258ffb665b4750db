/**
 * The headings of a list of authorities, in the order of the hierarchy of Philippine law (Civil Code, art. 7): the
 * Constitution, then the laws, the executive's issuances and the Court's rules, then the decisions that apply them;
 * treaties and anything else last. `types` are the library's document types (constants/document-categories.ts).
 */
export const AUTHORITY_GROUPS = [
  { key: 'constitution', label: 'Constitution', types: ['Constitution'] },
  {
    key: 'statutes',
    label: 'Statutes',
    types: [
      'Republic Act',
      'Batas Pambansa',
      'Presidential Decree',
      'Commonwealth Act',
      'Act',
      'General Order',
      'Letter of Instruction',
      'Letter of Implementation',
    ],
  },
  {
    key: 'executive',
    label: 'Executive Issuances',
    types: [
      'Executive Order',
      'Administrative Order',
      'Presidential Proclamation',
      'Proclamation',
      'Memorandum Order',
      'Memorandum Circular',
      'National Administrative Register',
    ],
  },
  { key: 'rules', label: 'Rules of Court', types: ['Rules of Court'] },
  { key: 'cases', label: 'Cases', types: [] },
  { key: 'treaties', label: 'Treaties', types: ['Bilateral Treaty', 'Regional Treaty', 'Multilateral Treaty'] },
  { key: 'other', label: 'Other Authorities', types: [] },
] as const;

export type AuthorityGroup = (typeof AUTHORITY_GROUPS)[number]['key'];
