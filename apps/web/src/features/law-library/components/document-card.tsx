import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCalendar } from '@tabler/icons-react';
import { formatLongUsDate } from '@batas/shared/dates';
import { Link } from 'react-router';
import type { DocumentSummary } from '@batas/shared/contracts/documents';
import { documentExcerpt } from '@/utils/text';
import { SearchPassage } from './search-passage';

/** The law's status in one word ("Amended", "Repealed", "Struck down"), as the texts say it; shade 8–9 keeps small text AA. */
const STATUS_BADGES = {
  amended: { label: 'Amended', color: 'gray.8' },
  repealed: { label: 'Repealed', color: 'red.9' },
  struck_down: { label: 'Struck down', color: 'red.9' },
} as const;

interface DocumentCardProps {
  document: DocumentSummary;
  /** Where the title leads: the library applies its link rule, the home page links by stored slug only. */
  href: string;
  /** Buttons under the date (the library's Save, from another feature). */
  actions?: ReactNode;
}

/** 'Revised Penal Code, Art. 308 — Who are liable for theft': a provision the search found, named as a lawyer cites it. */
function provisionTitle(document: DocumentSummary, provision: NonNullable<DocumentSummary['provision']>): string {
  const cited = `${provision.lawName ?? document.heading}, ${provision.label}`;
  return provision.heading ? `${cited} — ${provision.heading}` : cited;
}

export function DocumentCard({ document, href, actions }: DocumentCardProps) {
  const court = document.court || document.courtLevel;
  const { provision } = document;
  const date = formatLongUsDate(document.dateDecided ?? document.dateEnacted ?? document.date) ?? 'Unknown';
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {document.documentType || 'Legal Document'}
          </Badge>
          {court && (
            <Badge variant="default" tt="none">
              {court}
            </Badge>
          )}
          {document.year && (
            <Badge variant="default" tt="none">
              {document.year}
            </Badge>
          )}
          {document.status && (
            <Badge variant="outline" color={STATUS_BADGES[document.status].color} tt="none">
              {STATUS_BADGES[document.status].label}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5" lh={1.35}>
          {/* A provision found by its topic links to its paragraph on the law's page. */}
          <Anchor component={Link} to={provision ? `${href}#${provision.anchor}` : href} inherit>
            {provision ? provisionTitle(document, provision) : document.heading}
          </Anchor>
        </Title>
        {/* A decision known by its short name keeps its caption in view, a statute its long title. */}
        {document.shortTitle && document.fullTitle !== document.heading && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {document.fullTitle}
          </Text>
        )}
        {/* A provision shows its own text; a keyword search where the document matched; otherwise its opening. */}
        {provision?.passage ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="provision-passage">
            {provision.passage}
          </Text>
        ) : (
          <SearchPassage highlight={document.highlight} fallback={documentExcerpt(document.excerpt)} />
        )}
        <Stack gap={4} mt="auto">
          {document.citation && (
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {document.citation}
            </Text>
          )}
          <Group gap={6} c="dimmed">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          </Group>
          {actions && <Group gap="xs">{actions}</Group>}
        </Stack>
      </Stack>
    </Card>
  );
}
