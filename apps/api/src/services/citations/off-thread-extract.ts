import { Worker } from 'node:worker_threads';
import type { ReaderReply, ReaderRequest } from './extract-worker.ts';

/**
 * One reader thread per process, started on first use, for the texts anyone may send (POST /api/citations/extract):
 * three 100 KB texts read at once on the server's thread held every other request, a health check included, for
 * hundreds of milliseconds even in paced stretches; and with the reading alone moved here, settling and writing
 * thousands of citations still held it for tens. The thread loads the reader through tsx, as the server runs
 * (extract-worker.mjs). When it cannot start or dies, askReader says so (null, or NoReaderAnswerError) and the caller
 * does the work on the server's thread in paced stretches instead (extract-text-citations.ts).
 */
let reader: Worker | null = null;
let unavailable = false;
let nextId = 0;
const pending = new Map<number, { resolve: (reply: ReaderReply) => void; reject: (error: Error) => void }>();

/**
 * The reader thread gave no answer: it stopped, never started, or answered with an error (a read it no longer holds).
 * The request is then handled on the server's thread instead.
 */
export class NoReaderAnswerError extends Error {}

function readerThread(): Worker | null {
  if (reader || unavailable) return reader;
  try {
    const worker = new Worker(new URL('./extract-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: ReaderReply) => {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    });
    const fail = (error: Error) => {
      for (const waiting of pending.values()) waiting.reject(new NoReaderAnswerError(error.message));
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

/** A fresh id for one text's requests to the reader. */
export function readerRequestId(): number {
  return nextId++;
}

/** One request to the reader thread and its reply; null when the thread cannot run (the caller does the work). */
export function askReader(request: Exclude<ReaderRequest, { type: 'drop' }>): Promise<ReaderReply> | null {
  const worker = readerThread();
  if (!worker) return null;
  return new Promise<ReaderReply>((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    worker.postMessage(request);
  });
}

/** The text read under `id` will not be answered (its lookup failed): the reader forgets its citations. */
export function dropRead(id: number): void {
  reader?.postMessage({ type: 'drop', id } satisfies ReaderRequest);
}

/** Starts the reader thread ahead of the first text (the server does so while it starts); a no-op once running. */
export function startCitationReader(): void {
  readerThread();
}

/** Whether texts are being read on the reader thread (false before first use, and after it failed). */
export function citationReaderRunning(): boolean {
  return reader !== null;
}
