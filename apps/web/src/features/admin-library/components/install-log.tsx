import { Box, Text } from '@mantine/core';
import type { LibraryCollection } from '../api/library-sources';

type Entry = NonNullable<LibraryCollection['job']>['log'][number];

const COLOR: Record<string, string | undefined> = { error: 'red.9', warn: 'orange.9' };

/** The latest install's log, newest first, in a scrolling box. */
export function InstallLog({ entries }: { entries: Entry[] }) {
  return (
    <Box
      component="ol"
      aria-label="Install log"
      m={0}
      p="sm"
      style={{
        listStyle: 'none',
        maxHeight: 240,
        overflowY: 'auto',
        background: 'var(--mantine-color-gray-0)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
      tabIndex={0}
    >
      {entries.map((entry, index) => (
        <Text
          component="li"
          key={`${entry.at}-${index}`}
          size="xs"
          c={COLOR[entry.level]}
          style={{ overflowWrap: 'anywhere' }}
        >
          <time dateTime={entry.at}>{new Date(entry.at).toLocaleTimeString('en-PH')}</time> {entry.message}
        </Text>
      ))}
    </Box>
  );
}
