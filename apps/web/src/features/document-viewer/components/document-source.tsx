import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { ViewerDocument } from '../api/resolve-document';

type SourceFields = Pick<ViewerDocument, 'sourceName' | 'sourceUrl' | 'sources'>;

/**
 * "Source: LawPhil", linked to the page the text was taken from when that is known, then the other publishers the
 * same document was also found at ("Also at: Official Gazette").
 */
export function DocumentSource({ document }: { document: SourceFields }) {
  if (!document.sourceName) return null;
  const others = otherPublishers(document);
  return (
    <Text size="sm" c="dimmed">
      Source: <SourceLink name={document.sourceName} url={document.sourceUrl} />
      {others.length > 0 && (
        <>
          {' · Also at: '}
          {others.map((source, index) => (
            <Fragment key={`${source.sourceName}-${source.sourceUrl ?? ''}`}>
              {index > 0 && ', '}
              <SourceLink name={source.sourceName} url={source.sourceUrl} />
            </Fragment>
          ))}
        </>
      )}
    </Text>
  );
}

function SourceLink({ name, url }: { name: string; url: string | null }) {
  if (!url) return <>{name}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" underline="always">
      {name}
    </Anchor>
  );
}

/** One link per other publisher (a code printed over many pages has many pages at one publisher). */
function otherPublishers(document: SourceFields) {
  const seen = new Set([document.sourceName]);
  return document.sources.filter((source) => {
    if (seen.has(source.sourceName)) return false;
    seen.add(source.sourceName);
    return true;
  });
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
