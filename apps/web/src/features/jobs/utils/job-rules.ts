import type { Job } from '@batas/shared/contracts/jobs';
import { parsePage } from '../../../utils/page-of';
import { JOB_SORTS, MINIMUM_SALARIES, type JobSort } from '../data/job-options';

export interface JobFilters {
  search: string;
  location: string;
  practiceArea: string;
  employmentType: string;
  experience: string;
  companyType: string;
  /** Annual pesos; 0 means no minimum. */
  minSalary: number;
  remoteOnly: boolean;
  sort: JobSort;
  /** The page of results, from 1 (JOBS_PAGE_SIZE a page). */
  page: number;
}

/** How many filters are in force (the Filters button says it): the search words and the sort are not filters. */
export function activeJobFilters(filters: JobFilters): number {
  const chosen = [
    filters.location,
    filters.practiceArea,
    filters.employmentType,
    filters.experience,
    filters.companyType,
  ];
  return chosen.filter(Boolean).length + (filters.minSalary > 0 ? 1 : 0) + (filters.remoteOnly ? 1 : 0);
}

/** Job cards are long (requirements and benefits): five make a page. */
export const JOBS_PAGE_SIZE = 5;

export const EMPTY_JOB_FILTERS: JobFilters = {
  search: '',
  location: '',
  practiceArea: '',
  employmentType: '',
  experience: '',
  companyType: '',
  minSalary: 0,
  remoteOnly: false,
  sort: 'newest',
  page: 1,
};

const COMPARE: Record<JobSort, (a: Job, b: Job) => number> = {
  newest: (a, b) => Date.parse(b.postedDate) - Date.parse(a.postedDate),
  salary: (a, b) => b.salaryMin - a.salaryMin,
  company: (a, b) => a.company.localeCompare(b.company),
  title: (a, b) => a.title.localeCompare(b.title),
};

function matchesLocation(job: Job, location: string): boolean {
  if (!location) return true;
  if (location.toLowerCase() === 'remote') return job.isRemote; // remote jobs, wherever their office is
  return job.location.toLowerCase().includes(location.toLowerCase());
}

/** The job filters' matching rules (docs/product.md, Jobs). */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const search = filters.search.trim().toLowerCase();
  const exact = (value: string, wanted: string) => !wanted || value === wanted;
  return jobs
    .filter(
      (job) => !search || [job.title, job.company, job.description].some((text) => text.toLowerCase().includes(search)),
    )
    .filter((job) => matchesLocation(job, filters.location.trim()))
    .filter((job) => exact(job.practiceArea, filters.practiceArea))
    .filter((job) => exact(job.employmentType, filters.employmentType))
    .filter((job) => exact(job.experience, filters.experience))
    .filter((job) => exact(job.companyType, filters.companyType))
    .filter((job) => job.salaryMin >= filters.minSalary)
    .filter((job) => !filters.remoteOnly || job.isRemote)
    .sort(COMPARE[filters.sort]);
}

/**
 * Where to apply: the employer's application page, else an e-mail to the employer with the job in the subject.
 * Null when the job gives neither (the button is then left out rather than doing nothing).
 */
export function applyLink(
  job: Pick<Job, 'applyUrl' | 'applyEmail' | 'title'>,
): { href: string; external: boolean } | null {
  if (job.applyUrl && /^https?:\/\//i.test(job.applyUrl)) return { href: job.applyUrl, external: true };
  if (job.applyEmail) {
    const subject = encodeURIComponent(`Application: ${job.title}`);
    return { href: `mailto:${job.applyEmail}?subject=${subject}`, external: false };
  }
  return null;
}

/** The first `count` entries and how many more there are ('+N more'). */
export function firstOf<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

const SORT_VALUES: readonly string[] = JOB_SORTS.map((sort) => sort.value);
const TEXT_FIELDS = ['location', 'practiceArea', 'employmentType', 'experience', 'companyType'] as const;

/** `q` is the search (the home page sends it); the other fields keep their names. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const minSalary = Number(params.get('minSalary'));
  const sort = params.get('sort') ?? '';
  const filters: JobFilters = {
    ...EMPTY_JOB_FILTERS,
    search: (params.get('q') ?? '').trim(),
    minSalary: (MINIMUM_SALARIES as readonly number[]).includes(minSalary) ? minSalary : 0,
    remoteOnly: params.get('remote') === '1',
    sort: SORT_VALUES.includes(sort) ? (sort as JobSort) : 'newest',
    page: parsePage(params.get('page')),
  };
  for (const field of TEXT_FIELDS) filters[field] = params.get(field) ?? '';
  return filters;
}

export function jobFiltersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  for (const field of TEXT_FIELDS) if (filters[field]) params.set(field, filters[field]);
  if (filters.minSalary) params.set('minSalary', String(filters.minSalary));
  if (filters.remoteOnly) params.set('remote', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
