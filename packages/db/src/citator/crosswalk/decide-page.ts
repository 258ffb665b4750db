import { daysBetween } from '@batas/shared/dates';

/**
 * The crosswalk's rule for one report page, from the evidence the library's texts give about it. Pure: the table of
 * cases in packages/db/test/unit/crosswalk-decide.test.ts is the specification.
 */
export interface Candidate {
  documentId: string;
  /** The candidate decision's date ('YYYY-MM-DD'). */
  date: string | null;
  /** Distinct citing documents naming this decision for the page. */
  support: number;
  citing: string[];
}

export interface PageEvidence {
  /** From dockets printed beside the page: 'G.R. No. L-63915, April 24, 1985, 136 SCRA 27'. */
  parallel: Candidate[];
  /** From case names printed before the page, each name's decisions within the volume's dates. */
  byName: Array<{
    nameKey: string;
    support: number;
    citing: string[];
    /** Dates the citing texts printed with the page; a decision of the name on one of them is the one meant. */
    dates?: string[];
    decisions: Array<{ documentId: string; date: string | null }>;
  }>;
  /** The dates the page's volume covers, learned from mapped pages; null when unknown. */
  period: { from: string; to: string } | null;
  /** The dates the page itself can hold, between its mapped neighbours (volume-periods.ts); the volume's without. */
  pagePeriod?: { from: string; to: string } | null;
}

export type PageDecision =
  | { state: 'mapped'; method: 'parallel' | 'name'; documentId: string; support: number; dissent: number }
  | { state: 'conflict' | 'unmapped'; method: null; documentId: null; support: 0; dissent: number };

/** A mapping needs this share of the evidence: one misprint among many citations does not unmap a page. */
const MAJORITY = 2 / 3;

/**
 * The decisions of a name that the page can be: those of a date printed with it, when the citing texts print one
 * (the date needs no volume period); else those within the page's dates, when the volume's are known; else none.
 */
function decisionsFitting(name: PageEvidence['byName'][number], evidence: PageEvidence) {
  if (name.dates && name.dates.length > 0) {
    return name.decisions.filter(
      (decision) => decision.date && name.dates!.some((date) => daysBetween(date, decision.date!) <= 1),
    );
  }
  if (!evidence.period) return [];
  return name.decisions.filter((decision) => inPeriod(decision.date, evidence.pagePeriod ?? evidence.period));
}

function inPeriod(date: string | null, period: PageEvidence['period']): boolean {
  if (!period || !date) return true;
  return date >= period.from && date <= period.to;
}

/**
 * Parallel citations decide when there are any: their candidates outside the volume's dates are misprints and set
 * aside; one candidate, or one holding two thirds of the evidence (and at least two citing documents when others
 * disagree), is the page; otherwise the page is a conflict. Without parallel citations, case names decide, but only
 * when every name points to the same single decision: the one of the date printed with the page, or the one within
 * the page's dates (between its mapped neighbours in the volume). Nothing is ever guessed.
 */
export function decidePage(evidence: PageEvidence): PageDecision {
  const parallel = evidence.parallel.filter((candidate) => inPeriod(candidate.date, evidence.period));
  if (parallel.length > 0) {
    const sorted = [...parallel].sort((a, b) => b.support - a.support);
    const top = sorted[0]!;
    const total = sorted.reduce((sum, candidate) => sum + candidate.support, 0);
    const dissent = total - top.support;
    if (dissent === 0 || (top.support >= 2 && top.support >= MAJORITY * total)) {
      return { state: 'mapped', method: 'parallel', documentId: top.documentId, support: top.support, dissent };
    }
    return { state: 'conflict', method: null, documentId: null, support: 0, dissent: total };
  }
  const named = new Map<string, number>();
  let ambiguous = false;
  for (const name of evidence.byName) {
    const fitting = decisionsFitting(name, evidence);
    if (fitting.length > 1) ambiguous = true;
    if (fitting.length === 1)
      named.set(fitting[0]!.documentId, (named.get(fitting[0]!.documentId) ?? 0) + name.support);
  }
  if (named.size === 1 && !ambiguous) {
    const [documentId, support] = [...named][0]!;
    return { state: 'mapped', method: 'name', documentId, support, dissent: 0 };
  }
  const total = [...named.values()].reduce((sum, support) => sum + support, 0);
  return named.size > 1
    ? { state: 'conflict', method: null, documentId: null, support: 0, dissent: total }
    : { state: 'unmapped', method: null, documentId: null, support: 0, dissent: 0 };
}
