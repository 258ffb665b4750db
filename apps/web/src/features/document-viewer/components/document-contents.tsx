import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';
import { paths } from '@/config/paths';
import { useOpenByWidth } from '@/hooks/use-open-by-width';
import { useDocumentRelations } from '../api/get-document-relations';
import { provisionChanges, provisionKey, type ProvisionChange } from '../utils/provision-changes';
import { relatedName } from '../utils/relation-wording';
import classes from './document-contents.module.css';

/**
 * The contents of a law (its Books, Titles, Chapters, Articles, Sections) or of a decision (its parts and
 * sub-headings): plain links to the body's anchors, so they work in the server's HTML and with a shared
 * '#art-19' address. A <details> element, so a phone can fold it without any script.
 */
export function DocumentContents({ outline, slug }: { outline: DocumentOutlineEntry[]; slug: string }) {
  // Open on wide screens, folded on phones so the text comes first (the server's HTML leaves that to CSS).
  const { opened, byWidth, setOpened } = useOpenByWidth();
  // An amended or repealed provision is marked with the law that changed it (the status line's data, already loaded).
  const { data: relations } = useDocumentRelations(slug);
  if (outline.length < 2) return null;
  const changes = relations ? provisionChanges(relations) : new Map<string, ProvisionChange>();
  return (
    <nav aria-label="Contents" id="contents" className={`no-print ${classes.contents}`}>
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
              <ProvisionChangeNote change={changes.get(provisionKey(entry.label) ?? '')} />
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** ' — Amended by R.A. No. 9231', linked to that law, after a provision's entry. */
function ProvisionChangeNote({ change }: { change: ProvisionChange | undefined }) {
  if (!change) return null;
  const name = relatedName(change.law);
  return (
    <Text component="span" size="xs" c="dimmed">
      {' — '}
      {change.verb}{' '}
      {change.law.slug ? (
        <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(change.law.slug))} inherit>
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
  );
}
