export { readLawphilFile } from './read-file.ts';
export { lawphilFileSelected } from './select-file.ts';
