import { Worker } from 'node:worker_threads';
import type { ExtractedCitation } from '@batas/shared';
import type { ExtractAnswer, ExtractRequest } from './extract-worker.ts';
import { extractCitationsPaced } from './paced-extract.ts';

type Extracted = { citations: ExtractedCitation[]; truncated: boolean };

/**
 * One reader thread per process, started on first use, for the texts anyone may send (POST /api/citations/extract):
 * three 100 KB texts read at once on the server's thread held every other request, a health check included, for
 * hundreds of milliseconds even in paced stretches. The thread loads the reader through tsx, as the server runs
 * (extract-worker.mjs); when it cannot start or dies, the text is read on the server's thread in paced stretches
 * (paced-extract.ts) instead.
 */
let reader: Worker | null = null;
let unavailable = false;
let nextId = 0;
const pending = new Map<number, { resolve: (answer: Extracted) => void; reject: (error: Error) => void }>();

function readerThread(): Worker | null {
  if (reader || unavailable) return reader;
  try {
    const worker = new Worker(new URL('./extract-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', ({ id, citations, truncated }: ExtractAnswer) => {
      pending.get(id)?.resolve({ citations, truncated });
      pending.delete(id);
    });
    const fail = (error: Error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      reader = null;
      unavailable = true;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the citation reader stopped (exit code ${code})`)));
    reader = worker;
  } catch {
    unavailable = true;
  }
  return reader;
}

/** A text's citations (at most `limit`, `truncated` when it held more), read off the server's thread when it can. */
export async function extractCitationsOffThread(text: string, limit = Infinity): Promise<Extracted> {
  const worker = readerThread();
  if (!worker) return extractCitationsPaced(text, limit);
  const id = nextId++;
  try {
    return await new Promise<Extracted>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({
        id,
        text,
        limit: Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER,
      } satisfies ExtractRequest);
    });
  } catch {
    return extractCitationsPaced(text, limit);
  }
}

/** Starts the reader thread ahead of the first text (the server does so while it starts); a no-op once running. */
export function startCitationReader(): void {
  readerThread();
}

/** Whether texts are being read on the reader thread (false before first use, and after it failed). */
export function citationReaderRunning(): boolean {
  return reader !== null;
}
