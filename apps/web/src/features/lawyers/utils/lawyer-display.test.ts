import { describe, expect, it } from 'vitest';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { lawyerName, lawyerPlace, lawyerPracticeArea, lawyerProfileId } from './lawyer-display';
import { lawyerFiltersToParams, parseLawyerFilters, toLawyersQuery } from './lawyer-filters';

const lawyer = (fields: Partial<Lawyer>): Partial<Lawyer> => ({ _id: 'uuid-1', ...fields });

describe('lawyer display fallbacks', () => {
  it('names: fullName, full_name, the parts, else Lawyer', () => {
    expect(lawyerName(lawyer({ fullName: 'Maria Clara Santos' }))).toBe('Maria Clara Santos');
    expect(lawyerName(lawyer({ full_name: 'Jose Rizal' }))).toBe('Jose Rizal');
    expect(lawyerName(lawyer({ firstName: 'Ana', middleName: null, lastName: 'Reyes' }))).toBe('Ana Reyes');
    expect(lawyerName(lawyer({ fullName: '  ' }))).toBe('Lawyer');
    expect(lawyerName(lawyer({}))).toBe('Lawyer');
  });

  it('re-cases ALL-CAPS roll names', () => {
    expect(lawyerName(lawyer({ fullName: 'JUAN DELA CRUZ' }))).not.toBe('JUAN DELA CRUZ');
  });

  it('practice area: every practice area, else every specialization, else Legal Professional', () => {
    expect(lawyerPracticeArea(lawyer({ practiceAreas: ['Tax'], specializations: ['Corporate'] }))).toBe('Tax');
    // Every area the practice-area filter matches is on the card, not only the first.
    expect(lawyerPracticeArea(lawyer({ practiceAreas: ['Civil', 'Family'], specializations: ['Tax'] }))).toBe(
      'Civil, Family',
    );
    expect(lawyerPracticeArea(lawyer({ practiceAreas: [], specializations: ['Corporate'] }))).toBe('Corporate');
    expect(lawyerPracticeArea(lawyer({}))).toBe('Legal Professional');
  });

  it('place: office city and province, the roll address, else Philippines', () => {
    expect(
      lawyerPlace(lawyer({ officeAddress: { city: 'Makati City', province: 'Metro Manila' }, address: 'x' })),
    ).toBe('Makati City, Metro Manila');
    expect(lawyerPlace(lawyer({ address: 'Cebu City' }))).toBe('Cebu City');
    expect(lawyerPlace(lawyer({ address: 'PASIG CITY, METRO MANILA' }))).toBe('Pasig City, Metro Manila');
    expect(lawyerPlace(lawyer({ address: '  ', officeAddress: {} }))).toBe('Philippines');
    expect(lawyerPlace(lawyer({}))).toBe('Philippines');
  });

  it('profile id: roll number, else internal id', () => {
    expect(lawyerProfileId({ _id: 'uuid-1', rollNumber: '45678' })).toBe('45678');
    expect(lawyerProfileId({ _id: 'uuid-1', rollNumber: ' ' })).toBe('uuid-1');
  });
});

describe('lawyer search URL', () => {
  it('accepts search or q, ignores unknown practice areas', () => {
    expect(parseLawyerFilters(new URLSearchParams('q=pena'))).toEqual({
      search: 'pena',
      location: '',
      practiceArea: '',
    });
    expect(parseLawyerFilters(new URLSearchParams('search=cruz&q=other&practiceArea=Tax&location=Cebu'))).toEqual({
      search: 'cruz',
      location: 'Cebu',
      practiceArea: 'Tax',
    });
    expect(parseLawyerFilters(new URLSearchParams('practiceArea=Astrology')).practiceArea).toBe('');
  });

  it('writes search, not q, and pages by 50', () => {
    expect(lawyerFiltersToParams({ search: 'pena', location: '', practiceArea: 'Real Estate Law' }).toString()).toBe(
      'search=pena&practiceArea=Real+Estate+Law',
    );
    expect(toLawyersQuery({ search: '', location: 'Iloilo', practiceArea: '' })).toEqual({
      search: undefined,
      location: 'Iloilo',
      practiceArea: undefined,
      limit: 50,
    });
  });
});
