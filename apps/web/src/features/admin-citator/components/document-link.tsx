import { Anchor, Text } from '@mantine/core';
import type { DocumentRef } from '@batas/shared/contracts/admin-citator';
import { paths } from '@/config/paths';

/** A library document by its heading, opening its public page in a new tab (the review stays where it was). */
export function DocumentLink({ document }: { document: DocumentRef }) {
  const detail = [document.citation, document.date].filter(Boolean).join(' · ');
  return (
    <span>
      <Anchor
        href={paths.document.getHref(document.linkId)}
        target="_blank"
        rel="noopener"
        size="sm"
        underline="always"
      >
        {document.heading}
      </Anchor>
      {detail && (
        <Text component="span" size="xs" c="dimmed" ml={6} style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </span>
  );
}
