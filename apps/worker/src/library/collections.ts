import type { CollectionDefinition } from './collection-definition.ts';
import { collectionSource } from './collection-sources.ts';
import { gazetteFileSelected, readGazetteFile } from './gazette/index.ts';
import { lawphilFileSelected, readLawphilFile } from './lawphil/index.ts';

const READERS: Record<string, Pick<CollectionDefinition, 'selected' | 'read'>> = {
  gazette: { selected: gazetteFileSelected, read: readGazetteFile },
  lawphil: { selected: lawphilFileSelected, read: readLawphilFile },
};

/** A collection the library installs from, with the reader of its files. */
export function libraryCollection(id: string): CollectionDefinition | undefined {
  const source = collectionSource(id);
  return source && { ...source, ...READERS[source.id]! };
}
