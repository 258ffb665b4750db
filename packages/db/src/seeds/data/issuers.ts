export interface President {
  name: string;
  from: string;
  to: string;
  /** Approximate number of executive orders, proclamations, administrative orders, memorandum orders/circulars issued in the term. */
  counts: { eo: number; proc: number; ao: number; mo: number; mc: number };
}

const president = (
  name: string,
  from: string,
  to: string,
  eo: number,
  proc: number,
  ao: number,
  mo: number,
  mc: number,
): President => ({
  name,
  from,
  to,
  counts: { eo, proc, ao, mo, mc },
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
  'General Order': {
    heading: 'GENERAL ORDER NO. {n}',
    citation: 'General Order No. {n}',
    from: '1972-09-22',
    to: '1981-01-17',
    count: 66,
  },
  'Letter of Instruction': {
    heading: 'LETTER OF INSTRUCTION NO. {n}',
    citation: 'Letter of Instruction No. {n}',
    from: '1972-09-22',
    to: '1986-02-24',
    count: 1500,
  },
  'Letter of Implementation': {
    heading: 'LETTER OF IMPLEMENTATION NO. {n}',
    citation: 'Letter of Implementation No. {n}',
    from: '1972-10-01',
    to: '1981-12-31',
    count: 130,
  },
} as const;

export const CONGRESS_AGENCIES: readonly string[] = [
  'Department of Health',
  'Department of Education',
  'Department of Agriculture',
  'Department of Public Works and Highways',
  'Department of the Interior and Local Government',
  'Department of Labor and Employment',
  'Department of Trade and Industry',
  'Department of Environment and Natural Resources',
  'Department of Information and Communications Technology',
  'Department of Social Welfare and Development',
  'Department of Transportation',
  'Department of Finance',
  'Commission on Higher Education',
  'Technical Education and Skills Development Authority',
  'Department of Tourism',
];
