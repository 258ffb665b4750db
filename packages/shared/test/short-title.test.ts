import { describe, expect, it } from 'vitest';
import { declaredShortTitle } from '../src/names/index.ts';

// Sentences as the Official Gazette prints them (the statute named after each).
describe('declaredShortTitle', () => {
  it.each([
    // RA 10173: curly quotes, the section heading before it
    [
      'SECTION 1 . Short Title. – This Act shall be known as the “Data Privacy Act of 2012”.',
      'Data Privacy Act of 2012',
    ],
    // RA 10353: closed with a double prime
    [
      'SECTION 1. Short Title. –This Act shall be known as the “Anti-Enforced or Involuntary Disappearance Act of 2012″.',
      'Anti-Enforced or Involuntary Disappearance Act of 2012',
    ],
    // RA 10361: two names, the first is the short title
    [
      'SECTION 1. Short Title. – This Act shall be known as the “Domestic Workers Act” or “Batas Kasambahay”.',
      'Domestic Workers Act',
    ],
    // RA 10354: the article inside the quotes is part of the name
    [
      'SECTION 1. Title . – This Act shall be known as “The Responsible Parenthood and Reproductive Health Act of 2012”.',
      'Responsible Parenthood and Reproductive Health Act of 2012',
    ],
    [
      'SECTION 1. Short Title. – This Act shall be known as the "Kindergarten Education Act".',
      'Kindergarten Education Act',
    ],
    [
      "SECTION 1. This Act shall be known as the 'Magna Carta for Public School Teachers'.",
      'Magna Carta for Public School Teachers',
    ],
    // RA 6657: unquoted
    [
      'SECTION 1. Title. — This Act shall be known as the Comprehensive Agrarian Reform Law of 1988.',
      'Comprehensive Agrarian Reform Law of 1988',
    ],
    // RA 8424: a code
    [
      'SECTION 1. Title of the Code. – This Code shall be known as the National Internal Revenue Code of 1997.',
      'National Internal Revenue Code of 1997',
    ],
    // PD 1607: 'may be cited as'
    ['SECTION 1. Short Title. — This Decree may be cited as the Tanodbayan Decree.', 'Tanodbayan Decree'],
    // RA 5186: 'known and cited as'
    [
      'SECTION 1. Short Title .— This Act shall be known and cited as the Investment Incentives Act.',
      'Investment Incentives Act',
    ],
    // PD 957: printed in capitals, re-cased
    [
      'Section 1. Title. This Decree shall be known as THE SUBDIVISION AND CONDOMINIUM BUYERS’ PROTECTIVE DECREE.',
      'Subdivision and Condominium Buyers’ Protective Decree',
    ],
    // PD 968: the sentence goes on after the name
    [
      'Section 1. Title and Scope of the Decree. This Decree shall be known as the Probation Law of 1976. It shall apply to all offenders',
      'Probation Law of 1976',
    ],
    // EO 230, s. 1987
    [
      'SECTION 1. Title. — This Executive Order shall be known as the Reorganization Act of the National Economic and Development Authority.',
      'Reorganization Act of the National Economic and Development Authority',
    ],
    // RA 6846: the name ends at its aside
    [
      'SECTION 1. Title. — This Act shall be known as the Abot-Kaya Pabahay Fund, otherwise known as the Social Housing Support Fund Act.',
      'Abot-Kaya Pabahay Fund',
    ],
    // RA 8371: a possessive's curly apostrophe inside curly double quotes is not the closing quote
    [
      'SECTION 1. Short Title. — This Act shall be known as “The Indigenous Peoples’ Rights Act of 1997”.',
      'Indigenous Peoples’ Rights Act of 1997',
    ],
    // RA 9372: 'henceforth'
    [
      'SECTION 1. Short Title. — This Act shall henceforth be known as the “Human Security Act of 2007.”',
      'Human Security Act of 2007',
    ],
    // RA 9994: 'Shall' capitalised
    [
      'Section 1. Title. – This Act Shall be known as the “Expanded Senior Citizens Act of 2010.”',
      'Expanded Senior Citizens Act of 2010',
    ],
  ])('%s', (text, expected) => {
    expect(declaredShortTitle(text)).toBe(expected);
  });

  it.each([
    // An amending Act quotes the amended law's short-title section: that name is not this Act's.
    [
      'Section 1 of Presidential Decree No. 1485 is amended to read:\n\n“Sec. 1. Title of the Act. This law shall be known as the National Grains Authority Act.”',
    ],
    [
      'SECTION 1. Section 1 of the Act is hereby amended to read as follows:\n\n“SECTION 1. This Act shall be known as the Foods, Drugs and Devices, and Cosmetics Act”.',
    ],
    // A description, not a name (PD 752)
    [
      'Section 1. Title and Scope. This Decree shall be known as the decree on Credit Financing for Local Governments, which shall govern the conduct',
    ],
    // Names of days and places are not short titles
    ['… from the date of signing by the President of this Act shall be designated as the Migrant Workers Day.'],
    ['The said area shall be known as the “Mount Apo Natural Park”.'],
    ['SECTION 1. The Department shall be known as the Department of Agriculture.'],
    ['AN ACT PROVIDING FOR A LOCAL GOVERNMENT CODE OF 1991'],
    [''],
  ])('is null for %j', (text) => {
    expect(declaredShortTitle(text)).toBeNull();
  });

  it('takes the declaration of the statute itself when an amended law is quoted after it', () => {
    const text =
      'SECTION 1. Short Title. – This Act shall be known as the “Expanded Anti-Trafficking in Persons Act of 2012”.\n\n' +
      'SEC. 2. Section 1 of Republic Act No. 9208 is hereby amended to read as follows:\n\n' +
      '“SECTION 1. Title. – This Act shall be known as the ‘Anti-Trafficking in Persons Act of 2003’.”';
    expect(declaredShortTitle(text)).toBe('Expanded Anti-Trafficking in Persons Act of 2012');
  });
});
