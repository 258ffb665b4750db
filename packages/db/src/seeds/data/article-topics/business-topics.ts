import type { ArticleTopic } from '../article-topics.ts';

/** Companies, privacy, work and inventions: the first two articles of each of these categories. */
export const BUSINESS_TOPICS: readonly ArticleTopic[] = [
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
];
