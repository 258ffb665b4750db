import { Anchor, Text } from '@mantine/core';
import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';
import { useEffect, useState } from 'react';
import classes from './document-contents.module.css';

// Wide screens start with the contents open; phones start with them closed, so the text comes first.
const WIDE = '(min-width: 48em)';

/**
 * The contents of a law (its Books, Titles, Chapters, Articles, Sections) or of a decision (its parts and
 * sub-headings): plain links to the body's anchors, so they work in the server's HTML and with a shared
 * '#art-19' address. A <details> element, so a phone can fold it without any script.
 */
export function DocumentContents({ outline }: { outline: DocumentOutlineEntry[] }) {
  // The server cannot know the width: it sends the list open, CSS folds it on phones until the browser decides.
  const [opened, setOpened] = useState<boolean | 'by-width'>('by-width');
  useEffect(() => setOpened(window.matchMedia(WIDE).matches), []);
  if (outline.length < 2) return null;
  return (
    <nav aria-label="Contents" className={`no-print ${classes.contents}`}>
      <details
        open={opened !== false}
        data-by-width={opened === 'by-width'}
        onToggle={(event) => setOpened(event.currentTarget.open)}
      >
        <summary className={classes.summary}>
          <Text component="span" fw={600}>
            Contents
          </Text>{' '}
          <Text component="span" size="sm" c="dimmed">
            ({outline.length} {outline.length === 1 ? 'entry' : 'entries'})
          </Text>
        </summary>
        <ol className={classes.list}>
          {outline.map((entry) => (
            <li key={entry.id} style={{ paddingInlineStart: `${entry.depth}rem` }}>
              <Anchor href={`#${entry.id}`} size="sm">
                {entry.caption ? `${entry.label} · ${entry.caption}` : entry.label}
              </Anchor>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
