export { gazetteFileSelected } from './select-files.ts';
export { readGazetteFile } from './read-file.ts';
