import { Badge, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { StructuredData } from '@/components/structured-data';
import { useSiteUrl } from '@/lib/site-url';
import type { ViewerDocument } from '../api/resolve-document';
import { documentMeta } from '../utils/document-head';
import { documentJsonLd } from '../utils/document-json-ld';
import { DeferredCitationPanels } from './deferred-citation-panels';
import { DocumentBody } from './document-body';
import { DocumentContents } from './document-contents';
import { DocumentMetadata } from './document-metadata';
import { CopyCitationButton } from './copy-citation-button';
import { DocumentSource, SampleTextNotice } from './document-source';
import { DocumentTitle } from './document-title';
import { LawStatus } from './law-status';
import { ReadingLinks } from './reading-links';
import { isStatute } from '../utils/is-statute';
import { TextAtSource } from './text-at-source';
import { ViewerHeader } from './viewer-header';
import classes from './document-viewer.module.css';

/**
 * The loaded state of the viewer: header, cleaned title, metadata lines and source, body, the citator's panels,
 * and the page's metadata. `actions` (Save, Follow: other features, composed by the route) sit under the source.
 */
export function DocumentViewer({
  document,
  searchQuery,
  actions,
}: {
  document: ViewerDocument;
  searchQuery: string;
  actions?: ReactNode;
}) {
  // The page's head says the same (the document route's `head`).
  const { title, description, canonical: url } = documentMeta(document, useSiteUrl());

  return (
    <Container size="md" py="xl" component="article" className={classes.printArea}>
      <StructuredData data={documentJsonLd(document, title, url, description)} />
      <Stack gap="md">
        <ViewerHeader printable />
        <Group gap={6} justify="space-between" className="no-print">
          <Badge variant="light" tt="none">
            {document.documentType || 'Legal Document'}
          </Badge>
          {document.citeAs && <CopyCitationButton citeAs={document.citeAs} />}
        </Group>
        <DocumentTitle document={document} />
        <LawStatus slug={document.slug} />
        <DocumentMetadata document={document} />
        <DocumentSource document={document} />
        {actions && (
          <Group gap="xs" className="no-print">
            {actions}
          </Group>
        )}
        {document.isSample && <SampleTextNotice />}
        {document.textAtSource ? (
          <TextAtSource document={document} />
        ) : (
          <>
            {!isStatute(document.documentType) && (
              <ReadingLinks
                citedByCount={document.citedByCount}
                citesCount={document.citesCount}
                hasContents={document.outline.length >= 2}
              />
            )}
            <DocumentContents outline={document.outline} slug={document.slug} />
            <DocumentBody key={document.id} html={document.renderedHtml} initialQuery={searchQuery} />
          </>
        )}
        <DeferredCitationPanels key={document.slug} slug={document.slug} documentType={document.documentType} />
      </Stack>
    </Container>
  );
}
