import { describe, expect, it } from 'vitest';
import { cleanDocumentTitle, formatLawyerName, initials, nameCaseParts, toTitleCase } from '../src/names/index.ts';

describe('toTitleCase', () => {
  it.each([
    ['PEOPLE OF THE PHILIPPINES VS. JUAN DELA CRUZ Y SANTOS', 'People of the Philippines vs. Juan dela Cruz y Santos'],
    ['COMMISSION ON ELECTIONS (COMELEC) V. GSIS', 'Commission on Elections (COMELEC) v. GSIS'],
    ['NLRC AND PCGG V. RTC OF MAKATI, BRANCH 5', 'NLRC and PCGG v. RTC of Makati, Branch 5'],
    ['THE HEIRS OF PEDRO V. METC OF MANILA', 'The Heirs of Pedro v. MeTC of Manila'],
    ['SORIANO III VS. YUZON', 'Soriano III vs. Yuzon'],
    ["MCDONALD'S CORPORATION VS. L.C. BIG MAK BURGER, INC.", "McDonald's Corporation vs. L.C. Big Mak Burger, Inc."],
    ["PEOPLE'S BANK V. O'BRIEN", "People's Bank v. O'Brien"],
    ['ANTI-GRAFT AND CORRUPT PRACTICES ACT', 'Anti-Graft and Corrupt Practices Act'],
    ['ABS-CBN BROADCASTING CORP. V. COMELEC', 'ABS-CBN Broadcasting Corp. v. COMELEC'],
    [
      'REPUBLIC ACT NO. 9165: THE COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002',
      'Republic Act No. 9165: The Comprehensive Dangerous Drugs Act of 2002',
    ],
    ['AN ACT TO SET UP A FUND', 'An Act to Set Up a Fund'],
    ['DE LA SALLE UNIVERSITY V. CA', 'De la Salle University v. CA'],
    ['TITLE IV OF THE 2ND BOOK', 'Title IV of the 2nd Book'],
    ['', ''],
  ])('%s', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });
});

describe('cleanDocumentTitle', () => {
  it.each([
    [
      '[ G.R. No. 123, January 1, 2000 ] PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. JUAN DELA CRUZ, ACCUSED-APPELLANT.',
      'People of the Philippines, Plaintiff-Appellee, vs. Juan dela Cruz, Accused-Appellant.',
    ],
    ['GSIS   V.   COMMISSION ON AUDIT  [RESOLUTION]', 'GSIS v. Commission on Audit'],
    ['Tañada v. Tuvera  [Decision]', 'Tañada v. Tuvera'],
    ['Manila Prince Hotel v. GSIS', 'Manila Prince Hotel v. GSIS'],
    ['PEOPLE OF THE PHILIPPINES v. JUAN', 'People of the Philippines v. Juan'],
    ['  Some title ( with spaces ) , here ', 'Some title (with spaces), here'],
    ['[ G.R. No. 1 ]', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanDocumentTitle(input)).toBe(expected);
  });
});

describe('formatLawyerName', () => {
  it.each([
    ['JUAN DELA CRUZ', 'Juan dela Cruz'],
    ['JUAN DELA CRUZ JR.', 'Juan dela Cruz Jr.'],
    ['JUAN DELA CRUZ, JR', 'Juan dela Cruz, Jr.'],
    ['PEDRO SANTOS SR.', 'Pedro Santos Sr.'],
    ['MARIA DE LOS SANTOS-REYES III', 'Maria de los Santos-Reyes III'],
    ['JOSE P. LAUREL IV', 'Jose P. Laurel IV'],
    ["PATRICK O'BRIEN", "Patrick O'Brien"],
    ['RONALD MCDONALD', 'Ronald McDonald'],
    ['CRUZ, JUAN Y SANTOS', 'Cruz, Juan y Santos'],
    ['JOSE RIZAL Y ALONSO', 'Jose Rizal y Alonso'],
    ['DE LOS REYES, JOSE II', 'De los Reyes, Jose II'],
    ['DELA CRUZ, MA. CLARA', 'Dela Cruz, Ma. Clara'],
    ['ANA MARIE SANTOS-DEL ROSARIO', 'Ana Marie Santos-Del Rosario'],
    ['JUAN Y. CRUZ', 'Juan Y. Cruz'],
    ['MIGUEL  ÑIGUEZ   PEÑA', 'Miguel Ñiguez Peña'],
    ['juan dela cruz', 'Juan dela Cruz'],
    ['Juan de la Cruz', 'Juan de la Cruz'],
    ['Jose McArthur', 'Jose McArthur'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatLawyerName(input)).toBe(expected);
  });
});

describe('nameCaseParts', () => {
  it.each([
    [
      { firstName: 'ISAGANI LEONARDO', lastName: 'REYES' },
      { firstName: 'Isagani Leonardo', lastName: 'Reyes' },
    ],
    [
      { firstName: 'JUAN', middleName: 'SANTOS', lastName: 'DELA CRUZ' },
      { firstName: 'Juan', middleName: 'Santos', lastName: 'dela Cruz' },
    ],
    [
      { firstName: 'MARIA', middleName: null, lastName: 'DE LOS SANTOS' },
      { firstName: 'Maria', middleName: null, lastName: 'de los Santos' },
    ],
    [
      { firstName: 'JOSE', middleName: 'P.', lastName: 'LAUREL IV' },
      { firstName: 'Jose', middleName: 'P.', lastName: 'Laurel IV' },
    ],
    [
      { firstName: 'Ana', lastName: 'de la Paz' },
      { firstName: 'Ana', lastName: 'de la Paz' },
    ],
    [
      { firstName: '', lastName: 'DELA CRUZ' },
      { firstName: '', lastName: 'Dela Cruz' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(nameCaseParts(input)).toEqual(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Juan dela Cruz', 'JD'],
    ['Maria', 'M'],
    ['  ana   santos ', 'AS'],
    ['Ñiguez Peña', 'ÑP'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(initials(input)).toBe(expected);
  });
});
