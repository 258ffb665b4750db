import { Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import classes from './document-viewer.module.css';

interface FindInDocumentProps {
  query: string;
  onQueryChange: (query: string) => void;
  count: number;
  current: number;
  onNext: () => void;
  onPrevious: () => void;
  /** The provision the query names, when the text has its anchor ('Article 308' → #art-308). */
  jump: { id: string; label: string } | null;
  onJump: (id: string) => void;
}

/**
 * 'Search inside the document': the terms of the search the reader came from, with next/previous. Native field and
 * buttons styled in the viewer's stylesheet: Mantine's Input and ActionIcon would add about 4 KB of script to the
 * heaviest public page for one box and two arrows.
 */
export function FindInDocument(props: FindInDocumentProps) {
  const { query, onQueryChange, count, current, onNext, onPrevious, jump, onJump } = props;
  const status = !query.trim() ? '' : count === 0 ? 'No matches' : `${current + 1} of ${count}`;
  return (
    <Group gap="xs" wrap="nowrap" className={`no-print ${classes.findBar}`} role="search" data-testid="find-bar">
      <div className={classes.findField}>
        <IconSearch size={16} aria-hidden className={classes.findIcon} />
        <input
          type="text"
          enterKeyHint="search"
          aria-label="Search in this document"
          placeholder="Search in this document"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            if (jump) onJump(jump.id);
            else (event.shiftKey ? onPrevious : onNext)();
          }}
        />
      </div>
      <Text size="sm" c="dimmed" aria-live="polite" miw={80} data-testid="find-status">
        {status}
      </Text>
      {jump && (
        <a
          href={`#${jump.id}`}
          className={classes.findJump}
          onClick={(event) => {
            event.preventDefault();
            onJump(jump.id);
          }}
        >
          Go to {jump.label}
        </a>
      )}
      <button
        type="button"
        className={classes.findStep}
        aria-label="Previous match"
        onClick={onPrevious}
        disabled={count === 0}
      >
        <IconChevronUp size={16} aria-hidden />
      </button>
      <button
        type="button"
        className={classes.findStep}
        aria-label="Next match"
        onClick={onNext}
        disabled={count === 0}
      >
        <IconChevronDown size={16} aria-hidden />
      </button>
    </Group>
  );
}
