/**
 * Titles and provisions for demo statutes. Most real Republic Acts are local measures (new
 * schools, cityhood, hospitals, holidays, franchises); national policy laws are fewer. Both kinds
 * are here, written in the drafting style of the Philippine Congress. Placeholders: {municipality}
 * {province} {barangay} {agency} {year} {company} {amount} {days}.
 */
export interface StatuteSubject {
  kind: 'local' | 'national';
  weight: number;
  /** Years in which such a law fits (no 'Data Privacy Act' cited by a 1920 Act). */
  minYear: number;
  maxYear: number;
  title: string;
  shortTitle?: string;
  lawCategory: string;
  topics: readonly string[];
  /** The implementing agency named in the sections; a random one when absent. */
  agency?: string;
  policy?: string;
  provisions: readonly string[];
}

export const STATUTE_SUBJECTS: readonly StatuteSubject[] = [
  {
    kind: 'local',
    minYear: 1946,
    maxYear: 2025,
    weight: 6,
    agency: 'Department of Education',
    lawCategory: 'Education Law',
    topics: ['Public Schools', 'Appropriations'],
    title:
      'AN ACT ESTABLISHING A NATIONAL HIGH SCHOOL IN BARANGAY {barangay}, MUNICIPALITY OF {municipality}, PROVINCE OF {province}, TO BE KNOWN AS {barangay} NATIONAL HIGH SCHOOL, AND APPROPRIATING FUNDS THEREFOR',
    provisions: [
      'Establishment. – There is hereby established a national high school in Barangay {barangay}, Municipality of {municipality}, Province of {province}, to be known as {barangay} National High School.',
      'Curriculum. – The school shall offer secondary education courses as prescribed by the Department of Education.',
      'Transfer of Assets. – All personnel, assets, liabilities and records of the existing annex of the district high school in the barangay are hereby transferred to the school.',
      "Appropriations. – The Secretary of Education shall immediately include in the Department's programme the implementation of this Act, the funding of which shall be included in the annual General Appropriations Act.",
    ],
  },
  {
    kind: 'local',
    minYear: 1992,
    maxYear: 2025,
    weight: 4,
    agency: 'Department of the Interior and Local Government',
    lawCategory: 'Local Government',
    topics: ['Cityhood', 'Local Government Code'],
    title:
      'AN ACT CONVERTING THE MUNICIPALITY OF {municipality} IN THE PROVINCE OF {province} INTO A COMPONENT CITY TO BE KNOWN AS THE CITY OF {municipality}',
    provisions: [
      'The City of {municipality}. – The Municipality of {municipality} is hereby converted into a component city to be known as the City of {municipality}, hereinafter referred to as the City, which shall comprise the present territory of the municipality.',
      'Territorial Jurisdiction. – The City shall be bounded by the adjoining municipalities as described in the technical description certified by the Land Management Bureau, without prejudice to the resolution of any boundary dispute by the proper authority.',
      'Corporate Powers and General Powers of the City. – The City shall enjoy the powers and attributes of a component city under Republic Act No. 7160, otherwise known as the "Local Government Code of 1991".',
      'Plebiscite. – The City shall acquire corporate existence upon the ratification of this Act by a majority of the votes cast by the qualified voters of the municipality in a plebiscite conducted by the Commission on Elections within one hundred twenty (120) days from the effectivity of this Act.',
      'Officials of the City. – The present elective officials of the municipality shall continue to exercise their powers and functions until a new set of officials have been elected and qualified.',
    ],
  },
  {
    kind: 'local',
    minYear: 1946,
    maxYear: 2025,
    weight: 4,
    agency: 'Department of Health',
    lawCategory: 'Health Law',
    topics: ['Public Hospitals', 'Health Services'],
    title:
      'AN ACT INCREASING THE BED CAPACITY OF THE {municipality} DISTRICT HOSPITAL IN THE PROVINCE OF {province} FROM FIFTY (50) TO TWO HUNDRED (200) BEDS, UPGRADING ITS SERVICES AND FACILITIES, AND APPROPRIATING FUNDS THEREFOR',
    provisions: [
      'Increase in Bed Capacity. – The bed capacity of the {municipality} District Hospital in the Province of {province} is hereby increased from fifty (50) to two hundred (200) beds.',
      'Upgrading of Services, Facilities and Professional Health Care. – Its services, facilities and professional health care capability are hereby upgraded accordingly, and the authorised plantilla positions shall be increased in accordance with the standards of the Department of Health.',
      'Implementation. – The Department of Health shall include in its programme the implementation of this Act, the funding of which shall be included in the annual General Appropriations Act.',
    ],
  },
  {
    kind: 'local',
    minYear: 1946,
    maxYear: 2025,
    weight: 3,
    lawCategory: 'Labor Law',
    topics: ['Special Non-Working Holiday'],
    title:
      'AN ACT DECLARING {holiday} OF EVERY YEAR A SPECIAL NON-WORKING HOLIDAY IN THE PROVINCE OF {province} IN COMMEMORATION OF ITS FOUNDING ANNIVERSARY',
    provisions: [
      'Declaration. – {holiday} of every year is hereby declared a special non-working holiday in the Province of {province}, in commemoration of its founding anniversary.',
      'Commemoration. – The provincial government shall, in coordination with the national historical agency, lead the appropriate programmes and activities for the commemoration.',
    ],
  },
  {
    kind: 'local',
    minYear: 1946,
    maxYear: 2025,
    weight: 3,
    agency: 'Department of Information and Communications Technology',
    lawCategory: 'Public Utilities',
    topics: ['Legislative Franchise', 'Broadcasting'],
    title:
      'AN ACT GRANTING {company} A FRANCHISE TO CONSTRUCT, INSTALL, ESTABLISH, OPERATE AND MAINTAIN RADIO AND TELEVISION BROADCASTING STATIONS IN THE PHILIPPINES',
    provisions: [
      'Nature and Scope of Franchise. – Subject to the provisions of the Constitution and applicable laws, {company}, hereunder referred to as the Grantee, is hereby granted a franchise to construct, install, establish, operate and maintain, for commercial purposes, radio and television broadcasting stations in the Philippines.',
      'Term of Franchise. – This franchise shall be for a term of twenty-five (25) years from the effectivity of this Act, unless sooner revoked or cancelled.',
      'Responsibility to the Public. – The Grantee shall provide adequate public service time to enable the government, through the broadcasting stations, to reach the population on important public issues, and shall not use its stations for the broadcasting of obscene or indecent language, speech or scene.',
      'Tax Provisions. – The Grantee shall be subject to the payment of all taxes, duties, fees or charges and other impositions applicable under the National Internal Revenue Code and other applicable laws.',
      'Reportorial Requirement. – The Grantee shall submit an annual report to the Congress of the Philippines on its compliance with the terms and conditions of the franchise and on its operations.',
    ],
  },
  {
    kind: 'national',
    minYear: 1995,
    maxYear: 2025,
    weight: 3,
    agency: 'Department of Information and Communications Technology',
    lawCategory: 'Technology Law',
    topics: ['Cybersecurity', 'Critical Information Infrastructure'],
    title:
      'AN ACT STRENGTHENING THE CYBERSECURITY OF CRITICAL INFORMATION INFRASTRUCTURE, CREATING FOR THE PURPOSE A NATIONAL CYBERSECURITY COORDINATING COUNCIL, AND FOR OTHER PURPOSES',
    shortTitle: 'Critical Information Infrastructure Protection Act of {year}',
    policy:
      'protect critical information infrastructure from cyber threats, and to ensure the continuity of the essential services that depend on it',
    provisions: [
      'Definition of Terms. – As used in this Act: (a) "Critical information infrastructure" refers to the computer systems, networks and data whose incapacity or destruction would have a debilitating impact on national security, the economy or public health and safety; (b) "Incident" refers to an event that actually or potentially jeopardises the confidentiality, integrity or availability of an information system.',
      'National Cybersecurity Coordinating Council. – There is hereby created a National Cybersecurity Coordinating Council, attached to the {agency}, which shall formulate the national cybersecurity plan and coordinate the response of government agencies to major incidents.',
      'Incident Reporting. – Operators of critical information infrastructure shall report any significant incident to the Council within seventy-two (72) hours from its discovery.',
      'Penalties. – Any operator who wilfully fails to comply with the reporting requirement shall be liable to a fine of not less than Five Hundred Thousand Pesos (PHP 500,000.00) but not more than Five Million Pesos (PHP 5,000,000.00) for each violation.',
    ],
  },
  {
    kind: 'national',
    minYear: 1990,
    maxYear: 2025,
    weight: 3,
    agency: 'Department of Agriculture',
    lawCategory: 'Agricultural Law',
    topics: ['Food Security', 'Agriculture'],
    title:
      'AN ACT INSTITUTIONALIZING A NATIONAL PROGRAM FOR THE MODERNIZATION OF SMALLHOLDER FARMING, PROVIDING INCENTIVES FOR FARM MECHANIZATION, AND FOR OTHER PURPOSES',
    shortTitle: 'Smallholder Farm Modernization Act of {year}',
    policy:
      'raise the income of smallholder farmers and fisherfolk by giving them access to modern machinery, credit, post-harvest facilities and markets',
    provisions: [
      'Coverage. – This Act shall cover farmers tilling not more than five (5) hectares of agricultural land, whether as owners, lessees or agrarian reform beneficiaries, and their cooperatives and associations.',
      "Mechanization Support Fund. – A Mechanization Support Fund is hereby created, to be administered by the {agency}, from which qualified farmers' cooperatives may obtain grants for the acquisition of farm machinery and post-harvest equipment.",
      'Credit Assistance. – Government financial institutions shall set aside a portion of their loanable funds for loans to covered farmers at interest rates not exceeding two percent (2%) per annum.',
      'Reporting to Congress. – The {agency} shall submit to Congress an annual report on the implementation of this Act, including the number of beneficiaries and the amounts disbursed.',
    ],
  },
  {
    kind: 'national',
    minYear: 1995,
    maxYear: 2025,
    weight: 3,
    agency: 'Department of Environment and Natural Resources',
    lawCategory: 'Environmental Law',
    topics: ['Solid Waste', 'Extended Producer Responsibility', 'Environment'],
    title:
      'AN ACT REGULATING SINGLE-USE PLASTIC PRODUCTS, ESTABLISHING EXTENDED PRODUCER RESPONSIBILITY FOR PLASTIC PACKAGING, AND FOR OTHER PURPOSES',
    shortTitle: 'Plastic Packaging Responsibility Act of {year}',
    policy:
      'protect the environment and public health by reducing plastic waste and by making producers responsible for the packaging they put on the market',
    provisions: [
      'Extended Producer Responsibility. – Every obliged enterprise shall establish a programme for the recovery of the plastic packaging it introduces into the market, and shall meet the recovery targets set by the {agency}.',
      'Phase-out of Single-Use Plastic Products. – The sale and distribution of single-use plastic straws, stirrers and cutlery shall be phased out within three (3) years from the effectivity of this Act.',
      'Registration and Reporting. – Obliged enterprises shall register their programmes and submit annual compliance reports audited by an independent third party.',
      'Fines and Penalties. – Any obliged enterprise that fails to meet its recovery target shall be liable to a fine equivalent to twice the cost of the recovery of the packaging it failed to recover, but not less than Five Hundred Thousand Pesos (PHP 500,000.00).',
    ],
  },
  {
    kind: 'national',
    minYear: 2013,
    maxYear: 2025,
    weight: 3,
    agency: 'Department of Labor and Employment',
    lawCategory: 'Labor Law',
    topics: ['Employment', 'Remote Work', 'Labor Standards'],
    title:
      'AN ACT PROVIDING FOR THE PROTECTION OF WORKERS IN FLEXIBLE AND REMOTE WORK ARRANGEMENTS, AND FOR OTHER PURPOSES',
    shortTitle: 'Flexible Work Protection Act of {year}',
    policy:
      'afford full protection to labour, including workers in flexible and remote work arrangements, and to promote their welfare and productivity',
    provisions: [
      "Equal Treatment. – Employees in flexible or remote work arrangements shall receive the same treatment as comparable employees working at the employer's premises, including the same rate of pay, workload and access to training and career development.",
      'Right to Disconnect. – Employees shall not be required to respond to work-related communications outside their agreed working hours, except in emergencies defined in the company policy.',
      'Data Privacy. – The employer shall ensure that the monitoring of employees in remote work arrangements complies with Republic Act No. 10173, otherwise known as the "Data Privacy Act of 2012".',
      'Implementing Rules. – The {agency} shall issue the rules to implement this Act within ninety (90) days from its effectivity.',
    ],
  },
  {
    kind: 'national',
    minYear: 1990,
    maxYear: 2025,
    weight: 2,
    agency: 'Department of Trade and Industry',
    lawCategory: 'Commercial Law',
    topics: ['Microenterprises', 'Ease of Doing Business'],
    title:
      'AN ACT PROMOTING THE GROWTH OF MICRO, SMALL AND MEDIUM ENTERPRISES THROUGH SIMPLIFIED REGISTRATION, ACCESS TO FINANCE AND MARKET LINKAGES, AND FOR OTHER PURPOSES',
    shortTitle: 'Enterprise Growth Act of {year}',
    policy:
      'promote entrepreneurship and the growth of micro, small and medium enterprises as engines of inclusive growth and job creation',
    provisions: [
      'Single Registration Window. – Micro enterprises may register their business name, tax registration and barangay clearance through a single online window maintained by the {agency}.',
      'Mandatory Credit Allocation. – Lending institutions shall set aside at least ten percent (10%) of their total loan portfolio for micro, small and medium enterprises.',
      'Government Procurement. – At least ten percent (10%) of the total value of goods and services procured by each government agency shall be sourced from micro, small and medium enterprises.',
    ],
  },
  {
    kind: 'national',
    minYear: 1990,
    maxYear: 2025,
    weight: 2,
    agency: 'Department of Social Welfare and Development',
    lawCategory: 'Criminal Law',
    topics: ['Penalties', "Victims' Rights", 'Criminal Procedure'],
    title:
      'AN ACT INCREASING THE PENALTIES FOR ILLEGAL RECRUITMENT AND HUMAN TRAFFICKING, STRENGTHENING THE PROTECTION OF VICTIMS, AND FOR OTHER PURPOSES',
    shortTitle: 'Victim Protection Act of {year}',
    policy:
      'protect every person from exploitation and to give victims of trafficking and illegal recruitment the care, protection and justice they deserve',
    provisions: [
      'Penalties. – Any person found guilty of illegal recruitment involving economic sabotage shall suffer the penalty of life imprisonment and a fine of not less than Two Million Pesos (PHP 2,000,000.00) but not more than Five Million Pesos (PHP 5,000,000.00).',
      'Confidentiality. – At any stage of the investigation, prosecution and trial, the right to privacy of the victim shall be recognised, and the name and personal circumstances of the victim shall not be disclosed to the public.',
      'Victim Assistance Fund. – All fines imposed under this Act shall accrue to a trust fund administered by the {agency}, to be used exclusively for the rehabilitation and reintegration of victims.',
    ],
  },
];

