/**
 * The six sample job openings shown on /jobs (fixed in the client, no server call). Employers are
 * fictional. Posting dates are relative to when the page loads so the samples always read as recent.
 */
export interface Job {
  id: number;
  title: string;
  company: string;
  companyType: string;
  location: string;
  practiceArea: string;
  employmentType: string;
  experience: string;
  /** Text range in pesos, as the employer wrote it. */
  salary: string;
  salaryMin: number;
  isRemote: boolean;
  /** ISO timestamp. */
  postedDate: string;
  description: string;
  requirements: string[];
  benefits: string[];
  companyLogo: string | null;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export const JOBS: readonly Job[] = [
  {
    id: 1,
    title: 'Junior Associate, Corporate and Securities',
    company: 'Villanueva Santos & Reyes Law Offices',
    companyType: 'Law Firm',
    location: 'Makati City, Metro Manila',
    practiceArea: 'Corporate Law',
    employmentType: 'Full-time',
    experience: 'Entry Level (0-2 years)',
    salary: '₱600,000 - ₱840,000 per year',
    salaryMin: 600_000,
    isRemote: false,
    postedDate: daysAgo(2),
    description: 'Join the capital markets team on SEC filings, corporate housekeeping and due diligence for mergers and public offerings.',
    requirements: ['Member of the Philippine Bar', 'Strong legal writing in English', 'Familiarity with the Revised Corporation Code', 'Willing to render overtime during closings'],
    benefits: ['HMO for employee and two dependents', 'MCLE sponsorship', '13th and 14th month pay', 'Bar review leave for paralegals'],
    companyLogo: null,
  },
  {
    id: 2,
    title: 'In-House Legal Counsel',
    company: 'Pacific Archipelago Bank',
    companyType: 'Corporate Legal Department',
    location: 'Taguig City, Metro Manila',
    practiceArea: 'Banking & Finance',
    employmentType: 'Full-time',
    experience: 'Senior Associate (6-8 years)',
    salary: '₱1,800,000 - ₱2,400,000 per year',
    salaryMin: 1_800_000,
    isRemote: false,
    postedDate: daysAgo(5),
    description: 'Advise on lending documentation, BSP regulatory compliance and data privacy for a growing digital bank.',
    requirements: ['At least 6 years of banking or finance practice', 'Knowledge of BSP circulars and the AMLA', 'Experience negotiating loan agreements'],
    benefits: ['Hybrid work (3 days on site)', 'Preferential housing and car loans', 'Performance bonus'],
    companyLogo: null,
  },
  {
    id: 3,
    title: 'Legal Researcher',
    company: 'LexTech Philippines',
    companyType: 'Legal Tech Company',
    location: 'Remote',
    practiceArea: 'Litigation',
    employmentType: 'Part-time',
    experience: 'Entry Level (0-2 years)',
    salary: '₱360,000 - ₱480,000 per year',
    salaryMin: 360_000,
    isRemote: true,
    postedDate: daysAgo(1),
    description: 'Summarise Supreme Court decisions and tag doctrines for a legal research database. Flexible hours, fully remote.',
    requirements: ['Law graduate or bar passer', 'Careful reader of jurisprudence', 'Reliable internet connection', 'Available 20 hours a week', 'Basic spreadsheet skills'],
    benefits: ['Work from anywhere in the Philippines', 'Flexible schedule', 'Free research database access', 'Laptop allowance'],
    companyLogo: null,
  },
  {
    id: 4,
    title: 'Labor Litigation Associate',
    company: 'Sarmiento Ocampo Legal',
    companyType: 'Law Firm',
    location: 'Davao City, Davao del Sur',
    practiceArea: 'Labor & Employment',
    employmentType: 'Full-time',
    experience: 'Associate (3-5 years)',
    salary: '₱720,000 - ₱960,000 per year',
    salaryMin: 720_000,
    isRemote: false,
    postedDate: daysAgo(12),
    description: 'Handle illegal dismissal and money claims before the NLRC and the Court of Appeals for workers and cooperatives in Mindanao.',
    requirements: ['3 or more years of labor litigation', 'Appearance experience before the NLRC', 'Fluency in Cebuano or Bisaya'],
    benefits: ['HMO coverage', 'Travel allowance for hearings', 'Profit sharing'],
    companyLogo: null,
  },
  {
    id: 5,
    title: 'Legal Aid Lawyer, Family and Children',
    company: 'Bayanihan Legal Aid Foundation',
    companyType: 'Non-Profit Organization',
    location: 'Cebu City, Cebu',
    practiceArea: 'Family Law',
    employmentType: 'Contract',
    experience: 'Associate (3-5 years)',
    salary: '₱540,000 - ₱660,000 per year',
    salaryMin: 540_000,
    isRemote: false,
    postedDate: daysAgo(20),
    description: 'Represent women and children in VAWC, support and custody cases, and run community legal clinics across Central Visayas.',
    requirements: ['Member of the Philippine Bar', 'Experience in family courts', 'Commitment to public interest work', 'Willing to travel to island municipalities'],
    benefits: ['12-month renewable contract', 'Mental health support', 'Training with partner law schools', 'Transportation allowance', 'Paid community service days'],
    companyLogo: null,
  },
  {
    id: 6,
    title: 'Attorney IV, Environmental Regulation',
    company: 'Philippine Coastal Resources Authority',
    companyType: 'Government Agency',
    location: 'Quezon City, Metro Manila',
    practiceArea: 'Environmental Law',
    employmentType: 'Full-time',
    experience: 'Counsel (9-12 years)',
    salary: '₱1,200,000 - ₱1,500,000 per year',
    salaryMin: 1_200_000,
    isRemote: false,
    postedDate: daysAgo(45),
    description: 'Draft coastal-use regulations, review environmental compliance certificates and represent the agency in administrative cases.',
    requirements: ['At least 9 years of practice', 'Career Service Professional eligibility (RA 1080)', 'Background in environmental or administrative law'],
    benefits: ['GSIS and PhilHealth membership', 'Mid-year and year-end bonuses', 'Security of tenure in government service'],
    companyLogo: null,
  },
];
