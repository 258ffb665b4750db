import { SAMPLE_FIRMS } from '@batas/shared/samples/firms';

/** Material for the full profiles of the demo's claimed and verified lawyers. */
export const LAW_SCHOOLS: ReadonlyArray<readonly [string, number]> = [
  ['University of the Philippines College of Law', 8],
  ['Ateneo de Manila University School of Law', 7],
  ['University of Santo Tomas Faculty of Civil Law', 7],
  ['San Beda University College of Law', 6],
  ['De La Salle University Tañada-Diokno School of Law', 3],
  ['Far Eastern University Institute of Law', 4],
  ['Arellano University School of Law', 4],
  ['University of San Carlos School of Law and Governance', 4],
  ['University of San Agustin College of Law', 2],
  ['Ateneo de Davao University College of Law', 3],
  ['Xavier University College of Law', 2],
  ['Saint Louis University School of Law', 2],
  ['Silliman University College of Law', 2],
  ['Manuel L. Quezon University School of Law', 2],
  ['Lyceum of the Philippines University College of Law', 2],
];

/** Where the pre-law degree was earned: a university's undergraduate colleges, never its law school. */
export const UNIVERSITIES: ReadonlyArray<readonly [string, number]> = [
  ['University of the Philippines Diliman', 8],
  ['Ateneo de Manila University', 6],
  ['University of Santo Tomas', 7],
  ['De La Salle University', 5],
  ['San Beda University', 3],
  ['Far Eastern University', 4],
  ['Polytechnic University of the Philippines', 4],
  ['University of San Carlos', 3],
  ['Silliman University', 2],
  ['Ateneo de Davao University', 2],
  ['Xavier University – Ateneo de Cagayan', 2],
  ['Saint Louis University', 2],
  ['University of the Philippines Visayas', 2],
  ['Mindanao State University', 2],
  ['Centro Escolar University', 2],
];

export const UNDERGRADUATE_DEGREES: readonly string[] = [
  'Bachelor of Arts in Political Science',
  'Bachelor of Science in Accountancy',
  'Bachelor of Arts in Philosophy',
  'Bachelor of Science in Business Administration',
  'Bachelor of Arts in Economics',
  'Bachelor of Science in Management Engineering',
  'Bachelor of Arts in Communication',
  'Bachelor of Science in Nursing',
  'Bachelor of Science in Civil Engineering',
];

export const LAW_DEGREES: readonly string[] = ['Juris Doctor', 'Bachelor of Laws'];

export const GRADUATE_DEGREES: readonly string[] = [
  'Master of Laws (LL.M.)',
  'Master of Laws in Taxation',
  'Master in Public Administration',
  'Master of Business Administration',
];

// The first five are the sample firms with more than one lawyer (packages/shared/src/samples/data/firms.ts): their
// profile pages list the demo lawyers who work there. The list keeps its length so the demo draws stay the same.
export const LAW_FIRMS: readonly string[] = [
  ...SAMPLE_FIRMS.filter((firm) => firm.lawyerCount > 1).map((firm) => firm.name),
  'Macaraeg Peña Nuñez & Partners',
  'Tolentino Pascual & Soriano',
  'Del Rosario De Leon Law Offices',
  'Navarro Salvador & Mercado',
  'Visayas Legal Partners',
  'Mindanao Law Center',
  'Cordillera Legal Associates',
];

export const GOVERNMENT_OFFICES: readonly string[] = [
  "Public Attorney's Office",
  'Office of the Solicitor General',
  'Department of Justice',
  'Office of the Ombudsman',
  'Commission on Audit',
  'Securities and Exchange Commission',
  'Bureau of Internal Revenue',
  'National Labor Relations Commission',
];

export const POSITIONS: readonly string[] = [
  'Associate',
  'Senior Associate',
  'Junior Partner',
  'Partner',
  'Managing Partner',
  'Of Counsel',
];
export const GOVERNMENT_POSITIONS: readonly string[] = [
  'Public Attorney II',
  'State Prosecutor',
  'Associate Solicitor',
  'Graft Investigation Officer',
  'Legal Officer III',
];

export const CERTIFICATIONS: ReadonlyArray<{ name: string; issuingOrganization: string }> = [
  { name: 'Certified Public Accountant', issuingOrganization: 'Professional Regulation Commission' },
  { name: 'Accredited Mediator', issuingOrganization: 'Philippine Mediation Center' },
  { name: 'Certified Data Protection Officer', issuingOrganization: 'National Privacy Commission' },
  { name: 'Accredited Arbitrator', issuingOrganization: 'Philippine Dispute Resolution Center, Inc.' },
  {
    name: 'Certified Information Privacy Professional/Asia (CIPP/A)',
    issuingOrganization: 'International Association of Privacy Professionals',
  },
  { name: 'Registered Patent Agent', issuingOrganization: 'Intellectual Property Office of the Philippines' },
  { name: 'Certified Tax Technician', issuingOrganization: 'Bureau of Internal Revenue' },
];

export const QUALIFICATIONS: ReadonlyArray<{ title: string; issuingBody: string; description: string }> = [
  {
    title: 'MCLE Compliance Certificate',
    issuingBody: 'MCLE Office, Supreme Court',
    description: 'Mandatory Continuing Legal Education compliance for the current compliance period.',
  },
  {
    title: 'Accreditation as Legal Aid Counsel',
    issuingBody: 'Integrated Bar of the Philippines',
    description: 'Accredited to handle legal aid cases for indigent clients.',
  },
  {
    title: 'Bar Examinations Honoree',
    issuingBody: 'Supreme Court of the Philippines',
    description: 'Placed among the top-ranked examinees of the Bar Examinations.',
  },
  {
    title: 'Certificate in Trial Advocacy',
    issuingBody: 'Philippine Judicial Academy',
    description: 'Completed the intensive trial advocacy programme.',
  },
];

export const LANGUAGES: ReadonlyArray<readonly [string, number]> = [
  ['Filipino', 10],
  ['English', 10],
  ['Cebuano', 3],
  ['Ilocano', 2],
  ['Hiligaynon', 2],
  ['Bikol', 1],
  ['Waray', 1],
  ['Kapampangan', 1],
  ['Pangasinan', 1],
  ['Spanish', 1],
  ['Mandarin', 1],
  ['Hokkien', 1],
  ['Japanese', 1],
];

/** Specialisation labels lawyers use, beyond the directory's eight practice areas. */
export const SPECIALIZATIONS: readonly string[] = [
  'Litigation',
  'Corporate Law',
  'Labor & Employment',
  'Tax Law',
  'Banking & Finance',
  'Intellectual Property',
  'Criminal Law',
  'Family Law',
  'Immigration Law',
  'Environmental Law',
  'Securities Law',
  'Real Estate Law',
  'Data Privacy',
  'Arbitration and Mediation',
  'Election Law',
];

export const BIO_TEMPLATES: readonly string[] = [
  '{name} has practised law for {years} years, focusing on {area} matters before trial courts, quasi-judicial agencies and the appellate courts. {pronoun} advises clients in {city} and nearby provinces and is known for clear, practical advice.',
  'A member of the Integrated Bar of the Philippines, {chapter} Chapter, {name} handles {area} cases for individuals, families and small businesses. Before private practice, {pronounLower} served in government for several years.',
  '{name} leads the {area} practice of the firm. {pronoun} has represented clients in landmark cases and regularly lectures in Mandatory Continuing Legal Education seminars.',
];
