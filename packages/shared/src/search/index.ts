export * from './highlight-terms.ts';
