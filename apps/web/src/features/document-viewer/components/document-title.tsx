import { Stack, Text, Title } from '@mantine/core';
import type { ViewerDocument } from '../api/resolve-document';

/**
 * The name the document goes by ('Tañada v. Tuvera', 'Data Privacy Act of 2012'), with its full title or caption
 * under it when the two differ.
 */
export function DocumentTitle({ document }: { document: Pick<ViewerDocument, 'heading' | 'fullTitle'> }) {
  const heading = document.heading || 'Untitled document';
  const full = document.fullTitle && document.fullTitle !== heading ? document.fullTitle : null;
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 24, md: 30 }}>
        {heading}
      </Title>
      {full && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {full}
        </Text>
      )}
    </Stack>
  );
}
