/**
 * Demo articles by lawyers. Each topic has a filter category, the matching practice area
 * (the two lists run in parallel), a level, tags and the sections of its body.
 */
export interface ArticleTopic {
  title: string;
  category: string;
  practiceArea: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  tags: readonly string[];
  summary: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[]; list?: readonly string[] }>;
}

export const ARTICLE_TOPICS: readonly ArticleTopic[] = [
  {
    title: 'Registering a One Person Corporation: A Practical Checklist',
    category: 'Corporate Law',
    practiceArea: 'Business Law',
    difficulty: 'Beginner',
    tags: ['Revised Corporation Code', 'OPC', 'SEC Registration', 'Practice Tips'],
    summary:
      'The Revised Corporation Code lets a single natural person, trust or estate form a corporation. Here is what the SEC asks for and the mistakes that delay approval.',
    intro:
      'Since Republic Act No. 11232 took effect, a single stockholder may form a One Person Corporation (OPC). Many sole proprietors now ask whether converting is worth it, and what the Securities and Exchange Commission requires.',
    sections: [
      {
        heading: 'Who may form an OPC',
        paragraphs: [
          'A natural person of legal age, a trust or an estate may form an OPC. Banks, quasi-banks, pre-need and insurance companies, publicly listed companies and non-chartered government-owned corporations may not.',
        ],
      },
      {
        heading: 'What to prepare',
        paragraphs: ["The SEC's online registration system asks for the following:"],
        list: [
          'Articles of Incorporation naming a nominee and an alternate nominee',
          'Written consent of the nominee and the alternate',
          'Proof of identity of the single stockholder',
          'Appointment of a treasurer, a corporate secretary and other officers',
        ],
      },
      {
        heading: 'Common reasons for delay',
        paragraphs: [
          'The most frequent defects are a corporate name that is confusingly similar to an existing one, a missing nominee consent, and a single stockholder who also appoints himself corporate secretary without posting the required bond.',
        ],
      },
    ],
  },
  {
    title: 'Fiduciary Duties of Directors Under the Revised Corporation Code',
    category: 'Corporate Law',
    practiceArea: 'Business Law',
    difficulty: 'Advanced',
    tags: ['Directors', 'Business Judgment Rule', 'Corporate Governance', 'Legal Analysis'],
    summary:
      'Directors owe the corporation duties of obedience, diligence and loyalty. We look at self-dealing, corporate opportunity and when directors become personally liable.',
    intro:
      'The business judgment rule protects directors who act in good faith, but it is not a blanket immunity. Section 30 of the Revised Corporation Code spells out when directors become personally liable.',
    sections: [
      {
        heading: 'The three duties',
        paragraphs: [
          'Directors must act within the powers of the corporation (obedience), with the care of a prudent person (diligence), and in the interest of the corporation rather than their own (loyalty).',
        ],
      },
      {
        heading: 'Self-dealing and corporate opportunity',
        paragraphs: [
          'Contracts between the corporation and its directors are voidable unless the conditions of Section 31 are met. A director who seizes a business opportunity that belongs to the corporation must account for the profits, even if he risked his own funds.',
        ],
      },
      {
        heading: 'Piercing and personal liability',
        paragraphs: [
          'Courts hold directors solidarily liable only upon clear proof of bad faith or gross negligence, wilful assent to patently unlawful acts, or conflict of interest to the prejudice of the corporation.',
        ],
      },
    ],
  },
  {
    title: 'What the Data Privacy Act Requires of Small Businesses',
    category: 'Privacy Law',
    practiceArea: 'Technology Law',
    difficulty: 'Beginner',
    tags: ['Data Privacy Act', 'RA 10173', 'Compliance', 'Client Guidance'],
    summary:
      'Even a small clinic or online shop processes personal data. A plain-language guide to the obligations of personal information controllers under RA 10173.',
    intro:
      'Republic Act No. 10173 applies to anyone who processes personal information, not only to large companies. The National Privacy Commission has sanctioned small entities too.',
    sections: [
      {
        heading: 'The general privacy principles',
        paragraphs: [
          'Processing must be transparent, for a legitimate purpose, and proportional: collect only what you need, keep it only as long as you need it.',
        ],
      },
      {
        heading: 'Five things to do now',
        paragraphs: ['A small business can go far with a few measures:'],
        list: [
          'Appoint a data protection officer',
          'Write a short privacy notice and post it where data are collected',
          'Keep an inventory of the personal data you hold',
          'Limit who can access customer records',
          'Prepare a breach response plan: notify the NPC within 72 hours',
        ],
      },
      {
        heading: 'Penalties',
        paragraphs: [
          'Unauthorised processing and negligent access are punishable by imprisonment and fines, and the officers who participated in the violation can be held liable.',
        ],
      },
    ],
  },
  {
    title: 'Personal Data Breach Notification: The 72-Hour Rule Explained',
    category: 'Privacy Law',
    practiceArea: 'Technology Law',
    difficulty: 'Intermediate',
    tags: ['Data Breach', 'NPC Circular', 'Incident Response', 'Regulatory Changes'],
    summary:
      'When must a breach be reported to the National Privacy Commission and to the affected data subjects? What counts as a reportable breach, and what the report must contain.',
    intro:
      'A breach is reportable when sensitive personal information or information that may be used for identity fraud is involved, the data are reasonably believed to have been acquired by an unauthorised person, and the breach is likely to give rise to a real risk of serious harm.',
    sections: [
      {
        heading: 'The clock starts at knowledge',
        paragraphs: [
          'The seventy-two hours run from the time the controller knows, or reasonably believes, that a breach occurred. Waiting for the forensic report to finish is not an excuse.',
        ],
      },
      {
        heading: 'Contents of the notification',
        paragraphs: [
          'The notification describes the nature of the breach, the data involved, the measures taken to address it and the contact person.',
        ],
      },
    ],
  },
  {
    title: 'Illegal Dismissal: Remedies Every Employee Should Know',
    category: 'Labor Law',
    practiceArea: 'Employment Law',
    difficulty: 'Beginner',
    tags: ['Security of Tenure', 'Backwages', 'Separation Pay', 'Client Guidance'],
    summary:
      'Reinstatement, full backwages, separation pay in lieu of reinstatement and damages: what an illegally dismissed employee can recover and how long there is to file.',
    intro:
      'Security of tenure is a constitutional right. An employee dismissed without a just or authorised cause, or without due process, has remedies before the Labor Arbiter.',
    sections: [
      {
        heading: 'Reinstatement and backwages',
        paragraphs: [
          'The primary remedy is reinstatement without loss of seniority rights, with full backwages from the dismissal until actual reinstatement.',
        ],
      },
      {
        heading: 'When separation pay replaces reinstatement',
        paragraphs: [
          "Where relations have become so strained that reinstatement is no longer practical, separation pay of one month's salary for every year of service is awarded instead.",
        ],
      },
      {
        heading: 'Deadlines',
        paragraphs: [
          'A complaint for illegal dismissal must be filed within four years from the dismissal. Money claims prescribe in three years.',
        ],
      },
    ],
  },
  {
    title: 'Contractualization After Department Order No. 174',
    category: 'Labor Law',
    practiceArea: 'Employment Law',
    difficulty: 'Intermediate',
    tags: ['Labor-Only Contracting', 'DOLE', 'Contractors', 'Legal Analysis'],
    summary:
      'Legitimate job contracting versus labor-only contracting: the tests, the registration requirements for contractors and the solidary liability of principals.',
    intro:
      'Labor-only contracting is prohibited. The line between it and legitimate job contracting turns on substantial capital and control over the workers.',
    sections: [
      {
        heading: 'The two tests',
        paragraphs: [
          "There is labor-only contracting where the contractor lacks substantial capital or investment and the workers perform activities directly related to the principal's main business, or where the contractor does not exercise control over the workers.",
        ],
      },
      {
        heading: 'Consequences',
        paragraphs: [
          "The principal is deemed the employer of the contractor's workers, and is solidarily liable for their claims.",
        ],
      },
    ],
  },
  {
    title: 'Protecting Your Brand: Trademark Registration With IPOPHL',
    category: 'Intellectual Property',
    practiceArea: 'IP Law',
    difficulty: 'Beginner',
    tags: ['Trademark', 'IPOPHL', 'Intellectual Property Code', 'Practice Tips'],
    summary:
      'Why register, what makes a mark registrable, the Declaration of Actual Use and how long the process takes at the Intellectual Property Office of the Philippines.',
    intro:
      'Under the Intellectual Property Code, rights in a mark are acquired through valid registration. Use alone, without registration, gives limited protection.',
    sections: [
      {
        heading: 'Registrability',
        paragraphs: [
          'A mark must be distinctive. Generic and purely descriptive terms, and marks confusingly similar to registered or well-known marks, are refused.',
        ],
      },
      {
        heading: 'Keeping the registration alive',
        paragraphs: [
          'The owner must file a Declaration of Actual Use within three years from the filing date, and again after the fifth anniversary of registration, or the mark is removed from the register.',
        ],
      },
    ],
  },
  {
    title: 'Copyright in Works Made by Employees and Freelancers',
    category: 'Intellectual Property',
    practiceArea: 'IP Law',
    difficulty: 'Intermediate',
    tags: ['Copyright', 'Work for Hire', 'Commissioned Works', 'Legal Analysis'],
    summary:
      'Who owns the software, the logo or the article: the employer, the client or the creator? The rules of the Intellectual Property Code on works created in the course of employment and commissioned works.',
    intro:
      'Ownership of copyright depends on whether the work was created as part of regular duties, or was commissioned from an independent creator.',
    sections: [
      {
        heading: 'Employees',
        paragraphs: [
          'If the work is the result of the performance of regularly assigned duties, the employer owns the copyright, unless there is an agreement to the contrary.',
        ],
      },
      {
        heading: 'Commissioned works',
        paragraphs: [
          'The person who commissions a work owns the work itself, but the copyright remains with the creator unless there is a written stipulation to the contrary.',
        ],
      },
    ],
  },
  {
    title: 'Buying Land in the Philippines: Due Diligence Before You Pay',
    category: 'Real Estate Law',
    practiceArea: 'Property Law',
    difficulty: 'Beginner',
    tags: ['Torrens Title', 'Due Diligence', 'Registry of Deeds', 'Client Guidance'],
    summary:
      'Verify the title at the Registry of Deeds, check the tax declarations and the actual occupants, and know the taxes on a sale. A checklist for first-time buyers.',
    intro:
      'A buyer who relies only on the photocopy of a title shown by the seller takes a serious risk. The law protects the innocent purchaser for value, but only one who exercised due diligence.',
    sections: [
      {
        heading: 'Checklist',
        paragraphs: ['Before paying anything substantial:'],
        list: [
          'Get a certified true copy of the title from the Registry of Deeds',
          'Check the annotations: mortgages, adverse claims, lis pendens',
          'Inspect the property and talk to the occupants',
          'Verify the real property tax payments with the assessor and treasurer',
          'Confirm the identity and authority of the seller',
        ],
      },
      {
        heading: 'Taxes and fees',
        paragraphs: [
          'Capital gains tax and documentary stamp tax are usually shouldered by the seller, transfer tax and registration fees by the buyer, but the parties may agree otherwise.',
        ],
      },
    ],
  },
  {
    title: 'Condominium Disputes: Association Dues, Parking and the HSAC',
    category: 'Real Estate Law',
    practiceArea: 'Property Law',
    difficulty: 'Intermediate',
    tags: ['Condominium Act', 'DHSUD', 'Homeowners', 'Practice Tips'],
    summary:
      'Where do unit owners go when they disagree with the condominium corporation? Jurisdiction, common areas and the enforcement of unpaid dues.',
    intro:
      'Disputes between unit owners and the condominium corporation are intra-corporate in nature, but the Human Settlements Adjudication Commission also hears many of them.',
    sections: [
      {
        heading: 'Common areas',
        paragraphs: [
          'Parking slots may be common areas or separately titled units; the master deed and the declaration of restrictions decide.',
        ],
      },
      {
        heading: 'Unpaid dues',
        paragraphs: [
          "The condominium corporation may annotate unpaid assessments as a lien on the unit's title and enforce it like a real estate mortgage.",
        ],
      },
    ],
  },
  {
    title: 'Your Rights When Arrested Without a Warrant',
    category: 'Criminal Law',
    practiceArea: 'Criminal Defense',
    difficulty: 'Beginner',
    tags: ['Warrantless Arrest', 'Custodial Investigation', 'Bill of Rights', 'Client Guidance'],
    summary:
      'When police may arrest without a warrant, what they must tell you, and why anything said without counsel is inadmissible.',
    intro:
      'Section 5, Rule 113 of the Rules of Court allows arrests without a warrant in three situations only: in flagrante delicto, hot pursuit, and escaped prisoners.',
    sections: [
      {
        heading: 'Rights under custodial investigation',
        paragraphs: [
          'A person under investigation has the right to remain silent and to have competent and independent counsel, preferably of his own choice, and must be informed of these rights.',
        ],
      },
      {
        heading: 'Inquest',
        paragraphs: [
          'A person arrested without a warrant must be brought to an inquest prosecutor within the periods of Article 125 of the Revised Penal Code: 12, 18 or 36 hours depending on the penalty.',
        ],
      },
    ],
  },
  {
    title: 'Plea Bargaining in Drug Cases After Estipona',
    category: 'Criminal Law',
    practiceArea: 'Criminal Defense',
    difficulty: 'Advanced',
    tags: ['Plea Bargaining', 'RA 9165', 'Supreme Court', 'Court Decisions'],
    summary:
      "The Supreme Court struck down the ban on plea bargaining in drug cases and issued a framework. How the framework works and the limits on the prosecutor's objection.",
    intro:
      'In Estipona v. Lobrigo, the Court declared Section 23 of Republic Act No. 9165 unconstitutional for encroaching on its rule-making power. A plea bargaining framework followed.',
    sections: [
      {
        heading: 'The framework',
        paragraphs: [
          'The framework lists the acceptable plea for each offence and quantity of drugs; for small quantities of shabu, a plea to possession of drug paraphernalia is allowed.',
        ],
      },
      {
        heading: 'Objections of the prosecution',
        paragraphs: [
          'The prosecution may object, but the court may overrule an objection that is based solely on a contrary internal policy of the Department of Justice.',
        ],
      },
    ],
  },
  {
    title: 'Declaration of Nullity After Tan-Andal: What Changed',
    category: 'Family Law',
    practiceArea: 'Family Relations',
    difficulty: 'Intermediate',
    tags: ['Psychological Incapacity', 'Article 36', 'Family Code', 'Court Decisions'],
    summary:
      'Psychological incapacity is now a legal, not a medical, concept, and expert testimony is no longer indispensable. What petitioners must prove today.',
    intro:
      'Tan-Andal v. Andal abandoned the Molina guidelines that required a medically identified root cause and incurability in the medical sense.',
    sections: [
      {
        heading: 'The new standard',
        paragraphs: [
          "The incapacity must be grave, existing at the time of the marriage and incurable in the legal sense, proved by clear and convincing evidence of the spouse's enduring personality structure.",
        ],
      },
      {
        heading: 'Evidence',
        paragraphs: [
          "Ordinary witnesses who knew the spouse before the marriage may testify on the behaviour they observed; a psychologist's testimony helps but is not required.",
        ],
      },
    ],
  },
  {
    title: 'Child Support: How Courts Compute It',
    category: 'Family Law',
    practiceArea: 'Family Relations',
    difficulty: 'Beginner',
    tags: ['Support', 'Family Code', 'Children', 'Client Guidance'],
    summary:
      'Support is proportionate to the resources of the giver and the needs of the recipient. How to ask for support pendente lite and enforce it.',
    intro:
      'Parents are obliged to support their children, legitimate or illegitimate, in keeping with the financial capacity of the family.',
    sections: [
      {
        heading: 'What support covers',
        paragraphs: [
          'Support covers everything indispensable for sustenance, dwelling, clothing, medical attendance, education and transportation.',
        ],
      },
      {
        heading: 'Support pendente lite',
        paragraphs: [
          'While the case is pending, the court may order provisional support on the basis of affidavits and documents, without a full trial.',
        ],
      },
    ],
  },
  {
    title: 'Estate Tax Amnesty and Settling an Old Estate',
    category: 'Tax Law',
    practiceArea: 'Tax Planning',
    difficulty: 'Intermediate',
    tags: ['Estate Tax', 'Tax Amnesty', 'Extrajudicial Settlement', 'Regulatory Changes'],
    summary:
      'Heirs of decedents who died years ago can settle estate taxes at a reduced rate under the amnesty. Steps, documents and deadlines.',
    intro:
      'Many families hold land still titled in the name of grandparents because the estate tax was never paid. The estate tax amnesty gives them a way out.',
    sections: [
      {
        heading: 'Coverage',
        paragraphs: [
          'The amnesty covers estates of decedents who died on or before the cut-off date fixed by law, with or without assessments duly issued, subject to exceptions.',
        ],
      },
      {
        heading: 'Steps',
        paragraphs: ['The usual sequence is:'],
        list: [
          'Execute an extrajudicial settlement or secure a court order',
          'File the Estate Tax Amnesty Return with the Revenue District Office',
          'Pay the amnesty tax of six percent of the net estate',
          'Obtain the electronic Certificate Authorizing Registration',
          'Transfer the titles at the Registry of Deeds',
        ],
      },
    ],
  },
  {
    title: 'The TRAIN Law and Individual Income Tax: A Refresher',
    category: 'Tax Law',
    practiceArea: 'Tax Planning',
    difficulty: 'Beginner',
    tags: ['Income Tax', 'TRAIN Law', 'Self-Employed', 'Educational'],
    summary:
      'The graduated rates, the 8% option for self-employed individuals and professionals, and the tax-exempt 13th month pay ceiling.',
    intro:
      'Republic Act No. 10963 restructured the individual income tax. Compensation earners with annual taxable income of PHP 250,000 or less pay no income tax.',
    sections: [
      {
        heading: 'The 8% option',
        paragraphs: [
          'Self-employed individuals and professionals with gross sales or receipts not exceeding the VAT threshold may elect an eight percent tax on gross sales or receipts in excess of PHP 250,000, in lieu of the graduated rates and percentage tax.',
        ],
      },
      {
        heading: 'Thirteenth month pay',
        paragraphs: ['Thirteenth month pay and other benefits up to PHP 90,000 a year are excluded from gross income.'],
      },
    ],
  },
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
