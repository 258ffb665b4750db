export * from './title-case.ts';
export * from './clean-document-title.ts';
export * from './lawyer-name.ts';
export * from './initials.ts';
export { capitalizeWord, isMostlyUpperCase } from './capitalize-word.ts';
export { ACRONYMS } from './data/acronyms.ts';
export { declaredShortTitle } from './short-title.ts';
export { splitCaption, splitParties } from './case-parties.ts';
export { caseName, shortCaseName, type CaseParties } from './short-case-name.ts';
