import classes from './document-viewer.module.css';

/**
 * Goes to a citator panel. Until the reader comes near the citator's place under the text
 * (deferred-citation-panels.tsx), the panels are not there: going to that place loads them, and they scroll to the
 * panel the address names once they are in. The browser's own jump to a missing '#cites' would undo that scroll.
 */
const goToPanel = (id: 'cites' | 'cited-by') => (event: React.MouseEvent) => {
  event.preventDefault();
  // The router's own history state is kept: only the address's fragment changes.
  window.history.replaceState(window.history.state, '', `#${id}`);
  (document.getElementById(id) ?? document.getElementById('history'))?.scrollIntoView();
};

/** Unfolds the contents (folded on a phone) before the browser jumps to them. */
const openContents = () => document.querySelector('#contents details')?.setAttribute('open', '');

/**
 * 'Cited by N · Cites M · Contents' near the top of a decision: how it stands in the law at a glance, each a jump to
 * its panel. The counts come with the document, in the page the server sends.
 */
export function ReadingLinks({
  citedByCount,
  citesCount,
  hasContents,
}: {
  citedByCount: number;
  citesCount: number;
  hasContents: boolean;
}) {
  return (
    <nav aria-label="In this decision" className={`no-print ${classes.readingLinks}`} data-testid="reading-links">
      <a href="#cited-by" onClick={goToPanel('cited-by')}>
        Cited by {citedByCount.toLocaleString('en-US')}
      </a>
      <span aria-hidden> · </span>
      <a href="#cites" onClick={goToPanel('cites')}>
        Cites {citesCount.toLocaleString('en-US')}
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
