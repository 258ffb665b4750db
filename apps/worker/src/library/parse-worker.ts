/**
 * A parsing thread of the installer (parse-threads.ts): reads collection files into documents, prepared and cited,
 * while the installer's own thread reads the archive and writes to the database.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { libraryCollection } from './collections.ts';
import { parseCollectionFile } from './parse-file.ts';

const collection = libraryCollection((workerData as { collectionId: string }).collectionId);
if (!collection) throw new Error(`no collection ${JSON.stringify(workerData)}`);

parentPort!.on('message', ({ id, path, bytes }: { id: number; path: string; bytes: Uint8Array }) => {
  parentPort!.postMessage({ id, parsed: parseCollectionFile(collection, path, bytes) });
});
