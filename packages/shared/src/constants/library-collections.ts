import type { LibraryCollectionId } from '../contracts/admin-library.ts';

/** A public collection of Philippine law the whole library is installed from, pinned to one commit. */
export interface LibraryCollectionSource {
  id: LibraryCollectionId;
  label: string;
  /** 'owner/name' on GitHub. */
  repository: string;
  /** The commit whose files the installer's manifest lists (apps/worker/src/library/manifests). */
  commit: string;
}

export const LIBRARY_COLLECTIONS: readonly LibraryCollectionSource[] = [
  {
    id: 'gazette',
    label: 'Official Gazette',
    repository: 'aobalitaan/ph-gazette-scraper',
    commit: '33dd711d468b2758e7d5c921080ad07c2a30c51d',
  },
  {
    id: 'lawphil',
    label: 'LawPhil',
    repository: 'blackflare546/lawphil-data-collection',
    commit: '8a603dc07aa0a6382110b482e301dd0b01acb341',
  },
];

export function libraryCollectionSource(id: string): LibraryCollectionSource | undefined {
  return LIBRARY_COLLECTIONS.find((source) => source.id === id);
}
