import { Anchor, Stack, Text } from '@mantine/core';
import type { CitedDocument, CitingDocument } from '@batas/shared/contracts/document-citations';
import { formatLongUsDate } from '@batas/shared/dates';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentCitations } from '../api/get-document-citations';
import { isStatute } from '../utils/is-statute';
import { CitationList } from './citation-list';
import { RelationsHistory } from './relations-history';
import classes from './document-viewer.module.css';

const PAGE_SIZE = 20;
const pages = (total: number | undefined) => Math.ceil((total ?? 0) / PAGE_SIZE);
const documentHref = (slug: string) => paths.document.getHref(encodeURIComponent(slug));

function CitedItem({ cite }: { cite: CitedDocument }) {
  if (!cite.slug) {
    return (
      <Text size="sm">
        {cite.text}{' '}
        <Text span size="xs" c="dimmed">
          · not in the library
        </Text>
      </Text>
    );
  }
  // A document in the library goes by its name (the case name, the law's title); the citation as written under it.
  return (
    <Text size="sm">
      <Anchor component={Link} to={documentHref(cite.slug)} lineClamp={2}>
        {cite.heading || cite.text}
      </Anchor>
      {cite.heading && (
        <Text span size="xs" c="dimmed" display="block">
          {cite.text}
        </Text>
      )}
    </Text>
  );
}

function CitingItem({ doc }: { doc: CitingDocument }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to={documentHref(doc.slug)} lineClamp={2}>
        {doc.heading || doc.slug}
      </Anchor>
      <Text span size="xs" c="dimmed" display="block">
        {[doc.documentType, formatLongUsDate(doc.date)].filter(Boolean).join(' · ')}
      </Text>
      {doc.context && <HowCited context={doc.context} />}
    </Text>
  );
}

/** "How cited": the citing sentence, the citation in it marked (plain text, escaped by React). */
function HowCited({ context }: { context: NonNullable<CitingDocument['context']> }) {
  const { text, markStart, markEnd } = context;
  return (
    <Text span size="xs" display="block" className={classes.howCited}>
      {text.slice(0, markStart)}
      <mark>{text.slice(markStart, markEnd)}</mark>
      {text.slice(markEnd)}
    </Text>
  );
}

/** What the document cites, in its order. */
function CitesPanel({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const query = useDocumentCitations({ slug, page });
  return (
    <CitationList
      id="cites"
      title="Cites"
      total={query.data?.pagination.totalCites}
      items={query.data?.cites}
      itemKey={(cite, index) => `${cite.text}-${index}`}
      renderItem={(cite) => <CitedItem cite={cite} />}
      empty="This document cites no law or decision that the library can read."
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      page={page}
      pageCount={pages(query.data?.pagination.totalCites)}
      onPage={setPage}
    />
  );
}

const EMPTY_CITED_BY = {
  all: 'No document in the library cites this one yet.',
  decision: 'No decision in the library cites this law yet.',
};

/** What cites the document, newest first: everything, or only decisions for a statute's own panel. */
function CitedByPanel({ slug, title, only }: { slug: string; title: string; only?: 'decision' }) {
  const [page, setPage] = useState(1);
  const query = useDocumentCitations({ slug, page, citedByType: only });
  return (
    <CitationList
      id={only ? undefined : 'cited-by'}
      title={title}
      total={query.data?.pagination.totalCitedBy}
      items={query.data?.citedBy}
      itemKey={(doc) => doc.slug}
      renderItem={(doc) => <CitingItem doc={doc} />}
      empty={EMPTY_CITED_BY[only ?? 'all']}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      page={page}
      pageCount={pages(query.data?.pagination.totalCitedBy)}
      onPage={setPage}
    />
  );
}

/**
 * The citator under a document: what it cites and what cites it (CourtListener's "Authorities" and "Cited by").
 * A statute leads with the decisions that apply it. Loaded lazily (deferred-citation-panels.tsx), with the History
 * of what amended, repealed or struck the law down above them: the status line under the heading says the news with
 * the page itself, the full list comes with the rest of the document's connections (and keeps the page in budget).
 */
export default function CitationPanels({ slug, documentType }: { slug: string; documentType: string }) {
  const statute = isStatute(documentType);
  // Reached by 'Cited by' or 'Cites' near the top (or a shared '#cites' address): the panels came after the jump.
  useEffect(() => {
    const wanted = window.location.hash.slice(1);
    if (wanted === 'cites' || wanted === 'cited-by') document.getElementById(wanted)?.scrollIntoView();
  }, []);
  return (
    <Stack gap="md">
      <RelationsHistory slug={slug} />
      <div className={classes.citationPanels} data-columns={statute ? 3 : 2}>
        {statute && <CitedByPanel slug={slug} title="Decisions citing this law" only="decision" />}
        <CitedByPanel slug={slug} title="Cited by" />
        <CitesPanel slug={slug} />
      </div>
    </Stack>
  );
}