export const BARANGAYS: readonly string[] = [
  'Bagong Silang',
  'San Isidro',
  'San Roque',
  'Poblacion',
  'Santa Cruz',
  'Malinis',
  'Bagumbayan',
  'Maligaya',
  'Mabini',
  'Calumpang',
  'Buenavista',
  'Dagatan',
  'Tibagan',
  'Pinagsama',
  'Lumbangan',
  'Maharlika',
  'Kalayaan',
  'Masagana',
  'Tagumpay',
  'Pag-asa',
];

export const MUNICIPALITIES: ReadonlyArray<readonly [string, string]> = [
  ['Tanauan', 'Batangas'],
  ['Rosario', 'Cavite'],
  ['Calauan', 'Laguna'],
  ['Baliuag', 'Bulacan'],
  ['Camiling', 'Tarlac'],
  ['Gapan', 'Nueva Ecija'],
  ['Carcar', 'Cebu'],
  ['Danao', 'Cebu'],
  ['Tagum', 'Davao del Norte'],
  ['Panabo', 'Davao del Norte'],
  ['Sorsogon', 'Sorsogon'],
  ['Iriga', 'Camarines Sur'],
  ['Ligao', 'Albay'],
  ['Passi', 'Iloilo'],
  ['Kabankalan', 'Negros Occidental'],
  ['Bayugan', 'Agusan del Sur'],
  ['Malaybalay', 'Bukidnon'],
  ['Koronadal', 'South Cotabato'],
  ['Candon', 'Ilocos Sur'],
  ['Batac', 'Ilocos Norte'],
];
