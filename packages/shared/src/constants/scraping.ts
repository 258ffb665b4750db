/** The 19 scraping categories, with readable labels and the document type each imports. */
export const SCRAPING_CATEGORIES = [
  { slug: 'supreme-court-decisions', label: 'Supreme Court Decisions', documentType: 'Supreme Court Decision' },
  { slug: 'acts', label: 'Acts', documentType: 'Act' },
  { slug: 'batas-pambansa', label: 'Batas Pambansa', documentType: 'Batas Pambansa' },
  { slug: 'commonwealth-act', label: 'Commonwealth Acts', documentType: 'Commonwealth Act' },
  { slug: 'constitutions', label: 'Constitutions', documentType: 'Constitution' },
  { slug: 'general-order', label: 'General Orders', documentType: 'General Order' },
  { slug: 'letter-of-implementation', label: 'Letters of Implementation', documentType: 'Letter of Implementation' },
  { slug: 'letter-of-instruction', label: 'Letters of Instruction', documentType: 'Letter of Instruction' },
  { slug: 'presidential-decree', label: 'Presidential Decrees', documentType: 'Presidential Decree' },
  { slug: 'republic-acts', label: 'Republic Acts', documentType: 'Republic Act' },
  { slug: 'rules-of-court', label: 'Rules of Court', documentType: 'Rules of Court' },
  { slug: 'administrative-orders', label: 'Administrative Orders', documentType: 'Administrative Order' },
  { slug: 'executive-orders', label: 'Executive Orders', documentType: 'Executive Order' },
  { slug: 'memorandum-circulars', label: 'Memorandum Circulars', documentType: 'Memorandum Circular' },
  { slug: 'memorandum-orders', label: 'Memorandum Orders', documentType: 'Memorandum Order' },
  {
    slug: 'national-administrative-register',
    label: 'National Administrative Register',
    documentType: 'National Administrative Register',
  },
  {
    slug: 'presidential-proclamations',
    label: 'Presidential Proclamations',
    documentType: 'Presidential Proclamation',
  },
  { slug: 'bilateral-treaties', label: 'Bilateral Treaties', documentType: 'Bilateral Treaty' },
  {
    slug: 'regional-multilateral-treaties',
    label: 'Regional & Multilateral Treaties',
    documentType: 'Multilateral Treaty',
  },
] as const;

export type ScrapingCategorySlug = (typeof SCRAPING_CATEGORIES)[number]['slug'];

export const SCRAPING_LIMITS = {
  minYear: 1900,
  maxDocuments: { min: 1, max: 10_000, default: 100 },
  delayMs: { min: 500, max: 10_000, step: 100, default: 1500 },
  refreshIntervalMs: 10_000,
  logEntries: 50,
  chartTypes: 10,
  /**
   * SCRAPING_STALE_AFTER_MS: how long a running job's heartbeat may be silent before another worker takes it over.
   * It must stay well above the runner's 2 s heartbeat, or workers would take live jobs from each other.
   */
  staleAfterMs: { min: 5000, max: 3_600_000 },
} as const;

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const SCRAPING_JOB_STATUSES = ['pending', 'running', 'completed', 'failed', 'paused'] as const;
