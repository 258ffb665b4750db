import { Anchor, Text } from '@mantine/core';
import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';
import { useOpenByWidth } from '@/hooks/use-open-by-width';
import classes from './document-contents.module.css';

/**
 * The contents of a law (its Books, Titles, Chapters, Articles, Sections) or of a decision (its parts and
 * sub-headings): plain links to the body's anchors, so they work in the server's HTML and with a shared
 * '#art-19' address. A <details> element, so a phone can fold it without any script.
 */
export function DocumentContents({ outline }: { outline: DocumentOutlineEntry[] }) {
  // Open on wide screens, folded on phones so the text comes first (the server's HTML leaves that to CSS).
  const { opened, byWidth, setOpened } = useOpenByWidth();
  if (outline.length < 2) return null;
  return (
    <nav aria-label="Contents" className={`no-print ${classes.contents}`}>
      <details open={opened} data-by-width={byWidth} onToggle={(event) => setOpened(event.currentTarget.open)}>
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
