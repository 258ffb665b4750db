import { Badge, Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { normaliseTags, ARTICLE_TAGS_MAX } from '@batas/shared/schemas/articles';
import { useState, type KeyboardEvent } from 'react';

/** Tags: typed one at a time, added with Enter or the Add button, trimmed, never twice. */
export function TagField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | null;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = normaliseTags([...value, draft]);
    if (next.length <= ARTICLE_TAGS_MAX) onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds a tag instead of submitting the form
      add();
    }
  };
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Tags"
          placeholder="Add a tag"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <Group gap={6}>
          {value.map((tag) => (
            <Badge
              key={tag}
              variant="light"
              size="lg"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(value.filter((item) => item !== tag))}
                />
              }
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
