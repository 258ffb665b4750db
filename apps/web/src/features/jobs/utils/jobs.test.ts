import { describe, expect, it } from 'vitest';
import { SAMPLE_JOBS as JOBS } from '@batas/shared/samples/jobs';
import {
  activeJobFilters,
  applyLink,
  EMPTY_JOB_FILTERS,
  filterJobs,
  firstOf,
  jobFiltersToParams,
  parseJobFilters,
  type JobFilters,
} from './job-rules';
import { postedTimeAgo } from './posted-time';

const NOW = new Date('2025-06-30T12:00:00Z');
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('postedTimeAgo', () => {
  it.each<[string, string]>([
    [ago(0, 3), '1 day ago'],
    [ago(1), '1 day ago'],
    [ago(1, 23), '1 day ago'],
    [ago(2), '2 days ago'],
    [ago(6, 23), '6 days ago'],
    [ago(7), '1 week ago'],
    [ago(13), '1 week ago'],
    [ago(14), '2 weeks ago'],
    [ago(29), '4 weeks ago'],
    [ago(30), '1 month ago'],
    [ago(59), '1 month ago'],
    [ago(60), '2 months ago'],
    [ago(400), '13 months ago'],
    [ago(-2), '1 day ago'],
  ])('%s → %s', (date, expected) => {
    expect(postedTimeAgo(date, NOW)).toBe(expected);
  });

  it('gives nothing for an unreadable date', () => {
    expect(postedTimeAgo('not a date', NOW)).toBe('');
  });
});

const ids = (filters: Partial<JobFilters>) =>
  filterJobs(JOBS, { ...EMPTY_JOB_FILTERS, ...filters }).map((job) => job.id);

describe('job filters and sorts', () => {
  it.each<[Partial<JobFilters>, number[]]>([
    [{}, [3, 1, 2, 4, 5, 6]],
    [{ sort: 'salary' }, [2, 6, 4, 1, 5, 3]],
    [{ sort: 'company' }, [5, 3, 2, 6, 4, 1]],
    [{ sort: 'title' }, [6, 2, 1, 4, 5, 3]],
    [{ search: 'nlrc' }, [4]],
    [{ search: 'BANK' }, [2]],
    [{ search: 'villanueva' }, [1]],
    [{ location: 'metro manila' }, [1, 2, 6]],
    [{ location: 'Remote' }, [3]],
    [{ location: 'Davao City' }, [4]],
    [{ practiceArea: 'Family Law' }, [5]],
    [{ employmentType: 'Part-time' }, [3]],
    [{ experience: 'Associate (3-5 years)' }, [4, 5]],
    [{ companyType: 'Government Agency' }, [6]],
    [{ minSalary: 800_000 }, [2, 6]],
    [{ minSalary: 600_000 }, [1, 2, 4, 6]],
    [{ minSalary: 1_500_000 }, [2]],
    [{ remoteOnly: true }, [3]],
    [{ remoteOnly: true, minSalary: 500_000 }, []],
  ])('%j', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('keeps filters in the URL and reads q', () => {
    const filters: JobFilters = {
      search: 'counsel',
      location: 'Remote',
      practiceArea: 'Tax Law',
      employmentType: 'Contract',
      experience: 'Counsel (9-12 years)',
      companyType: 'Consulting Firm',
      minSalary: 1_000_000,
      remoteOnly: true,
      sort: 'salary',
      page: 2,
    };
    expect(parseJobFilters(jobFiltersToParams(filters))).toEqual(filters);
    expect(parseJobFilters(new URLSearchParams('q=bank&minSalary=123&sort=x&page=0'))).toEqual({
      ...EMPTY_JOB_FILTERS,
      search: 'bank',
    });
  });
});

describe('activeJobFilters', () => {
  it.each<[Partial<JobFilters>, number]>([
    [{}, 0],
    // The search words and the sort stay in sight: they are not folded filters.
    [{ search: 'bank', sort: 'salary' }, 0],
    [{ location: 'Davao City', practiceArea: 'Family Law' }, 2],
    [{ minSalary: 600_000, remoteOnly: true, employmentType: 'Part-time' }, 3],
  ])('%j counts %i', (change, count) => {
    expect(activeJobFilters({ ...EMPTY_JOB_FILTERS, ...change })).toBe(count);
  });
});

describe('applyLink', () => {
  it("opens the employer's application page, else an e-mail naming the job", () => {
    expect(applyLink({ title: 'Counsel', applyUrl: 'https://jobs.example/1', applyEmail: 'hr@x.example' })).toEqual({
      href: 'https://jobs.example/1',
      external: true,
    });
    expect(applyLink({ title: 'Legal Aid Lawyer', applyUrl: null, applyEmail: 'hr@x.example' })).toEqual({
      href: 'mailto:hr@x.example?subject=Application%3A%20Legal%20Aid%20Lawyer',
      external: false,
    });
    expect(applyLink({ title: 'X', applyUrl: 'javascript:alert(1)', applyEmail: null })).toBeNull();
  });

  it('gives every sample job a way to apply', () => {
    for (const job of JOBS) expect(applyLink(job), job.title).not.toBeNull();
  });
});

describe('firstOf', () => {
  it('shows the first 3 and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstOf(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});
