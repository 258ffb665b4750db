import { useDocumentCitations } from '../api/get-document-citations';
import classes from './document-viewer.module.css';

/** The citator's place under the text (deferred-citation-panels.tsx): coming near it loads the panels. */
const openCitator = () => document.getElementById('history')?.scrollIntoView();

/** Unfolds the contents (folded on a phone) before the browser jumps to them. */
const openContents = () => document.querySelector('#contents details')?.setAttribute('open', '');

/**
 * 'Cited by N · Cites M · Contents' near the top of a decision: how it stands in the law at a glance, each a jump to
 * its panel. The counts come with the citator's first page, which the panels then reuse.
 */
export function ReadingLinks({
  slug,
  citedByCount,
  hasContents,
}: {
  slug: string;
  citedByCount: number;
  hasContents: boolean;
}) {
  const cites = useDocumentCitations({ slug, page: 1 }).data?.pagination.totalCites;
  return (
    <nav aria-label="In this decision" className={`no-print ${classes.readingLinks}`} data-testid="reading-links">
      <a href="#cited-by" onClick={openCitator}>
        Cited by {citedByCount.toLocaleString('en-US')}
      </a>
      <span aria-hidden> · </span>
      <a href="#cites" onClick={openCitator}>
        Cites{cites === undefined ? '' : ` ${cites.toLocaleString('en-US')}`}
      </a>
      {hasContents && (
        <>
          <span aria-hidden> · </span>
          <a href="#contents" onClick={openContents}>
            Contents
          </a>
        </>
      )}
    </nav>
  );
}
