/**
 * Reads every library file of an unpacked LawPhil collection with the installer's reader and prints what it
 * gives: records by type, skips by reason, decisions missing a ponente, division or short title, identities
 * that several files share, and the reading time. Nothing is written anywhere.
 *
 *   npx tsx scripts/library/survey-lawphil.ts PATH [--every N] [--examples N] [--dump FILE.jsonl]
 *
 * PATH is the collection's root (the folder holding Data/). --every N reads one file in N (a quick look);
 * --examples N prints N paths per finding; --dump writes every record (its text cut to 400 characters), one JSON
 * per line, for spot checks.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { prepareDocument } from '@batas/db/documents';
import { type CollectionRecord } from '../../apps/worker/src/library/collection-record.ts';
import { lawphilFileSelected, readLawphilFile } from '../../apps/worker/src/library/lawphil/index.ts';
import { crawledStatuteUrls, statuteUrlKey } from './lawphil-crawl-log.ts';
import { starterDocuments } from './starter-overlap.ts';
import { type Tally, percentile, printSection, tally } from './survey-report.ts';

const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith('--'));
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
if (!root) {
  console.error('usage: survey-lawphil.ts PATH [--every N] [--examples N] [--dump FILE.jsonl]');
  process.exit(2);
}
const every = Number(option('every') ?? 1);
const examples = Number(option('examples') ?? 3);
const dump = option('dump');

const paths = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
  .map((path) => path.split('\\').join('/'))
  .sort();
const selected = paths.filter((path) => lawphilFileSelected(path)).filter((_, index) => index % every === 0);

const byType: Tally = new Map();
const skipped: Tally = new Map();
const missing: Tally = new Map();
const invalid: Tally = new Map();
const identities = new Map<
  string,
  Array<{ path: string; content: string; date: string | null; ponente: string | null }>
>();
const crawled = crawledStatuteUrls(root);
// What no library text may keep: watermark families, the site footer, decoding damage.
const LEFTOVERS = /wphi|vvphi|шphi|ℒαwρhi|Þhi\(|hqwâ£|£ªwph|lawphil\.n|Lawphil Project|Project - Arellano|♦|\ufffd/;
const leftovers: Tally = new Map();
const addresses: Tally = new Map();
const times: number[] = [];
let cpuMicros = 0;
const records: Array<{ path: string; record: CollectionRecord }> = [];
let opinions = 0;
const opinionTargets: Array<{ path: string; key: string | null }> = [];

for (const path of selected) {
  const bytes = readFileSync(join(root, path));
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = readLawphilFile(path, bytes);
  const used = process.cpuUsage(cpu);
  times.push(performance.now() - started);
  cpuMicros += used.user + used.system;
  if (!result.ok) {
    tally(skipped, result.skipped, path);
    continue;
  }
  const { document } = result.record;
  // The dump keeps the start of each text only: the whole collection is 900 MB of text.
  if (dump)
    records.push({
      path,
      record: { ...result.record, document: { ...document, content: document.content?.slice(0, 400) } },
    });
  if (result.record.separateOpinion) {
    opinions += 1;
    opinionTargets.push({ path, key: prepareDocument(document).identity_key });
    tally(byType, 'separate opinion (attached to its decision)', path);
    continue;
  }
  tally(byType, document.documentType, path);
  const leftover = LEFTOVERS.exec(document.content ?? '');
  if (leftover) tally(leftovers, `text keeps ${JSON.stringify(leftover[0])}`, path);
  // The identity the library itself gives the document (prepareDocument is the one write path's check).
  let key: string | null = null;
  try {
    key = prepareDocument(document).identity_key;
  } catch (error) {
    tally(invalid, String((error as Error).message), path);
  }
  if (document.documentType === 'Supreme Court Decision') {
    if (!document.ponente) tally(missing, 'no ponente', path);
    if (!document.division) tally(missing, 'no division', path);
    if (!document.shortTitle) tally(missing, 'no short title', path);
    if (!document.dateDecided) tally(missing, 'no date', path);
    if (!document.citation) tally(missing, 'no docket', path);
  } else if (!document.dateEnacted) tally(missing, `${document.documentType} without a date`, path);
  const url = result.record.provenance.sourceUrl;
  const logged = url ? crawled.get(statuteUrlKey(url) ?? '') : undefined;
  if (url && logged)
    tally(addresses, logged === url ? 'confirmed by the crawl log' : `contradicted: log has ${logged}`, path);
  tally(addresses, url ? `${document.documentType}: address derived` : `${document.documentType}: no address`, path);
  if (!key) continue;
  const list = identities.get(key) ?? [];
  const date = String(document.dateDecided ?? document.dateEnacted ?? '') || null;
  list.push({ path, content: document.content ?? '', date, ponente: document.ponente ?? null });
  identities.set(key, list);
}

const shared = [...identities.entries()].filter(([, files]) => files.length > 1);
const sameText = shared.filter(([, files]) => files.every((file) => file.content === files[0]!.content));
const decisions = [...identities.keys()].filter((key) => !/^(?:act|ca|bp):/.test(key)).length;
const total = times.reduce((sum, time) => sum + time, 0);

console.log(`LawPhil collection at ${root}: ${paths.length} paths, ${selected.length} library files read`);
printSection('Records by type', byType, examples);
printSection('Skipped, by reason', skipped, examples);
printSection('Decisions missing a field', missing, examples);
printSection('Records the library would refuse (prepareDocument)', invalid, examples);
printSection('Texts that keep a watermark or the footer', leftovers, examples);
printSection(`Source addresses (${crawled.size} statute pages in the notebooks' crawl log)`, addresses, examples);
console.log(
  `\nDistinct identities: ${identities.size} (decision identities: ${decisions}); separate opinions: ${opinions}`,
);
// The starter library's documents this collection also gives: they merge on install.
const starter = starterDocuments();
const overlap = starter.filter((entry) => entry.key && identities.has(entry.key));
const lawphilStarter = starter.filter((entry) => entry.document.sourceName === 'LawPhil');
const ponentes = overlap.filter((entry) => {
  const ours = identities.get(entry.key!)![0]!.ponente;
  return entry.document.ponente && ours && entry.document.ponente !== ours;
});
const unmatched = lawphilStarter.filter((entry) => !entry.key || !identities.has(entry.key));
console.log(
  `\nStarter library documents with the same identity here: ${overlap.length} of ${starter.length}; of its ` +
    `${lawphilStarter.length} LawPhil ones, not matched: ${unmatched.map((entry) => entry.document.citation).join(', ') || 'none'}; ` +
    `ponente disagreements: ${ponentes.length}`,
);
for (const entry of ponentes.slice(0, examples)) {
  console.log(`  ${entry.key}: starter ${entry.document.ponente}, here ${identities.get(entry.key!)![0]!.ponente}`);
}
const orphans = opinionTargets.filter((target) => !target.key || !identities.has(target.key));
console.log(`Separate opinions whose decision no file of this run gives: ${orphans.length}`);
for (const orphan of orphans.slice(0, examples * 3)) console.log(`  ${orphan.key}: ${JSON.stringify(orphan.path)}`);
console.log(
  `Identities shared by several files: ${shared.length} (${sameText.length} with the same text in every file)`,
);
for (const [key, files] of shared.filter((entry) => !sameText.includes(entry)).slice(0, examples * 3)) {
  console.log(`  ${key}: ${files.map((file) => JSON.stringify(file.path)).join(', ')}`);
}
console.log(
  `\nRead time: ${(total / 1000).toFixed(1)} s in all, per file mean ${(total / times.length).toFixed(2)} ms, ` +
    `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
    `max ${percentile(times, 1).toFixed(1)} ms (wall clock); CPU time ${(cpuMicros / 1e6).toFixed(1)} s, ` +
    `${(cpuMicros / 1000 / times.length).toFixed(2)} ms per file`,
);
if (dump) {
  writeFileSync(dump, records.map((entry) => JSON.stringify(entry)).join('\n'));
  console.log(`Records written to ${dump}`);
}
