import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { formatLongUsDate } from '@batas/shared/dates';
import { cleanDocumentTitle } from '@batas/shared/names';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { FoundCitation } from '../api/extract-citations';

function Status({ citation }: { citation: FoundCitation }) {
  // Dark fills: white 11px bold text needs 4.5:1, which the light variants and green.9/orange.9 miss.
  if (citation.document)
    return (
      <Badge color="#1b5e20" tt="none">
        In the library
      </Badge>
    );
  if (citation.candidates > 1)
    return (
      <Badge color="#8a3c00" tt="none">
        {citation.candidates} possible documents
      </Badge>
    );
  return (
    <Badge color="red.9" tt="none">
      Not found
    </Badge>
  );
}

/** Each citation of the pasted text: linked to its document, to the choice page, or marked missing. */
export function CitationResults({ citations, truncated }: { citations: FoundCitation[]; truncated: boolean }) {
  const missing = citations.filter((citation) => !citation.document && citation.candidates === 0).length;
  if (citations.length === 0) return <Text role="status">No citations found in this text.</Text>;
  return (
    <>
      <Text role="status">
        {citations.length} {citations.length === 1 ? 'citation' : 'citations'} found; {missing} not in the library.
        {truncated &&
          ` Only the first ${citations.length.toLocaleString('en-US')} are checked: paste the rest separately.`}
      </Text>
      <List spacing="sm" listStyleType="none" p={0} aria-label="Citations found">
        {citations.map((citation) => {
          const label = [citation.canonical, formatLongUsDate(citation.date)].filter(Boolean).join(', ');
          // A choice (several documents) goes to the viewer's candidates page for the citation itself.
          const linkId = citation.document
            ? encodeURIComponent(citation.document.slug)
            : citation.candidates > 1
              ? (citation.slug ?? encodeURIComponent(citation.canonical))
              : null;
          return (
            <List.Item key={`${citation.start}-${citation.end}`} data-testid="citation-result">
              <Group gap="xs" wrap="wrap">
                <Status citation={citation} />
                {linkId ? (
                  <Anchor component={Link} to={paths.document.getHref(linkId)}>
                    {label}
                  </Anchor>
                ) : (
                  <Text span>{label}</Text>
                )}
              </Group>
              {citation.document && <Text size="sm">{cleanDocumentTitle(citation.document.title)}</Text>}
              {citation.text !== citation.canonical && (
                <Text size="xs" fs="italic">
                  As written: “{citation.text}”
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
