export * from './parse-legal-date.ts';
export * from './format-date.ts';
export { MONTHS, MONTH_NAMES, MONTH_PATTERN } from './month-names.ts';
export * from './scan-legal-dates.ts';
export { spelledNumber, spelledOrdinal } from './spelled-numbers.ts';
export { signingDate } from './signing-date.ts';
export * from './digest-schedule.ts';
