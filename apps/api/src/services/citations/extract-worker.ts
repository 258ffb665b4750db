/**
 * The citation reader's own thread (off-thread-extract.ts). A pasted text is handled in two steps, so that the
 * server's thread only talks to the database: `read` finds the text's citations and answers the keys to look up;
 * `answer` takes the documents the database found for them and answers the whole reply, settled and written as
 * JSON. Between the two the citations wait here, under the request's id (`drop` forgets them when the lookup failed).
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ExtractedCitation } from '@batas/shared';
import { ok } from '../../lib/envelope.ts';
import { lookupCitations, settleCitations, type CitationLookup, type KeyedRow } from './cited-documents.ts';
import { extractAnswer } from './extract-answer.ts';
import { extractCitationsAtOnce } from './paced-extract.ts';

export type ReaderRequest =
  | { type: 'read'; id: number; text: string; limit: number }
  | { type: 'answer'; id: number; rows: KeyedRow[] }
  | { type: 'drop'; id: number };

export type ReaderReply = { id: number; keys: string[] } | { id: number; json: string } | { id: number; error: string };

/**
 * This thread yields the processor to the server's own thread and to the database: three hostile texts keep it busy
 * for a second, and on a two-core machine a health check or a page that arrived meanwhile waited for the scheduler
 * (100 ms and more) although the server's thread was free. Linux takes a thread's id for a priority
 * (/proc/thread-self names it); elsewhere the thread keeps the process's priority.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not Linux, or not allowed: the reader still runs, at the process's priority.
  }
}
yieldToRequests();

const waiting = new Map<number, { citations: ExtractedCitation[]; lookup: CitationLookup; truncated: boolean }>();

function handle(request: ReaderRequest): ReaderReply | null {
  if (request.type === 'read') {
    const { citations, truncated } = extractCitationsAtOnce(request.text, request.limit);
    const lookup = lookupCitations(citations);
    waiting.set(request.id, { citations, lookup, truncated });
    return { id: request.id, keys: lookup.keys };
  }
  const read = waiting.get(request.id);
  waiting.delete(request.id);
  if (request.type === 'drop') return null;
  if (!read) return { id: request.id, error: `no text was read under id ${request.id}` };
  const targets = settleCitations(read.citations, read.lookup, request.rows);
  return { id: request.id, json: JSON.stringify(ok(extractAnswer(read.citations, targets, read.truncated))) };
}

parentPort?.on('message', (request: ReaderRequest) => {
  const reply = handle(request);
  if (reply) parentPort!.postMessage(reply);
});
