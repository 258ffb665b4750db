import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ViewerDocument } from '../api/resolve-document';

/** "Source: LawPhil", linked to the page the text was taken from when that is known. */
export function DocumentSource({ document }: { document: Pick<ViewerDocument, 'sourceName' | 'sourceUrl'> }) {
  if (!document.sourceName) return null;
  return (
    <Text size="sm" c="dimmed">
      Source:{' '}
      {document.sourceUrl ? (
        <Anchor href={document.sourceUrl} target="_blank" rel="noopener noreferrer" underline="always">
          {document.sourceName}
        </Anchor>
      ) : (
        document.sourceName
      )}
    </Text>
  );
}

/** Generated documents fill the types the real starter library lacks; nobody may take one for the law. */
export function SampleTextNotice() {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title="Sample text">
      This document was generated for the demonstration library. Its number and date follow the real series, but its
      text is not an official text of the law.
    </Alert>
  );
}
