export * from './highlight-terms.ts';
export { searchAlertLabel } from './alert-label.ts';
export { PARTY_SHORT_NAMES } from './data/party-names.ts';
export { POPULAR_NAMES } from './data/popular-names.ts';
