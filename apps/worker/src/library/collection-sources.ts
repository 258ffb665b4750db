import { fileURLToPath } from 'node:url';
import { LIBRARY_COLLECTIONS, type LibraryCollectionSource } from '@batas/shared/constants';

/** A collection as the installer needs it: the shared facts (label, repository, pinned commit) and its manifest. */
export interface CollectionSource extends LibraryCollectionSource {
  manifestFile: string;
}

const manifest = (id: string) => fileURLToPath(new URL(`./manifests/${id}.jsonl.gz`, import.meta.url));

/** The collections the whole library is installed from, each with the manifest of its pinned commit (./manifests). */
export const COLLECTION_SOURCES: readonly CollectionSource[] = LIBRARY_COLLECTIONS.map((source) => ({
  ...source,
  manifestFile: manifest(source.id),
}));

export function collectionSource(id: string): CollectionSource | undefined {
  return COLLECTION_SOURCES.find((source) => source.id === id);
}
