export * from './document-categories.ts';
export * from './scraping.ts';
export * from './directory.ts';
export * from './admin-access.ts';
export * from './social-networks.ts';
export * from './research.ts';
export * from './library-collections.ts';
