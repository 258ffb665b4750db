/**
 * npx tsx scripts/library/survey-gazette.ts [FOLDER] [--examples 3]
 *
 * Reads every file of an unpacked copy of aobalitaan/ph-gazette-scraper that the library installer would read
 * (gazetteFileSelected), through the same reader (readGazetteFile), and prints what the install would get:
 * records by type, PDF-only records, skipped files by reason, long and short titles, identities that several files
 * share (copies the installer merges), code parts, and the reader's time (CPU time of the reads alone, file
 * system excluded). Nothing is written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { documentIdentityKey } from '@batas/shared';
import { readGazetteFile } from '../../apps/worker/src/library/gazette/read-file.ts';
import { gazetteFileSelected } from '../../apps/worker/src/library/gazette/select-files.ts';
import { type CollectionRecord } from '../../apps/worker/src/library/collection-record.ts';
import { readArgs, intArg } from '../bench/lib/bench-args.ts';
import { tally, type Tally } from './lib/tally.ts';

const DEFAULT_FOLDER = '/work/library-src/trees/ph-gazette-scraper-33dd711d468b2758e7d5c921080ad07c2a30c51d';
const args = readArgs();
const argv = process.argv.slice(2);
// The folder is the one argument that is neither a flag nor a flag's value.
const folder = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--')) ?? DEFAULT_FOLDER;
const examples = intArg(args, 'examples', 3);

function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const byType = tally();
const pdfOnlyByType = tally();
const withTables = tally();
const skipped = tally();
const readFrom = tally();
const noLongTitle = tally();
const shortTitles = tally();
const parts = tally();
const identities = new Map<string, string[]>();
/** Citation (with its series year) → the dates it was read with: one issuance posted under two dates stays two. */
const datesByCitation = new Map<string, Map<string, string[]>>();
const republicActs = new Set<string>();
const republicActsWithText = new Set<string>();
let files = 0;
let selected = 0;
let cpuMicros = 0;
/** CPU time of the saved pages alone (the metadata records are mostly a look for one key). */
let pageMicros = 0;
let pages = 0;
let wallMs = 0;
let bytesRead = 0;

function noteRecord(record: CollectionRecord, path: string): void {
  const { document } = record;
  const type = document.documentType;
  byType.add(type, path);
  if (record.textAtSource) pdfOnlyByType.add(type, path);
  if (document.htmlContent?.includes('<table>')) withTables.add(type, path);
  if (record.part) {
    parts.add(record.part.codeCitation, `${path} ${JSON.stringify(record.part.order)}`);
    return;
  }
  if (document.title === document.citation) noLongTitle.add(type, path);
  if (document.shortTitle) shortTitles.add(type, `${document.citation}: ${document.shortTitle}`);
  const key = documentIdentityKey({
    citation: document.citation,
    documentType: type,
    title: document.title,
    dateEnacted: document.dateEnacted as string | null,
  });
  if (key) identities.set(key, [...(identities.get(key) ?? []), path]);
  if (type === 'Republic Act' && document.citation) {
    republicActs.add(document.citation);
    if (!record.textAtSource) republicActsWithText.add(document.citation);
  }
  if (document.citation && typeof document.dateEnacted === 'string') {
    const dates = datesByCitation.get(document.citation) ?? new Map<string, string[]>();
    dates.set(document.dateEnacted, [...(dates.get(document.dateEnacted) ?? []), path.split('/').pop()!]);
    datesByCitation.set(document.citation, dates);
  }
}

for (const file of walk(folder)) {
  files += 1;
  const path = relative(folder, file);
  if (!gazetteFileSelected(path)) continue;
  selected += 1;
  const bytes = readFileSync(file);
  bytesRead += bytes.length;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = readGazetteFile(path, bytes);
  wallMs += performance.now() - started;
  const used = process.cpuUsage(cpu);
  cpuMicros += used.user + used.system;
  if (path.endsWith('.html')) [pageMicros, pages] = [pageMicros + used.user + used.system, pages + 1];
  if (result.ok) noteRecord(result.record, path);
  else if (result.readFrom) readFrom.add(result.skipped, path);
  else skipped.add(result.skipped.replace(/ '.+?': /, ' …: '), path);
}

