/** The jobs page's choices. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance'] as const;

export const EXPERIENCE_LEVELS = [
  'Entry Level (0-2 years)',
  'Associate (3-5 years)',
  'Senior Associate (6-8 years)',
  'Counsel (9-12 years)',
  'Partner Track (10+ years)',
  'Partner Level (15+ years)',
] as const;

export const COMPANY_TYPES = [
  'Law Firm',
  'Corporate Legal Department',
  'Government Agency',
  'Non-Profit Organization',
  'Legal Tech Company',
  'Consulting Firm',
] as const;

/** Annual pesos. */
export const MINIMUM_SALARIES = [300_000, 500_000, 800_000, 1_000_000, 1_500_000] as const;

/** 'Remote' is special: it matches remote jobs whatever their office location. */
export const JOB_LOCATIONS = [
  'Metro Manila',
  'Makati City',
  'Quezon City',
  'Taguig City',
  'Pasig City',
  'Cebu City',
  'Davao City',
  'Iloilo City',
  'Cagayan de Oro',
  'Remote',
] as const;

export const JOB_PRACTICE_AREAS = [
  'Corporate Law',
  'Litigation',
  'Labor & Employment',
  'Banking & Finance',
  'Tax Law',
  'Family Law',
  'Environmental Law',
  'Intellectual Property',
  'Real Estate Law',
  'Criminal Law',
] as const;

export const JOB_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'salary', label: 'Highest Salary' },
  { value: 'company', label: 'Company A-Z' },
  { value: 'title', label: 'Job Title A-Z' },
] as const;

export type JobSort = (typeof JOB_SORTS)[number]['value'];
