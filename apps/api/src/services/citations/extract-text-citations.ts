import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '@batas/db';
import { MAX_EXTRACT_CITATIONS } from '@batas/shared/contracts/citations';
import { ok } from '../../lib/envelope.ts';
import { fetchKeyedRows, findCitedDocuments } from './cited-documents.ts';
import { extractAnswer } from './extract-answer.ts';
import type { ReaderReply } from './extract-worker.ts';
import { askReader, dropRead, readerRequestId, NoReaderAnswerError } from './off-thread-extract.ts';
import { extractCitationsPaced } from './paced-extract.ts';

/**
 * POST /api/citations/extract's answer, as the JSON text sent: every citation of `text` (at most
 * MAX_EXTRACT_CITATIONS, in text order; `truncated` says the text held more) with the library document it names.
 * The reader thread reads, settles and writes it; this thread only asks the database for the keys it needs. Without
 * the thread, the same answer is built here in paced stretches.
 */
export async function extractTextCitationsJson(db: Queryable, text: string): Promise<string> {
  try {
    const fromReader = await throughReader(db, text);
    if (fromReader !== null) return fromReader;
  } catch (error) {
    if (!(error instanceof NoReaderAnswerError)) throw error;
  }
  const { citations, truncated } = await extractCitationsPaced(text, MAX_EXTRACT_CITATIONS);
  return JSON.stringify(ok(extractAnswer(citations, await findCitedDocuments(db, citations), truncated)));
}

let lastSendingTurn: Promise<void> = Promise.resolve();

/**
 * Answers finished together arrive from the reader thread together, and sending one (its ETag, its bytes) takes a
 * few milliseconds: each waits for a turn of the event loop of its own, after the one before it, so that other
 * requests are served between them instead of after all of them.
 */
function sendingTurn(): Promise<void> {
  const turn = lastSendingTurn.then(() => nextTurn());
  lastSendingTurn = turn;
  return turn;
}

async function throughReader(db: Queryable, text: string): Promise<string | null> {
  const id = readerRequestId();
  const read = askReader({ type: 'read', id, text, limit: MAX_EXTRACT_CITATIONS });
  if (!read) return null;
  const { keys } = replyOf(await read, 'keys');
  let rows: Awaited<ReturnType<typeof fetchKeyedRows>> = [];
  try {
    if (keys.length > 0) rows = await fetchKeyedRows(db, keys);
  } catch (error) {
    dropRead(id);
    throw error;
  }
  const answer = askReader({ type: 'answer', id, rows });
  if (!answer) throw new NoReaderAnswerError('the citation reader stopped');
  const { json } = replyOf(await answer, 'json');
  await sendingTurn();
  return json;
}

function replyOf<Field extends 'keys' | 'json'>(
  reply: ReaderReply,
  field: Field,
): Extract<ReaderReply, Record<Field, unknown>> {
  if (!(field in reply)) {
    throw new NoReaderAnswerError('error' in reply ? reply.error : `the citation reader did not answer ${field}`);
  }
  return reply as Extract<ReaderReply, Record<Field, unknown>>;
}
