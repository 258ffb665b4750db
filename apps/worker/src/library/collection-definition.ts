import type { CollectionId, ReadResult } from './collection-record.ts';

/** One public collection the library installs from: where it is, which of its files are read, and how. */
export interface CollectionDefinition {
  id: CollectionId;
  /** As the back-office and the terminal name it: 'Official Gazette (aobalitaan/ph-gazette-scraper)'. */
  label: string;
  /** 'owner/name' on GitHub. */
  repository: string;
  /** The pinned commit: the manifest describes its files, and the default archive is its archive. */
  commit: string;
  /** The gzipped JSON-lines manifest carried in this repository (see manifest.ts). */
  manifestFile: string;
  /** Where the pinned archive is downloaded from when no other source is named; GitHub's archive unless set. */
  archiveUrl?: string;
  /** Whether a repository path is a file the library reads (everything else in the archive is passed over). */
  selected(path: string): boolean;
  read(path: string, bytes: Uint8Array): ReadResult;
}

/** The archive of the pinned commit: GitHub's, unless the definition names a mirror of it. */
export function pinnedArchiveUrl(
  collection: Pick<CollectionDefinition, 'repository' | 'commit' | 'archiveUrl'>,
): string {
  return collection.archiveUrl ?? `https://codeload.github.com/${collection.repository}/tar.gz/${collection.commit}`;
}

/** 'lawphil-data-collection' of 'blackflare546/lawphil-data-collection': the name archives and clones are named by. */
export function repositoryName(collection: Pick<CollectionDefinition, 'repository'>): string {
  return collection.repository.split('/')[1]!;
}
