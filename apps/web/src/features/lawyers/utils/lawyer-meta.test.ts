import { describe, expect, it } from 'vitest';
import { lawyerMetaDescription } from './lawyer-meta';

describe('lawyerMetaDescription', () => {
  it('uses the bio, cut at 300 characters', () => {
    const bio = 'Litigator. '.repeat(60);
    const description = lawyerMetaDescription({ _id: '1', fullName: 'Ana Reyes', bio });
    expect(description.length).toBeLessThanOrEqual(300);
    expect(bio.startsWith(description)).toBe(true);
  });

  it('builds a sentence from the roll when there is no bio', () => {
    expect(
      lawyerMetaDescription({
        _id: '1',
        fullName: 'Ana Reyes',
        rollNumber: '54321',
        admissionDate: '1998-05-04',
        practiceAreas: ['Labor'],
        address: 'Iloilo City',
      }),
    ).toBe('Ana Reyes (Roll No. 54321), Labor in Iloilo City, admitted to the Philippine Bar on May 4, 1998.');
    expect(lawyerMetaDescription({ _id: '1' })).toBe('Lawyer, Legal Professional in Philippines.');
  });
});
