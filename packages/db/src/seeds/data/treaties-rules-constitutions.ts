/**
 * Named instruments for the demo library: treaties, Supreme Court rules and the constitutions.
 * Titles, numbers and dates are the real ones; the demo bodies are outlines, not the official texts.
 */
export const BILATERAL_PARTNERS: readonly string[] = [
  'Japan',
  'the Republic of Korea',
  "the People's Republic of China",
  'the United States of America',
  'Australia',
  'Canada',
  'the Kingdom of Spain',
  'the Federal Republic of Germany',
  'the French Republic',
  'the Republic of Indonesia',
  'Malaysia',
  'the Kingdom of Thailand',
  'the Socialist Republic of Viet Nam',
  'the Republic of Singapore',
  'the United Arab Emirates',
  'the Kingdom of Saudi Arabia',
  'the State of Israel',
  'New Zealand',
  'the Republic of India',
  'the Italian Republic',
];

export const BILATERAL_SUBJECTS: ReadonlyArray<{ subject: string; lawCategory: string; articles: readonly string[] }> =
  [
    {
      subject:
        'for the Avoidance of Double Taxation and the Prevention of Fiscal Evasion with Respect to Taxes on Income',
      lawCategory: 'Taxation Law',
      articles: [
        'Persons Covered. – This Convention shall apply to persons who are residents of one or both of the Contracting States.',
        'Business Profits. – The profits of an enterprise of a Contracting State shall be taxable only in that State unless the enterprise carries on business in the other Contracting State through a permanent establishment situated therein.',
        'Elimination of Double Taxation. – Where a resident of one Contracting State derives income which may be taxed in the other Contracting State, the first-mentioned State shall allow as a deduction from the tax on the income of that resident an amount equal to the income tax paid in the other State.',
      ],
    },
    {
      subject: 'for the Promotion and Reciprocal Protection of Investments',
      lawCategory: 'International Law',
      articles: [
        'Promotion of Investments. – Each Contracting Party shall encourage and create favourable conditions for investors of the other Contracting Party to make investments in its territory.',
        'Expropriation. – Investments shall not be expropriated except for a public purpose, on a non-discriminatory basis, under due process of law and against prompt, adequate and effective compensation.',
        'Settlement of Disputes. – Disputes between a Contracting Party and an investor of the other Contracting Party shall, as far as possible, be settled amicably; failing which, they may be submitted to international arbitration.',
      ],
    },
    {
      subject: 'on Mutual Legal Assistance in Criminal Matters',
      lawCategory: 'Criminal Law',
      articles: [
        'Scope of Assistance. – The Parties shall provide each other the widest measure of mutual assistance in investigations, prosecutions and proceedings related to criminal matters.',
        'Central Authorities. – For the Republic of the Philippines, the Central Authority shall be the Department of Justice.',
        'Refusal of Assistance. – Assistance may be refused if the request relates to an offence of a political character or if its execution would prejudice the sovereignty or security of the Requested Party.',
      ],
    },
    {
      subject: 'on Social Security',
      lawCategory: 'Labor Law',
      articles: [
        'Equality of Treatment. – Persons covered by this Agreement shall be subject to the obligations and eligible for the benefits of the legislation of each Party under the same conditions as its nationals.',
        'Totalization of Periods. – Where necessary, the creditable periods completed under the legislation of both Parties shall be added together for the purpose of acquiring the right to a benefit.',
      ],
    },
    {
      subject: 'on Air Services',
      lawCategory: 'Transportation Law',
      articles: [
        'Grant of Rights. – Each Contracting Party grants to the other the rights specified in this Agreement for the purpose of operating scheduled international air services on the routes specified in the Annex.',
        'Aviation Security. – The Contracting Parties reaffirm their obligation to protect the security of civil aviation against acts of unlawful interference.',
      ],
    },
  ];

export const REGIONAL_TREATIES: ReadonlyArray<{ title: string; date: string; lawCategory: string }> = [
  {
    title: 'Charter of the Association of Southeast Asian Nations',
    date: '2007-11-20',
    lawCategory: 'International Law',
  },
  { title: 'ASEAN Trade in Goods Agreement', date: '2009-02-26', lawCategory: 'Commercial Law' },
  { title: 'ASEAN Comprehensive Investment Agreement', date: '2009-02-26', lawCategory: 'Commercial Law' },
  { title: 'ASEAN Agreement on Transboundary Haze Pollution', date: '2002-06-10', lawCategory: 'Environmental Law' },
  {
    title: 'ASEAN Convention Against Trafficking in Persons, Especially Women and Children',
    date: '2015-11-21',
    lawCategory: 'Criminal Law',
  },
];

