import { fileURLToPath } from 'node:url';
import type { CollectionId } from './collection-record.ts';

/** What the back-office and the terminal say of a collection, without its readers. */
export interface CollectionSource {
  id: CollectionId;
  label: string;
  repository: string;
  commit: string;
  manifestFile: string;
}

const manifest = (id: CollectionId) => fileURLToPath(new URL(`./manifests/${id}.jsonl.gz`, import.meta.url));

/**
 * The two public collections of Philippine law the whole library is installed from, each pinned to the commit
 * its manifest (./manifests, see the README there) was made from.
 */
export const COLLECTION_SOURCES: readonly CollectionSource[] = [
  {
    id: 'gazette',
    label: 'Official Gazette',
    repository: 'aobalitaan/ph-gazette-scraper',
    commit: '33dd711d468b2758e7d5c921080ad07c2a30c51d',
    manifestFile: manifest('gazette'),
  },
  {
    id: 'lawphil',
    label: 'LawPhil',
    repository: 'blackflare546/lawphil-data-collection',
    commit: '8a603dc07aa0a6382110b482e301dd0b01acb341',
    manifestFile: manifest('lawphil'),
  },
];

export function collectionSource(id: string): CollectionSource | undefined {
  return COLLECTION_SOURCES.find((source) => source.id === id);
}
