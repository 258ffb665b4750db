import type { ArticleTopic } from '../article-topics.ts';

/** Land, crimes, families and taxes: the first two articles of each of these categories. */
export const PEOPLE_AND_PROPERTY_TOPICS: readonly ArticleTopic[] = [
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
];
