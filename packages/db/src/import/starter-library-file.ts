import { fileURLToPath } from 'node:url';

/** The real documents a fresh start loads (packages/db/data/README.md says what they are and where from). */
export const STARTER_LIBRARY_FILE = fileURLToPath(new URL('../../data/starter-library.jsonl.gz', import.meta.url));
