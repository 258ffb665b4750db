export * from './build-document-slug.ts';
export * from './parse-document-slug.ts';
export * from './document-link-id.ts';
export * from './citation-slug.ts';
export * from './title-slug.ts';
export * from './title-slug-words.ts';
export { SLUG_PREFIX_ALIASES, SLUG_PREFIX_KINDS, SPEC_SLUG_PREFIXES } from './data/slug-prefixes.ts';
export { TITLE_SLUG_MAX_LENGTH, TITLE_SLUG_MAX_WORDS, TITLE_SLUG_STOP_WORDS } from './data/stop-words.ts';
