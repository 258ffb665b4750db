import { describe, expect, it } from 'vitest';
import { uploadError, verificationErrors } from './validate-upload';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('verification upload checks', () => {
  it.each([
    [file('me.jpg', 'image/jpeg'), {}, null],
    [file('me.JPEG', ''), {}, null],
    [file('id.pdf', 'application/pdf'), {}, null],
    [file('id.pdf', 'application/pdf'), { imagesOnly: true }, 'Please upload a valid image (JPG, PNG)'],
    [file('virus.exe', 'application/x-msdownload'), { imagesOnly: true }, 'Please upload a valid image (JPG, PNG)'],
    [file('virus.exe', 'application/x-msdownload'), {}, 'Please upload a valid image (JPG, PNG) or PDF file'],
    [file('big.png', 'image/png', 5_242_881), {}, 'File size must be less than 5MB'],
    [file('limit.png', 'image/png', 5_242_880), {}, null],
  ])('%o %o → %s', (input, options, expected) => {
    expect(uploadError(input, options)).toBe(expected);
  });

  it('needs both files', () => {
    expect(verificationErrors({ selfie: file('a.png', 'image/png'), idDocument: null })).toEqual({
      form: 'Please upload both selfie and ID document',
    });
    expect(
      verificationErrors({ selfie: file('a.pdf', 'application/pdf'), idDocument: file('b.pdf', 'application/pdf') }),
    ).toEqual({
      selfie: 'Please upload a valid image (JPG, PNG)',
    });
    expect(
      verificationErrors({ selfie: file('a.png', 'image/png'), idDocument: file('b.pdf', 'application/pdf') }),
    ).toBeNull();
  });
});
