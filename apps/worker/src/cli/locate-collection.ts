import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ArchiveError } from '../library/archive/archive-entry.ts';
import { repositoryName, type CollectionDefinition } from '../library/collection-definition.ts';

/**
 * With `all --from SOURCE`: each collection within SOURCE. A folder holds each as a folder or an archive named
 * after its repository ('lawphil-data-collection-8a603dc…/', 'ph-gazette-scraper-33dd711.tar.gz'); an address is a
 * folder of such archives on a mirror.
 */
export async function locateCollection(source: string, collection: CollectionDefinition): Promise<string> {
  const name = repositoryName(collection);
  if (/^https?:\/\//i.test(source)) return `${source.replace(/\/+$/, '')}/${name}-${collection.commit}.tar.gz`;
  const entries = await readdir(source).catch((error: Error) => {
    throw new ArchiveError(`cannot read the folder ${source}: ${error.message}`);
  });
  const matches = entries.filter((entry) => entry.startsWith(`${name}-`) || entry === name).sort();
  // An archive and the folder unpacked from it read the same: prefer the folder (no inflating).
  const chosen = matches.find((entry) => !entry.endsWith('.tar.gz')) ?? matches[0];
  if (!chosen) throw new ArchiveError(`${source} holds no folder or archive named ${name}-…`);
  return join(source, chosen);
}
