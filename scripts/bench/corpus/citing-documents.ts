import type { DocumentInput } from '../../../packages/db/src/documents/document-input.ts';
import { Random } from '../../../packages/db/src/seeds/prng.ts';
import { decisionCitation, generateDocument, isGeneratedDecision } from './generate-documents.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * The citator benchmark's corpus: the search corpus, plus what makes a citation graph realistic. Real decisions
 * cite a few landmark cases very often and most cases rarely; here each document cites up to four earlier
 * decisions drawn from a Zipf-like law over their rank (rank r with probability about 1/r), so the first decisions
 * are cited by thousands of documents and the long tail by one or two. One citation in ten names a decision that
 * comes later in the load, so the back-fill is exercised too. Deterministic, like the search corpus.
 */
export function generateCitingDocument(index: number, vocabulary: Vocabulary, total: number): DocumentInput {
  const document = generateDocument(index, vocabulary);
  const random = new Random(`bench-citations:${index}`);
  const cited = new Set<number>();
  for (let count = random.int(0, 4); count > 0; count--) {
    const forward = random.chance(0.1);
    // Log-uniform rank: the 1/r law, cheaply.
    const target = forward ? random.int(index + 1, Math.max(index + 1, total - 1)) : Math.floor(index ** random.next());
    const decision = nearestDecision(target, total);
    if (decision !== null && decision !== index) cited.add(decision);
  }
  if (cited.size === 0) return document;
  const sentences = [...cited].map((target) => `As held in ${decisionCitation(target)}, the rule applies.`);
  return { ...document, content: `${document.content ?? ''}\n\n${sentences.join(' ')}` };
}

function nearestDecision(index: number, total: number): number | null {
  for (let candidate = index; candidate < Math.min(total, index + 100); candidate++) {
    if (isGeneratedDecision(candidate)) return candidate;
  }
  return null;
}
