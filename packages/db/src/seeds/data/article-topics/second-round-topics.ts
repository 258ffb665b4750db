import type { ArticleTopic } from '../article-topics.ts';

/** One more article in each category, the last ones seeded (the demo keeps the newest as drafts). */
export const SECOND_ROUND_TOPICS: readonly ArticleTopic[] = [
  {
    title: 'Writ of Amparo: Protection Against Threats to Life and Liberty',
    category: 'Criminal Law',
    practiceArea: 'Criminal Defense',
    difficulty: 'Advanced',
    tags: ['Writ of Amparo', 'Human Rights', 'Remedial Law', 'Legal Analysis'],
    summary:
      'The amparo is available against extralegal killings and enforced disappearances, and threats of them. Who may file, where, and the interim reliefs.',
    intro:
      'The Rule on the Writ of Amparo was promulgated in 2007 in response to extralegal killings and enforced disappearances.',
    sections: [
      {
        heading: 'Interim reliefs',
        paragraphs: [
          'The court may issue a temporary protection order, an inspection order, a production order and a witness protection order.',
        ],
      },
      {
        heading: 'Standard of diligence',
        paragraphs: [
          'Public officials who claim to have acted must prove that they observed extraordinary diligence in the performance of their duties.',
        ],
      },
    ],
  },
  {
    title: 'Employee Monitoring and Privacy in the Workplace',
    category: 'Privacy Law',
    practiceArea: 'Technology Law',
    difficulty: 'Advanced',
    tags: ['Workplace Privacy', 'CCTV', 'Data Privacy Act', 'Opinion'],
    summary:
      'Can an employer read company e-mail, install CCTV or track company phones? The legitimate-interest test and the limits of consent in employment.',
    intro:
      'Consent given by an employee is rarely freely given. Employers are better advised to rely on legitimate interest and to document the balancing test.',
    sections: [
      {
        heading: 'Legitimate interest',
        paragraphs: [
          'Monitoring must pursue a legitimate purpose, be necessary to achieve it, and not override the fundamental rights of employees.',
        ],
      },
      {
        heading: 'Transparency',
        paragraphs: [
          'Employees must be told what is monitored, why and for how long the data are kept. Covert monitoring is justified only in exceptional cases.',
        ],
      },
    ],
  },
  {
    title: 'Annual Corporate Compliance: GIS, AFS and Penalties',
    category: 'Corporate Law',
    practiceArea: 'Business Law',
    difficulty: 'Beginner',
    tags: ['SEC', 'General Information Sheet', 'Audited Financial Statements', 'Practice Tips'],
    summary:
      'The reports every corporation files with the SEC each year, the deadlines, and what happens to a corporation that stops filing.',
    intro:
      "Corporations must file a General Information Sheet within thirty days from the annual stockholders' meeting and audited financial statements by the deadline fixed by the SEC.",
    sections: [
      {
        heading: 'Delinquency',
        paragraphs: [
          'A corporation that fails to file its reports three times, consecutively or intermittently, within five years may be placed under delinquent status.',
        ],
      },
    ],
  },
  {
    title: 'Retirement Pay Under the Labor Code',
    category: 'Labor Law',
    practiceArea: 'Employment Law',
    difficulty: 'Beginner',
    tags: ['Retirement Pay', 'Republic Act No. 7641', 'Benefits', 'Educational'],
    summary:
      'Without a retirement plan, employees who reach sixty with five years of service are entitled to retirement pay of at least one-half month salary for every year of service.',
    intro: 'Republic Act No. 7641 fills the gap for employees whose employers have no retirement plan.',
    sections: [
      {
        heading: 'Computing one-half month salary',
        paragraphs: [
          'One-half month salary means twenty-two and a half days: fifteen days plus one-twelfth of the thirteenth month pay plus five days of service incentive leave.',
        ],
      },
    ],
  },
  {
    title: 'Barangay Conciliation: When You Must Go to the Lupon First',
    category: 'Real Estate Law',
    practiceArea: 'Property Law',
    difficulty: 'Beginner',
    tags: ['Katarungang Pambarangay', 'Conciliation', 'Local Government Code', 'Client Guidance'],
    summary:
      'Most disputes between residents of the same city or municipality must pass through barangay conciliation before a case is filed in court.',
    intro:
      'Failure to undergo barangay conciliation when required is a ground to dismiss the complaint for being premature.',
    sections: [
      {
        heading: 'Exceptions',
        paragraphs: [
          'Conciliation is not required where a party is the government, where the parties reside in different cities or municipalities not adjoining each other, or where urgent legal action is needed.',
        ],
      },
    ],
  },
  {
    title: 'VAT on Digital Services: What Non-Resident Providers Must Do',
    category: 'Tax Law',
    practiceArea: 'Tax Planning',
    difficulty: 'Advanced',
    tags: ['VAT', 'Digital Services', 'Non-Resident', 'Regulatory Changes'],
    summary:
      'Digital services consumed in the Philippines are now subject to twelve percent VAT, collected from non-resident providers through simplified registration.',
    intro:
      'The law on VAT on digital services extends the twelve percent VAT to online services such as streaming, online advertising and digital marketplaces.',
    sections: [
      {
        heading: 'Registration',
        paragraphs: [
          'Non-resident digital service providers whose gross sales exceed the threshold must register for VAT and may appoint a resident third party to file returns on their behalf.',
        ],
      },
    ],
  },
  {
    title: 'Notes on Drafting a Last Will and Testament',
    category: 'Family Law',
    practiceArea: 'Family Relations',
    difficulty: 'Intermediate',
    tags: ['Wills', 'Succession', 'Legitime', 'Practice Tips'],
    summary: 'Holographic or notarial, the legitime of compulsory heirs, and why a will must still be probated.',
    intro:
      'A will cannot deprive compulsory heirs of their legitime, and no will passes property until it is allowed in probate proceedings.',
    sections: [
      {
        heading: 'Forms',
        paragraphs: [
          'A holographic will must be entirely written, dated and signed by the testator. A notarial will needs three witnesses and an attestation clause.',
        ],
      },
    ],
  },
  {
    title: 'Trade Secrets and Non-Compete Clauses in Employment Contracts',
    category: 'Intellectual Property',
    practiceArea: 'IP Law',
    difficulty: 'Advanced',
    tags: ['Trade Secrets', 'Non-Compete', 'Employment Contracts', 'Legal Analysis'],
    summary:
      'Courts uphold non-compete clauses that are reasonable as to time, place and trade. How to draft one that survives a challenge.',
    intro:
      'A non-compete clause restrains trade and is valid only if reasonable and necessary to protect a legitimate business interest.',
    sections: [
      {
        heading: 'Reasonableness',
        paragraphs: [
          'The restraint must be limited in time and territory, and no broader than necessary to protect trade secrets and customer relationships.',
        ],
      },
    ],
  },
];
