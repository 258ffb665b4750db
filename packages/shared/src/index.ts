export * from './constants/index.ts';
export * from './dates/index.ts';
export * from './citations/index.ts';
export * from './slugs/index.ts';
export * from './names/index.ts';
export * from './html/index.ts';
export * from './relations/index.ts';
