import { Worker } from 'node:worker_threads';
import type { CollectionDefinition } from './collection-definition.ts';
import { libraryCollection } from './collections.ts';
import { parseCollectionFile, type ParsedFile } from './parse-file.ts';

/** Parses collection files for the installer: on a thread of its own when it can, else on the caller's. */
export interface FileParser {
  parse(path: string, bytes: Buffer): Promise<ParsedFile>;
  close(): Promise<void>;
}

/**
 * One parsing thread beside the installer's: reading a file into a document, preparing it and reading its
 * citations is half of the installer's work in Node, and the other half (the archive, the database's answers)
 * waits on it when both share one thread. A collection the registry does not know (a test's own) is parsed inline.
 */
export function startFileParser(collection: CollectionDefinition): FileParser {
  const registered = libraryCollection(collection.id);
  if (registered?.read !== collection.read) return inlineParser(collection);
  return threadParser(collection.id);
}

function inlineParser(collection: CollectionDefinition): FileParser {
  return {
    parse: async (path, bytes) => parseCollectionFile(collection, path, bytes),
    close: async () => {},
  };
}

/** Three semi-spaces of 64 MB, as `--max-semi-space-size=64` gives the installer's own thread (package.json). */
const YOUNG_GENERATION_MB = 192;

function threadParser(collectionId: string): FileParser {
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const worker = new Worker(new URL('./parse-worker-boot.mjs', import.meta.url), {
    workerData: { collectionId, entry },
    // Parsing makes short-lived strings by the megabyte: a larger young generation collects them less often (the
    // whole install took 4 % less of the installer's CPU with 64 MB semi-spaces, docs/performance.md).
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const waiting = new Map<number, { resolve: (parsed: ParsedFile) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, parsed }: { id: number; parsed: ParsedFile }) => {
    waiting.get(id)?.resolve(parsed);
    waiting.delete(id);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the parsing thread stopped (exit code ${code})`)));
  return {
    parse(path, bytes) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      // A copy of its own, handed over rather than copied again (a Buffer may be a view of a shared pool).
      const owned = new Uint8Array(bytes);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, path, bytes: owned }, [owned.buffer]);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
