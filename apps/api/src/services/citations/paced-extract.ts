import { walkCitations, type ExtractedCitation } from '@batas/shared';
import { pacer } from '../../lib/pacer.ts';

interface ReadCitations {
  citations: ExtractedCitation[];
  /** The text held more than `limit` citations. */
  truncated: boolean;
}

/**
 * extractCitations for a request: the same citations, read in stretches of a few milliseconds with a turn of the
 * event loop between them (lib/pacer.ts). A 100,000-character text takes a few hundred milliseconds of reading;
 * done in one go, three at once held every other request for seconds. `limit` bounds the citations read from one
 * text; `truncated` says whether the text held more.
 */
export async function extractCitationsPaced(text: string, limit = Infinity): Promise<ReadCitations> {
  const citations: ExtractedCitation[] = [];
  const tick = pacer();
  const steps = readingSteps(text, limit, citations);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return { citations, truncated: step.value };
    await tick();
  }
}

/** The same reading in one go, for a thread of its own (the citation reader's, extract-worker.ts). */
export function extractCitationsAtOnce(text: string, limit = Infinity): ReadCitations {
  const citations: ExtractedCitation[] = [];
  const steps = readingSteps(text, limit, citations);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return { citations, truncated: step.value };
}

/** Reads the text's citations into `into`, one per step; returns whether it held more than `limit`. */
function* readingSteps(text: string, limit: number, into: ExtractedCitation[]): Generator<void, boolean> {
  for (const citation of walkCitations(text, limit + 1)) {
    if (into.length === limit) return true;
    into.push(citation);
    yield;
  }
  return false;
}
