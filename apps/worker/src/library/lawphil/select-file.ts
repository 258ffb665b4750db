import { MONTH_NAMES } from '@batas/shared/dates';
import { STATUTE_FOLDERS } from './statute-record.ts';

/** Where a library file sits in the repository: its kind and, for decisions, the year and month folders. */
export type LawphilFileKind =
  | { kind: 'decision'; year: string; month: string }
  | { kind: 'statute'; folder: string }
  | { kind: 'constitution' };

const DECISION = /^Data\/Jurisprudence\/(\d{4})\/([A-Za-z]+)\/[^/]+\.csv$/;
const STATUTE = /^Data\/Statutes\/([^/]+)\/[^/]+\.csv$/;
const CONSTITUTION = /^Data\/Constitutions\/[^/]+\.csv$/;

/**
 * What a repository path holds for the library, or null when it is no library file (the notebooks and their
 * checkpoints, requirements.txt, .DS_Store, anything outside the three data folders). File names are taken as
 * they are: they carry tabs, line breaks and no-break spaces, and say nothing reliable about the document.
 */
export function lawphilFileKind(path: string): LawphilFileKind | null {
  const decision = DECISION.exec(path);
  if (decision)
    return (MONTH_NAMES as readonly string[]).includes(decision[2]!)
      ? { kind: 'decision', year: decision[1]!, month: decision[2]! }
      : null;
  const statute = STATUTE.exec(path);
  if (statute) return STATUTE_FOLDERS[statute[1]!] ? { kind: 'statute', folder: statute[1]! } : null;
  return CONSTITUTION.test(path) ? { kind: 'constitution' } : null;
}

/** True for the collection's decision, statute and constitution CSVs. */
export function lawphilFileSelected(path: string): boolean {
  return lawphilFileKind(path) !== null;
}
