import { List, Stack, Text } from '@mantine/core';
import type { ReportPage } from '@batas/shared/contracts/admin-citator';
import { DocumentLink } from './document-link';

const documents = (count: number) => `${count} citing document${count === 1 ? '' : 's'}`;

/**
 * What the library's texts say about a page: each decision named beside it by docket, or by case name, with how
 * many citing documents say so and which (a few of them), linked.
 */
export function PageEvidence({ evidence }: { evidence: ReportPage['evidence'] }) {
  if (evidence.length === 0) return <Text size="sm">No text names this page any more.</Text>;
  return (
    <List spacing="sm" size="sm">
      {evidence.map((item, index) => (
        <List.Item key={`${item.method}-${index}`}>
          <Stack gap={2}>
            <Text size="sm">
              {item.method === 'parallel'
                ? `Printed beside a docket in ${documents(item.support)}: `
                : `Cited as “${item.name}” in ${documents(item.support)}: `}
              {item.candidates.length === 0 && 'a decision no longer in the library'}
              {item.candidates.map((candidate, position) => (
                <span key={candidate.id}>
                  {position > 0 && ' or '}
                  <DocumentLink document={candidate} />
                </span>
              ))}
            </Text>
            {item.citing.length > 0 && (
              <Text size="xs" c="dimmed" component="div">
                Cited so by{' '}
                {item.citing.map((citing, position) => (
                  <span key={citing.id}>
                    {position > 0 && ', '}
                    <DocumentLink document={citing} />
                  </span>
                ))}
                {item.support > item.citing.length && ` and ${item.support - item.citing.length} more`}
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
