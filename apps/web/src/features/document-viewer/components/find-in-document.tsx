import { ActionIcon, Group, Input, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import classes from './document-viewer.module.css';

interface FindInDocumentProps {
  query: string;
  onQueryChange: (query: string) => void;
  count: number;
  current: number;
  onNext: () => void;
  onPrevious: () => void;
}

/** 'Search inside the document': the terms of the search the reader came from, with next/previous. */
export function FindInDocument({ query, onQueryChange, count, current, onNext, onPrevious }: FindInDocumentProps) {
  const status = !query.trim() ? '' : count === 0 ? 'No matches' : `${current + 1} of ${count}`;
  return (
    <Group gap="xs" wrap="nowrap" className={`no-print ${classes.findBar}`} role="search" data-testid="find-bar">
      {/* Input, not TextInput: the field is named by aria-label and has no label, description or error to lay out. */}
      <Input
        aria-label="Search in this document"
        placeholder="Search in this document"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.shiftKey ? onPrevious : onNext)();
        }}
        style={{ flex: 1 }}
      />
      <Text size="sm" c="dimmed" aria-live="polite" miw={80} data-testid="find-status">
        {status}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label="Previous match" onClick={onPrevious} disabled={count === 0}>
        <IconChevronUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Next match" onClick={onNext} disabled={count === 0}>
        <IconChevronDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
