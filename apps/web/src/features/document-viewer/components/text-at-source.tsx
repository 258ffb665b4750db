import { Alert, Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ViewerDocument } from '../api/resolve-document';

/**
 * The publisher has only a PDF of this document: the library has its number, title and date but no text, and
 * sends the reader to the source rather than showing an empty page.
 */
export function TextAtSource({ document }: { document: Pick<ViewerDocument, 'pdfUrl' | 'sourceUrl' | 'sourceName'> }) {
  const publisher = document.sourceName ?? 'the publisher';
  return (
    <Alert color="blue" variant="light" icon={<IconFileTypePdf aria-hidden />} title="The text is at the source">
      {publisher} publishes this document only as a PDF, so its text is not in the library. Its number, title and date
      are, and it can be found and cited by them.
      <Group gap="md" mt="sm">
        {document.pdfUrl && (
          <Anchor href={document.pdfUrl} target="_blank" rel="noopener noreferrer" underline="always">
            Open the PDF
          </Anchor>
        )}
        {document.sourceUrl && (
          <Anchor href={document.sourceUrl} target="_blank" rel="noopener noreferrer" underline="always">
            Open the page at {publisher}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
