import { walkCitations, type ExtractedCitation } from '@batas/shared';
import { pacer } from '../../lib/pacer.ts';

/**
 * extractCitations for a request: the same citations, read in stretches of a few milliseconds with a turn of the
 * event loop between them (lib/pacer.ts). A 100,000-character text takes a few hundred milliseconds of reading;
 * done in one go, three at once held every other request for seconds. `limit` bounds the citations read from one
 * text; `truncated` says whether the text held more.
 */
export async function extractCitationsPaced(
  text: string,
  limit = Infinity,
): Promise<{ citations: ExtractedCitation[]; truncated: boolean }> {
  const citations: ExtractedCitation[] = [];
  const tick = pacer();
  for (const citation of walkCitations(text, limit + 1)) {
    if (citations.length === limit) return { citations, truncated: true };
    citations.push(citation);
    await tick();
  }
  return { citations, truncated: false };
}
