/**
 * The citation reader's own thread (off-thread-extract.ts): it reads a text's citations and posts them back, so the
 * server's thread stays free for other requests while a 100,000-character text is read.
 */
import { parentPort } from 'node:worker_threads';
import { walkCitations, type ExtractedCitation } from '@batas/shared';

export interface ExtractRequest {
  id: number;
  text: string;
  limit: number;
}

export interface ExtractAnswer {
  id: number;
  citations: ExtractedCitation[];
  truncated: boolean;
}

parentPort?.on('message', ({ id, text, limit }: ExtractRequest) => {
  const citations: ExtractedCitation[] = [];
  let truncated = false;
  for (const citation of walkCitations(text, limit + 1)) {
    if (citations.length === limit) {
      truncated = true;
      break;
    }
    citations.push(citation);
  }
  parentPort!.postMessage({ id, citations, truncated } satisfies ExtractAnswer);
});
