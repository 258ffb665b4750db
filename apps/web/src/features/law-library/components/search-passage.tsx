import { Mark, Text } from '@mantine/core';
import { passageParts } from '../utils/search-passage';

interface SearchPassageProps {
  /** The API's highlight for this result (escaped text with <mark>), or null. */
  highlight: string | null | undefined;
  /** Shown when there is no passage: the card's usual excerpt. */
  fallback: string;
}

/**
 * Where a search result matched: the passage around the query's words, the words marked, instead of the
 * document's opening. Rendered as text and <mark> elements (utils/search-passage.ts), never as HTML.
 */
export function SearchPassage({ highlight, fallback }: SearchPassageProps) {
  const passage = passageParts(highlight);
  return (
    <Text
      size="sm"
      c="dimmed"
      style={{ overflowWrap: 'anywhere' }}
      data-testid={passage ? 'search-passage' : undefined}
    >
      {passage
        ? passage.parts.map((part, index) =>
            part.marked ? (
              <Mark key={index} color="yellow" c="dark">
                {part.text}
              </Mark>
            ) : (
              part.text
            ),
          )
        : fallback}
      {passage?.cut ? '...' : null}
    </Text>
  );
}
