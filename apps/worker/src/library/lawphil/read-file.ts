import { type ReadResult } from '../collection-record.ts';
import { readConstitutionFile } from './constitution-record.ts';
import { readCsvRecord } from './csv-record.ts';
import { readDecisionFile } from './decision-record.ts';
import { lawphilFileKind } from './select-file.ts';
import { readStatuteFile } from './statute-record.ts';

const UTF8 = new TextDecoder('utf-8');

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.csv$/i, '');

/**
 * One collection file (its repository path and bytes) → a library record, or the reason it holds none. Pure:
 * no I/O, the same bytes always give the same record. A malformed file is a skip with its reason, never a
 * throw: one bad file must not stop an install of 53,000.
 */
export function readLawphilFile(path: string, bytes: Uint8Array): ReadResult {
  const kind = lawphilFileKind(path);
  if (!kind) return { ok: false, skipped: 'not a library file of the LawPhil collection' };
  try {
    const row = readCsvRecord(UTF8.decode(bytes));
    if (!row) return { ok: false, skipped: 'the CSV has no data row' };
    switch (kind.kind) {
      case 'decision':
        return readDecisionFile({ path, name: fileName(path), folderYear: kind.year, folderMonth: kind.month, row });
      case 'statute':
        return readStatuteFile(path, kind.folder, row);
      case 'constitution':
        return readConstitutionFile(path, row);
    }
  } catch (error) {
    return { ok: false, skipped: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
