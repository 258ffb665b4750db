import { describe, expect, it } from 'vitest';
import { firmSlug, sampleFirmBySlug, SAMPLE_FIRMS as FIRMS } from '@batas/shared/samples/firms';
import {
  EMPTY_FIRM_FILTERS,
  filterFirms,
  firmFiltersToParams,
  firmRating,
  firmSortOptions,
  parseFirmFilters,
  type FirmFilters,
} from './firm-rules';

describe('firm slug rule', () => {
  it.each([
    ['Villanueva Santos & Reyes Law Offices', 'villanueva-santos-reyes-law-offices'],
    ['Atty. Rosario F. Gatchalian Law Office', 'atty-rosario-f-gatchalian-law-office'],
    ['Mendoza Lim Tan & Associates', 'mendoza-lim-tan-associates'],
    // The rule is literal: hyphens and ñ are non-alphanumerics and disappear.
    ['  Peña-Ocampo  Legal ', 'peaocampo-legal'],
    ['ACCRA 2024', 'accra-2024'],
  ])('%s → %s', (name, slug) => {
    expect(firmSlug(name)).toBe(slug);
  });

  it('every sample firm has a distinct slug', () => {
    expect(new Set(FIRMS.map((firm) => firmSlug(firm.name))).size).toBe(FIRMS.length);
  });

  it('finds the firm a profile address names, and nothing for another', () => {
    expect(sampleFirmBySlug('mendoza-lim-tan-associates')?.name).toBe('Mendoza Lim Tan & Associates');
    expect(sampleFirmBySlug('no-such-firm')).toBeUndefined();
  });

  it('gives every sample firm its main office at its location, and a way to reach it', () => {
    for (const firm of FIRMS) {
      expect(firm.offices.length, firm.name).toBeGreaterThan(0);
      expect(firm.location.startsWith(firm.offices[0]!.city), firm.name).toBe(true);
      expect(firm.email && firm.phone && firm.website, firm.name).toBeTruthy();
    }
  });
});

const ids = (filters: Partial<FirmFilters>) =>
  filterFirms(FIRMS, { ...EMPTY_FIRM_FILTERS, ...filters }).map((firm) => firm.id);

describe('firm filters and sorts', () => {
  it.each<[Partial<FirmFilters>, number[]]>([
    [{}, [6, 5, 2, 3, 4, 1]],
    [{ sort: 'size' }, [1, 2, 3, 5, 4, 6]],
    [{ sort: 'established' }, [1, 2, 3, 4, 5, 6]],
    [{ search: 'VILLANUEVA' }, [1]],
    [{ search: 'kalikasan', sort: 'name' }, []],
    [{ search: 'startups' }, [5]],
    [{ search: 'tax law', sort: 'established' }, [1, 3]],
    [{ location: 'metro manila', sort: 'established' }, [1, 2, 5]],
    [{ location: 'Cebu City' }, [3]],
    [{ specialization: 'Litigation', sort: 'established' }, [2, 4]],
    [{ specialization: 'Litigat' }, []],
    [{ size: 'Small Firm (2-10)' }, [5, 4]],
    [{ size: 'Small Firm' }, []],
    [{ location: 'Makati City', specialization: 'Securities Law', size: 'Big Law (200+)' }, [1]],
  ])('%j', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('offers no rating and no "Highest Rated" sort while no firm has reviews', () => {
    expect(FIRMS.every((firm) => firm.reviews === 0)).toBe(true);
    expect(FIRMS.map(firmRating)).toEqual(FIRMS.map(() => null));
    expect(firmSortOptions(FIRMS).map((sort) => sort.label)).toEqual(['Firm Size', 'Name A-Z', 'Most Established']);
    expect(parseFirmFilters(new URLSearchParams('sort=rating')).sort).toBe('name');
    // Once reviews exist, the rating and its sort come back.
    const reviewed = [{ ...FIRMS[0]!, rating: 4.5, reviews: 1 }, ...FIRMS.slice(1)];
    expect(firmRating(reviewed[0]!)).toBe('4.5 (1 review)');
    expect(firmSortOptions(reviewed).map((sort) => sort.label)).toContain('Highest Rated');
    expect(parseFirmFilters(new URLSearchParams('sort=rating'), reviewed).sort).toBe('rating');
  });

  it('keeps the filters in the URL', () => {
    const filters: FirmFilters = {
      search: 'ip',
      location: 'Taguig City',
      specialization: 'Intellectual Property',
      size: 'Small Firm (2-10)',
      sort: 'name',
      page: 3,
    };
    expect(parseFirmFilters(firmFiltersToParams(filters))).toEqual(filters);
    expect(parseFirmFilters(new URLSearchParams('sort=cheapest'))).toEqual(EMPTY_FIRM_FILTERS);
  });
});
