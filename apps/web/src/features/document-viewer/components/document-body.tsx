import { Paper } from '@mantine/core';
import { DOCUMENT_STYLE_SCOPE } from '@batas/shared/html/document-style-scope';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFindInDocument } from '../hooks/use-find-in-document';
import { FindInDocument } from './find-in-document';
import classes from './document-viewer.module.css';

/**
 * The server-rendered body (sanitised and cleaned by the API; citations already links) with search inside it.
 * Library links inside the body navigate within the app instead of reloading the page.
 */
export function DocumentBody({ html, initialQuery }: { html: string; initialQuery: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const container = useRef<HTMLDivElement>(null);
  const find = useFindInDocument(container, html, query);
  // '#art-19' opens at Article 19 also when the text arrived after the address (a link followed inside the app).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1)
      container.current?.querySelector(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`)?.scrollIntoView();
  }, [hash]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
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
        onQueryChange={setQuery}
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
    </>
  );
}
