export * from './constants/index.ts';
export * from './dates/index.ts';
