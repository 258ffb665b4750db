/**
 * Subjects of demo executive issuances, by type, in the style of the Official Gazette listings.
 * Placeholders: {agency} {province} {municipality} {year} {holiday} {amount}.
 */
export interface IssuanceSubject {
  title: string;
  /** The subject only fits issuances signed on or after this date (the office or program it names existed). */
  since?: string;
  lawCategory: string;
  whereas: readonly string[];
  orders: readonly string[];
}

export const ADMINISTRATIVE_ORDER_SUBJECTS: readonly IssuanceSubject[] = [
  {
    title: 'DIRECTING ALL GOVERNMENT AGENCIES TO ADOPT ENERGY CONSERVATION MEASURES',
    since: '1992-12-09',
    lawCategory: 'Administrative Law',
    whereas: [
      'the country imports most of its petroleum requirements and the government must lead in the prudent use of energy',
    ],
    orders: [
      'All departments, bureaus and offices shall reduce their monthly consumption of electricity and fuel by at least ten percent (10%).',
      'The Department of Energy shall monitor compliance and publish a quarterly report on the consumption of each agency.',
    ],
  },
  {
    title: 'PRESCRIBING RULES ON THE ADMINISTRATIVE DISCIPLINE OF PRESIDENTIAL APPOINTEES',
    lawCategory: 'Administrative Law',
    whereas: ['public office is a public trust and public officers must at all times be accountable to the people'],
    orders: [
      'Complaints against presidential appointees shall be filed with the Office of the Executive Secretary, which shall determine whether a prima facie case exists.',
      'The respondent shall be given at least ten (10) days to file a verified answer, and a formal investigation shall be conducted if warranted.',
    ],
  },
  {
    title: 'IMPOSING THE PENALTY OF DISMISSAL FROM THE SERVICE ON A REGIONAL DIRECTOR OF THE {agency}',
    since: '2001-04-16',
    lawCategory: 'Administrative Law',
    whereas: [
      'the Presidential Anti-Graft Commission found the respondent guilty of grave misconduct in the award of contracts',
    ],
    orders: [
      'The respondent is hereby DISMISSED from the service, with forfeiture of retirement benefits and perpetual disqualification from re-employment in the government service.',
      'This Order is without prejudice to the filing of the appropriate criminal charges.',
    ],
  },
];

export const MEMORANDUM_SUBJECTS: readonly IssuanceSubject[] = [
  {
    title: 'SUSPENSION OF WORK IN GOVERNMENT OFFICES AND CLASSES AT ALL LEVELS IN METRO MANILA',
    since: '1975-11-07',
    lawCategory: 'Administrative Law',
    whereas: ['of the inclement weather brought about by the southwest monsoon enhanced by a tropical storm'],
    orders: [
      'Work in government offices and classes at all levels in Metro Manila are hereby suspended, effective immediately.',
      'Agencies whose functions involve the delivery of basic and health services, preparedness and response to disasters shall continue with their operations.',
      'The suspension of work in private companies and offices is left to the discretion of their respective heads.',
    ],
  },
  {
    title:
      'DIRECTING ALL GOVERNMENT AGENCIES TO SUBMIT THEIR ANNUAL PROCUREMENT PLANS TO THE GOVERNMENT PROCUREMENT POLICY BOARD',
    since: '2003-01-26',
    lawCategory: 'Administrative Law',
    whereas: ['transparency in government procurement is essential to good governance'],
    orders: [
      'All departments, agencies and government-owned or -controlled corporations shall submit their annual procurement plans on or before the last working day of January.',
      'Heads of agencies shall be held accountable for the failure to comply with this Circular.',
    ],
  },
  {
    title: 'AUTHORIZING THE GRANT OF SERVICE RECOGNITION INCENTIVE TO GOVERNMENT EMPLOYEES FOR FISCAL YEAR {year}',
    since: '2005-01-01',
    lawCategory: 'Labor Law',
    whereas: [
      'government employees deserve recognition for their contribution to the delivery of public services during the year',
    ],
    orders: [
      'A one-time Service Recognition Incentive in an amount not exceeding {amount} is hereby authorized for each qualified government employee.',
      'The incentive shall be charged against the available allotments of the agencies concerned.',
    ],
  },
];

export const PROCLAMATION_SUBJECTS: readonly IssuanceSubject[] = [
  {
    title: 'DECLARING {holiday} A SPECIAL (NON-WORKING) DAY IN THE PROVINCE OF {province}',
    lawCategory: 'Labor Law',
    whereas: [
      'the Province of {province} will celebrate its founding anniversary, and the people should be given full opportunity to participate in the occasion',
    ],
    orders: ['{holiday} is hereby declared a special (non-working) day in the Province of {province}.'],
  },
  {
    title: 'DECLARING A STATE OF CALAMITY IN THE PROVINCE OF {province}',
    lawCategory: 'Administrative Law',
    whereas: [
      'the province was devastated by a severe tropical storm, causing loss of lives and extensive damage to property and infrastructure',
    ],
    orders: [
      'A state of calamity is hereby declared in the Province of {province} for a period of six (6) months, unless earlier lifted.',
      'All departments and agencies are directed to continue rendering assistance, and to implement price control on basic necessities.',
    ],
  },
  {
    title:
      'RESERVING FOR WATERSHED PURPOSES A PARCEL OF LAND OF THE PUBLIC DOMAIN IN THE MUNICIPALITY OF {municipality}, PROVINCE OF {province}',
    since: '1987-06-10',
    lawCategory: 'Environmental Law',
    whereas: [
      'the forest cover of the watershed supplying water to the municipality must be protected from denudation',
    ],
    orders: [
      'The parcel of land described in the technical description hereof is withdrawn from sale or settlement and reserved as a watershed forest reserve, subject to private rights, if any.',
      'The Department of Environment and Natural Resources shall administer the reserve.',
    ],
  },
];

