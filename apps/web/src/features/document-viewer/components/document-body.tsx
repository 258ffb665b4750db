import { Paper } from '@mantine/core';
import { DOCUMENT_STYLE_SCOPE } from '@batas/shared/html/document-style-scope';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFindInDocument } from '../hooks/use-find-in-document';
import { provisionAnchor, searchTerms, typedTerms } from '../utils/search-terms';
import { FindInDocument } from './find-in-document';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useFootnoteSheet } from './footnote-sheet';
import classes from './document-viewer.module.css';

const loadFootnoteSheet = () => import('./footnote-sheet-view');

/**
 * The server-rendered body (sanitised and cleaned by the API; citations already links) with search inside it.
 * Library links inside the body navigate within the app instead of reloading the page.
 */
export function DocumentBody({ html, initialQuery }: { html: string; initialQuery: string }) {
  const navigate = useNavigate();
  // The search the reader came from marks its words; what they type in the find bar is found as typed.
  const [finding, setFind] = useState({ query: initialQuery, typed: false });
  const query = finding.query;
  const container = useRef<HTMLDivElement>(null);
  const find = useFindInDocument(container, html, query, finding.typed ? typedTerms(query) : searchTerms(query));
  const footnote = useFootnoteSheet(container);
  const { note, close } = footnote.sheet;
  const sheet = useDeferredComponent(loadFootnoteSheet, note !== null);
  // The sheet's code could not be fetched (offline): the mark goes to its note, as on a wide screen.
  useEffect(() => {
    if (!sheet.failed || !note) return;
    close(false);
    window.location.hash = note.id;
  }, [sheet.failed, note, close]);
  // '#art-19' opens at Article 19 also when the text arrived after the address (a link followed inside the app).
  const { hash, search } = useLocation();
  useEffect(() => {
    if (hash.length > 1)
      container.current?.querySelector(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`)?.scrollIntoView();
  }, [hash]);

  // 'Article 308' or 'Sec. 5' typed in the find bar offers that provision when the text has it.
  const provision = finding.typed ? provisionAnchor(query) : null;
  const [anchorOf, setAnchorOf] = useState<{ query: string; id: string | null }>({ query: '', id: null });
  useEffect(() => {
    if (!provision) return;
    const root = container.current;
    const element =
      root?.querySelector(`[id="${provision.id}"]`) ?? root?.querySelector(`[id$="-${provision.id}"]`) ?? null;
    setAnchorOf({ query, id: element?.id ?? null });
  }, [provision?.id, query, html]); // eslint-disable-line react-hooks/exhaustive-deps
  const jump =
    provision && anchorOf.query === query && anchorOf.id ? { id: anchorOf.id, label: provision.label } : null;

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (footnote.open(event)) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !href ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.button !== 0
    )
      return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <>
      <FindInDocument
        query={query}
        onQueryChange={(typed) => setFind({ query: typed, typed: true })}
        jump={jump}
        onJump={(id) => void navigate({ search, hash: `#${id}` })}
        count={find.count}
        current={find.current}
        onNext={find.next}
        onPrevious={find.previous}
      />
      <Paper withBorder radius="md" p={{ base: 'md', md: 'xl' }} className={classes.bodyPaper}>
        {html.trim() ? (
          // The HTML was sanitised on the server (sanitizeLegalHtml) and only gained <mark> elements here. Its
          // embedded stylesheet is scoped to DOCUMENT_STYLE_SCOPE, and the container clips what it paints.
          <div
            ref={container}
            className={`${classes.body} ${DOCUMENT_STYLE_SCOPE}`}
            onClick={followInternalLink}
            data-testid="document-body"
            dangerouslySetInnerHTML={{ __html: find.html }}
          />
        ) : (
          <p>No content available</p>
        )}
      </Paper>
      {sheet.Component && <sheet.Component note={note} close={close} />}
    </>
  );
}
