import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { RelatedLaw } from '@batas/shared/contracts/document-relations';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentRelations } from '../api/get-document-relations';
import { HISTORY_LISTS, yearOf } from '../utils/relation-wording';
import { RelatedLawLink } from './law-status';

interface Entry {
  verb: string;
  law: RelatedLaw;
}

/**
 * Every relation of the document, newest first: what amended, repealed or struck it down, and what it amends,
 * repeals or declares unconstitutional (a decision's page lists the laws it struck down), each with the provisions
 * named and the sentence that says it. Absent when nothing is known.
 */
export function RelationsHistory({ slug }: { slug: string }) {
  const headingId = useId();
  const { data, isError, refetch } = useDocumentRelations(slug);
  if (isError) return <LoadError message="Failed to load the law's history" onRetry={() => void refetch()} />;
  if (!data) return null;
  const entries: Entry[] = HISTORY_LISTS.flatMap(({ list, verb }) => data[list].items.map((law) => ({ verb, law })));
  if (entries.length === 0) return null;
  entries.sort((a, b) => (b.law.date ?? '').localeCompare(a.law.date ?? ''));
  const hidden = HISTORY_LISTS.reduce((sum, { list }) => sum + data[list].total - data[list].items.length, 0);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          History
        </Title>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map(({ verb, law }, index) => (
            <li key={`${verb}-${law.citation}-${index}`}>
              <Text size="sm" fw={600}>
                {verb} <RelatedLawLink law={law} />
                {yearOf(law) && ` (${yearOf(law)})`}
                {law.partial && law.provisions.length === 0 && ', in part'}
              </Text>
              {law.provisions.length > 0 && (
                <Text size="sm">
                  {law.provisions.length === 1 ? 'Provision' : 'Provisions'}: {law.provisions.join(', ')}
                </Text>
              )}
              <Text size="sm" c="dimmed" component="blockquote" m={0}>
                {law.context}
              </Text>
            </li>
          ))}
        </Stack>
        {hidden > 0 && (
          <Text size="sm" c="dimmed">
            {hidden.toLocaleString('en-US')} more not shown.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
