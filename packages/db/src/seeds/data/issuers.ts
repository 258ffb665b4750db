/**
 * Who issued what, when, and how far the numbering had gone: anchors (year → serial number) let
 * the demo give a statute a number that fits its date, as in the real series (RA 1 in 1946,
 * RA 6635 in 1972, RA 6636 in 1987 after the martial-law gap, past RA 12000 in 2024).
 */
export type Anchors = ReadonlyArray<readonly [number, number]>;

export interface LegislativeSeries {
  type: 'Act' | 'Commonwealth Act' | 'Republic Act' | 'Batas Pambansa' | 'Presidential Decree';
  /** Printed heading: '[REPUBLIC ACT NO. 1234]'. */
  heading: string;
  citation: string;
  periods: ReadonlyArray<{ from: string; to: string }>;
  anchors: Anchors;
  enactingClause: (year: number) => string;
}

export const LEGISLATIVE_SERIES: readonly LegislativeSeries[] = [
  {
    type: 'Act', heading: 'ACT NO. {n}', citation: 'Act No. {n}',
    periods: [{ from: '1901-01-01', to: '1935-11-14' }],
    anchors: [[1900.7, 1], [1905, 1400], [1910, 2000], [1916, 2650], [1920, 2900], [1925, 3250], [1930, 3800], [1935.9, 4275]],
    enactingClause: (year) => (year < 1916
      ? 'By authority of the United States, be it enacted by the Philippine Commission, that:'
      : 'Be it enacted by the Senate and House of Representatives of the Philippines in Legislature assembled and by the authority of the same:'),
  },
  {
    type: 'Commonwealth Act', heading: 'COMMONWEALTH ACT NO. {n}', citation: 'Commonwealth Act No. {n}',
    periods: [{ from: '1935-11-15', to: '1946-07-03' }],
    anchors: [[1935.9, 1], [1937, 200], [1938.5, 400], [1940.5, 600], [1946.5, 733]],
    enactingClause: () => 'Be it enacted by the National Assembly of the Philippines:',
  },
  {
    type: 'Republic Act', heading: 'REPUBLIC ACT NO. {n}', citation: 'Republic Act No. {n}',
    periods: [{ from: '1946-07-04', to: '1972-09-20' }, { from: '1987-07-27', to: '2025-06-30' }],
    anchors: [[1946.5, 1], [1950, 500], [1955, 1400], [1960, 2700], [1965, 4500], [1969, 6000], [1972.7, 6635], [1987.6, 6636],
      [1990, 6970], [1992, 7600], [1995, 8000], [1998, 8700], [2001, 9100], [2004, 9300], [2007, 9500], [2010, 10000], [2013, 10600],
      [2016, 10900], [2019, 11200], [2022, 11900], [2025.5, 12200]],
    enactingClause: () => 'Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:',
  },
  {
    type: 'Batas Pambansa', heading: 'BATAS PAMBANSA BLG. {n}', citation: 'Batas Pambansa Blg. {n}',
    periods: [{ from: '1978-06-12', to: '1986-02-24' }],
    anchors: [[1978.5, 1], [1980, 80], [1982, 300], [1984, 700], [1986.1, 891]],
    enactingClause: () => 'Be it enacted by the Batasang Pambansa in session assembled:',
  },
  {
    type: 'Presidential Decree', heading: 'PRESIDENTIAL DECREE NO. {n}', citation: 'Presidential Decree No. {n}',
    periods: [{ from: '1972-09-24', to: '1986-02-24' }],
    anchors: [[1972.73, 1], [1973, 100], [1974, 400], [1975, 800], [1976, 1000], [1977, 1250], [1978, 1500], [1979, 1650],
      [1980, 1700], [1981, 1800], [1983, 1870], [1986.15, 2036]],
    enactingClause: () =>
      'NOW, THEREFORE, I, FERDINAND E. MARCOS, President of the Philippines, by virtue of the powers vested in me by the Constitution, do hereby order and decree:',
  },
];

export interface President {
  name: string;
  from: string;
  to: string;
  /** Approximate number of executive orders, proclamations, administrative orders, memorandum orders/circulars issued in the term. */
  counts: { eo: number; proc: number; ao: number; mo: number; mc: number };
}

const president = (name: string, from: string, to: string, eo: number, proc: number, ao: number, mo: number, mc: number): President => ({
  name, from, to, counts: { eo, proc, ao, mo, mc },
});

export const PRESIDENTS: readonly President[] = [
  president('MANUEL L. QUEZON', '1935-11-15', '1944-08-01', 400, 800, 400, 0, 0),
  president('SERGIO OSMEÑA', '1944-08-01', '1946-05-28', 100, 60, 30, 0, 0),
  president('MANUEL ROXAS', '1946-05-28', '1948-04-15', 140, 80, 60, 0, 0),
  president('ELPIDIO QUIRINO', '1948-04-17', '1953-12-30', 600, 430, 250, 0, 0),
  president('RAMON MAGSAYSAY', '1953-12-30', '1957-03-17', 250, 400, 200, 0, 0),
  president('CARLOS P. GARCIA', '1957-03-18', '1961-12-30', 460, 800, 400, 0, 0),
  president('DIOSDADO MACAPAGAL', '1961-12-30', '1965-12-30', 200, 500, 150, 0, 0),
  president('FERDINAND E. MARCOS', '1965-12-30', '1986-02-25', 1090, 2500, 600, 200, 400),
  president('CORAZON C. AQUINO', '1986-02-25', '1992-06-30', 500, 900, 300, 400, 150),
  president('FIDEL V. RAMOS', '1992-06-30', '1998-06-30', 500, 1200, 400, 500, 100),
  president('JOSEPH EJERCITO ESTRADA', '1998-06-30', '2001-01-20', 300, 500, 150, 100, 50),
  president('GLORIA MACAPAGAL-ARROYO', '2001-01-20', '2010-06-30', 900, 2100, 300, 300, 200),
  president('BENIGNO S. AQUINO III', '2010-06-30', '2016-06-30', 200, 1300, 40, 90, 100),
  president('RODRIGO ROA DUTERTE', '2016-06-30', '2022-06-30', 170, 1400, 50, 60, 100),
  president('FERDINAND R. MARCOS JR.', '2022-06-30', '2025-06-30', 90, 900, 30, 20, 80),
];

/** Martial-law instruments: all signed by Marcos, numbered from September 1972. */
export const MARTIAL_LAW_SERIES = {
  'General Order': { heading: 'GENERAL ORDER NO. {n}', citation: 'General Order No. {n}', from: '1972-09-22', to: '1981-01-17', count: 66 },
  'Letter of Instruction': { heading: 'LETTER OF INSTRUCTION NO. {n}', citation: 'Letter of Instruction No. {n}', from: '1972-09-22', to: '1986-02-24', count: 1500 },
  'Letter of Implementation': { heading: 'LETTER OF IMPLEMENTATION NO. {n}', citation: 'Letter of Implementation No. {n}', from: '1972-10-01', to: '1981-12-31', count: 130 },
} as const;

export const CONGRESS_AGENCIES: readonly string[] = [
  'Department of Health', 'Department of Education', 'Department of Agriculture', 'Department of Public Works and Highways',
  'Department of the Interior and Local Government', 'Department of Labor and Employment', 'Department of Trade and Industry',
  'Department of Environment and Natural Resources', 'Department of Information and Communications Technology',
  'Department of Social Welfare and Development', 'Department of Transportation', 'Department of Finance',
  'Commission on Higher Education', 'Technical Education and Skills Development Authority', 'Department of Tourism',
];