function print(title: string, counts: Tally, withExamples = examples): void {
  console.log(`\n${title}: ${counts.total()}`);
  for (const [name, count, sample] of counts.rows()) {
    console.log(`  ${String(count).padStart(6)}  ${name}`);
    for (const example of sample.slice(0, withExamples)) console.log(`            e.g. ${example}`);
  }
}

console.log(`Folder: ${folder}`);
console.log(`Files: ${files}, selected: ${selected} (${(bytesRead / 1e6).toFixed(0)} MB)`);
print('Records by type', byType, 0);
console.log(`\nRecords with text: ${byType.total() - pdfOnlyByType.total()}, PDF-only: ${pdfOnlyByType.total()}`);
print('PDF-only records (text at the source) by type', pdfOnlyByType, 1);
print('Records with tables kept as HTML', withTables, 0);
print('Skipped', skipped);
print('Metadata records read through their page', readFrom, 1);
print('Records without a long title (title = citation)', noLongTitle, 2);
print('Records with a declared short title', shortTitles, 5);
print('Code parts by code', parts, 2);

const shared = [...identities].filter(([, paths]) => paths.length > 1);
console.log(
  `\nIdentities (citation + date) shared by several files: ${shared.length} identities, ${shared.reduce((sum, [, p]) => sum + p.length, 0)} files`,
);
const sharedByType = tally();
for (const [key, paths] of shared)
  sharedByType.add(key.split(':')[0]!, `${key}: ${paths.map((p) => p.split('/').pop()).join(', ')}`);
for (const [name, count, sample] of sharedByType.rows()) {
  console.log(`  ${String(count).padStart(6)}  ${name}`);
  for (const example of sample.slice(0, examples)) console.log(`            e.g. ${example}`);
}
const split = [...datesByCitation].filter(([, dates]) => dates.size > 1);
console.log(`\nCitations read with several dates (not merged): ${split.length}`);
for (const [citation, dates] of split.slice(0, examples * 4)) {
  console.log(
    `            e.g. ${citation}: ${[...dates].map(([date, files]) => `${date} (${files.join(', ')})`).join('; ')}`,
  );
}
console.log(
  `\nDistinct identities: ${identities.size}; distinct Republic Acts: ${republicActs.size} (${republicActsWithText.size} with text)`,
);
for (const key of ['ao:308:', 'eo:292:']) {
  console.log(
    `  ${key} → ${[...identities.keys()]
      .filter((k) => k.startsWith(key))
      .sort()
      .join(', ')}`,
  );
}
// The starter library's Gazette documents must meet their collection copies under the same identity to be merged.
const starter = gunzipSync(readFileSync(new URL('../../packages/db/data/starter-library.jsonl.gz', import.meta.url)))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map(
    (line) =>
      JSON.parse(line) as { sourceName?: string; citation?: string; documentType?: string; dateEnacted?: string },
  )
  .filter((doc) => doc.sourceName === 'Official Gazette');
const unmatched = starter.filter((doc) => !identities.has(documentIdentityKey(doc) ?? ''));
console.log(
  `\nStarter library documents from the Gazette: ${starter.length}, found under the same identity: ${starter.length - unmatched.length}`,
);
for (const doc of unmatched)
  console.log(`            not found: ${doc.citation} (${doc.dateEnacted}) → ${documentIdentityKey(doc)}`);

console.log(
  `\nReader time over ${selected} files: ${(cpuMicros / 1e6).toFixed(1)} s CPU (${(cpuMicros / selected / 1000).toFixed(2)} ms per file), ${(wallMs / 1000).toFixed(1)} s wall;` +
    ` the ${pages} pages: ${(pageMicros / 1e6).toFixed(1)} s CPU (${(pageMicros / pages / 1000).toFixed(2)} ms per page)`,
);
