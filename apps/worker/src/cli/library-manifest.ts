/**
 * npm run library:manifest -- gazette|lawphil --from FOLDER|ARCHIVE.tar.gz|URL
 *
 * Writes a collection's manifest (src/library/manifests/<id>.jsonl.gz): the path, size and sha256 of every file the
 * installer reads, taken from a copy of the repository at the pinned commit. Run it when the pinned commit moves;
 * the installer refuses any file that differs from it.
 */
import { createHash } from 'node:crypto';
import { openEntries } from '../library/archive/open-entries.ts';
import { repositoryName } from '../library/collection-definition.ts';
import { libraryCollection } from '../library/collections.ts';
import { writeManifest, type ManifestFile } from '../library/manifest.ts';

const [id, flag, from] = process.argv.slice(2).filter((arg) => arg !== '--');
const collection = id ? libraryCollection(id) : undefined;
if (!collection || flag !== '--from' || !from) {
  process.stderr.write('Usage: npm run library:manifest -- gazette|lawphil --from FOLDER|ARCHIVE.tar.gz|URL\n');
  process.exit(2);
}
const files = new Map<string, ManifestFile>();
const entries = openEntries(from, {
  repositoryName: repositoryName(collection),
  commit: collection.commit,
  maxInflatedBytes: 64e9,
});
for await (const entry of entries) {
  if (entry.type !== 'file' || !collection.selected(entry.path)) {
    await entry.skip();
    continue;
  }
  const body = await entry.read(Number.MAX_SAFE_INTEGER);
  files.set(entry.path, { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
}
await writeManifest(collection.manifestFile, { repository: collection.repository, commit: collection.commit, files });
process.stdout.write(`${collection.manifestFile}: ${files.size} files\n`);