export const MARTIAL_LAW_SUBJECTS: Readonly<
  Record<'General Order' | 'Letter of Instruction' | 'Letter of Implementation', readonly IssuanceSubject[]>
> = {
  'General Order': [
    {
      title: 'ENUMERATING THE CASES WITHIN THE JURISDICTION OF MILITARY TRIBUNALS',
      lawCategory: 'Constitutional Law',
      whereas: ['a state of martial law has been proclaimed throughout the Philippines'],
      orders: [
        'Military tribunals shall have exclusive jurisdiction over the crimes enumerated herein, committed by civilians after the proclamation of martial law.',
      ],
    },
    {
      title: 'PROHIBITING THE CARRYING OF FIREARMS OUTSIDE RESIDENCES WITHOUT AUTHORITY',
      lawCategory: 'Criminal Law',
      whereas: ['the proliferation of loose firearms endangers the public order'],
      orders: [
        'No person shall carry any firearm outside his residence without authority from the Chief of Constabulary; violators shall be tried by military tribunals.',
      ],
    },
  ],
  'Letter of Instruction': [
    {
      title: 'TO: THE SECRETARY OF AGRARIAN REFORM – IMPLEMENTATION OF THE LAND TRANSFER PROGRAM IN {province}',
      lawCategory: 'Agrarian Law',
      whereas: ['tenant-farmers of rice and corn lands must be emancipated from the bondage of the soil'],
      orders: [
        'You are hereby directed to complete the issuance of certificates of land transfer to the tenant-farmers of {province} within the year.',
      ],
    },
    {
      title: 'TO: ALL HEADS OF DEPARTMENTS – AUSTERITY MEASURES IN THE GOVERNMENT',
      lawCategory: 'Administrative Law',
      whereas: ['the economic situation requires the government to set the example in the prudent use of public funds'],
      orders: [
        'All heads of departments are hereby instructed to suspend the purchase of motor vehicles and to reduce travel and representation expenses by one-half.',
      ],
    },
  ],
  'Letter of Implementation': [
    {
      title: 'IMPLEMENTING THE REORGANIZATION OF THE {agency}',
      lawCategory: 'Administrative Law',
      whereas: ['the Integrated Reorganization Plan requires the restructuring of the executive departments'],
      orders: [
        'The reorganization of the {agency} shall be implemented in accordance with the staffing pattern attached hereto, effective on the first day of the next quarter.',
      ],
    },
  ],
};

/** National Administrative Register: agency rules filed with the UP Law Center's Office of the National Administrative Register. */
export const NAR_ISSUANCES: ReadonlyArray<{ agency: string; series: string; subject: string; lawCategory: string }> = [
  {
    agency: 'Bureau of Internal Revenue',
    series: 'Revenue Regulations No. {n}-{year}',
    subject: 'Amending the Rules on the Withholding of Tax on Compensation Income',
    lawCategory: 'Taxation Law',
  },
  {
    agency: 'Department of Labor and Employment',
    series: 'Department Order No. {n}, Series of {year}',
    subject: 'Rules on Occupational Safety and Health Standards for the Construction Industry',
    lawCategory: 'Labor Law',
  },
  {
    agency: 'Securities and Exchange Commission',
    series: 'Memorandum Circular No. {n}, Series of {year}',
    subject: 'Guidelines on the Submission of Annual Financial Statements Through the Electronic Filing System',
    lawCategory: 'Commercial Law',
  },
  {
    agency: 'Bangko Sentral ng Pilipinas',
    series: 'Circular No. {n}, Series of {year}',
    subject: 'Amendments to the Regulations on Electronic Payment and Financial Services',
    lawCategory: 'Banking Law',
  },
  {
    agency: 'Department of Environment and Natural Resources',
    series: 'DENR Administrative Order No. {n}, Series of {year}',
    subject: 'Revised Guidelines on the Issuance of Environmental Compliance Certificates',
    lawCategory: 'Environmental Law',
  },
  {
    agency: 'National Privacy Commission',
    series: 'NPC Circular No. {n}, Series of {year}',
    subject: 'Rules on the Registration of Personal Data Processing Systems',
    lawCategory: 'Technology Law',
  },
  {
    agency: 'Land Transportation Office',
    series: 'Memorandum Circular No. {n}, Series of {year}',
    subject: "Guidelines on the Issuance of Driver's Licenses With Ten-Year Validity",
    lawCategory: 'Administrative Law',
  },
  {
    agency: 'Civil Service Commission',
    series: 'Memorandum Circular No. {n}, Series of {year}',
    subject: 'Revised Rules on Administrative Cases in the Civil Service',
    lawCategory: 'Administrative Law',
  },
];