export const MULTILATERAL_TREATIES: ReadonlyArray<{ title: string; date: string; lawCategory: string }> = [
  { title: 'United Nations Convention on the Law of the Sea', date: '1982-12-10', lawCategory: 'International Law' },
  { title: 'Vienna Convention on the Law of Treaties', date: '1969-05-23', lawCategory: 'International Law' },
  { title: 'Convention on the Rights of the Child', date: '1989-11-20', lawCategory: 'Human Rights Law' },
  {
    title: 'Paris Agreement under the United Nations Framework Convention on Climate Change',
    date: '2015-12-12',
    lawCategory: 'Environmental Law',
  },
  {
    title: 'Convention against Torture and Other Cruel, Inhuman or Degrading Treatment or Punishment',
    date: '1984-12-10',
    lawCategory: 'Human Rights Law',
  },
  { title: 'Rome Statute of the International Criminal Court', date: '1998-07-17', lawCategory: 'International Law' },
  {
    title: 'Convention Abolishing the Requirement of Legalisation for Foreign Public Documents',
    date: '1961-10-05',
    lawCategory: 'International Law',
  },
  {
    title: 'International Covenant on Civil and Political Rights',
    date: '1966-12-16',
    lawCategory: 'Human Rights Law',
  },
  { title: 'Convention on Biological Diversity', date: '1992-06-05', lawCategory: 'Environmental Law' },
];

export const TREATY_CLAUSES: readonly string[] = [
  'Entry into Force. – This instrument shall enter into force on the thirtieth day after the date of deposit of the instrument of ratification, in accordance with the constitutional requirements of each Party.',
  'Amendment. – This instrument may be amended by mutual written consent of the Parties, through the exchange of diplomatic notes.',
  'Settlement of Disputes. – Any dispute arising from the interpretation or implementation of this instrument shall be settled amicably through consultation or negotiation.',
  'Concurrence of the Senate. – For the Republic of the Philippines, this instrument was ratified by the President with the concurrence of at least two-thirds of all the Members of the Senate, as required by Section 21, Article VII of the Constitution.',
];

export const COURT_RULES: ReadonlyArray<{
  title: string;
  citation: string;
  date: string;
  lawCategory: string;
  parts: readonly string[];
}> = [
  {
    title: 'Rule on the Writ of Amparo',
    citation: 'A.M. No. 07-9-12-SC',
    date: '2007-09-25',
    lawCategory: 'Remedial Law',
    parts: ['Petition', 'Who May File', 'Where to File', 'Contents of Return', 'Interim Reliefs', 'Judgment'],
  },
  {
    title: 'Rule on the Writ of Habeas Data',
    citation: 'A.M. No. 08-1-16-SC',
    date: '2008-01-22',
    lawCategory: 'Remedial Law',
    parts: ['Habeas Data', 'Who May File', 'Where to File', 'Return', 'Hearing', 'Judgment'],
  },
  {
    title: 'Rules of Procedure for Environmental Cases',
    citation: 'A.M. No. 09-6-8-SC',
    date: '2010-04-13',
    lawCategory: 'Environmental Law',
    parts: [
      'Scope',
      'Civil Procedure',
      'Writ of Kalikasan',
      'Writ of Continuing Mandamus',
      'Criminal Procedure',
      'Evidence',
    ],
  },
  {
    title: 'Rules on Electronic Evidence',
    citation: 'A.M. No. 01-7-01-SC',
    date: '2001-07-17',
    lawCategory: 'Remedial Law',
    parts: [
      'Coverage',
      'Definition of Terms',
      'Electronic Documents',
      'Best Evidence Rule',
      'Authentication of Electronic Documents',
      'Electronic Signatures',
    ],
  },
  {
    title: 'Judicial Affidavit Rule',
    citation: 'A.M. No. 12-8-8-SC',
    date: '2012-09-04',
    lawCategory: 'Remedial Law',
    parts: ['Scope', 'Submission of Judicial Affidavits', 'Contents', 'Offer of Testimony', 'Effect of Non-Compliance'],
  },
  {
    title: '2004 Rules on Notarial Practice',
    citation: 'A.M. No. 02-8-13-SC',
    date: '2004-07-06',
    lawCategory: 'Legal Ethics',
    parts: [
      'General Provisions',
      'Definitions',
      'Commissioning of Notary Public',
      'Powers and Limitations',
      'Notarial Register',
      'Sanctions',
    ],
  },
  {
    title: 'Rule on Declaration of Absolute Nullity of Void Marriages and Annulment of Voidable Marriages',
    citation: 'A.M. No. 02-11-10-SC',
    date: '2003-03-04',
    lawCategory: 'Civil Law',
    parts: ['Scope', 'Petition', 'Venue', 'Summons', 'Pre-Trial', 'Decision'],
  },
];
