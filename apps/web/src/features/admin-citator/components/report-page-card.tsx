import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useDecideReportPage, type ReportPage } from '../api/report-pages';
import { ChangeMappingDialog } from './change-mapping-dialog';
import { DocumentLink } from './document-link';
import { PageEvidence } from './page-evidence';

const STATE: Record<ReportPage['state'], { label: string; color: string }> = {
  mapped: { label: 'Mapped', color: 'green' },
  conflict: { label: 'Evidence disagrees', color: 'red' },
  unmapped: { label: 'Not mapped', color: 'gray' },
};
const METHOD: Record<NonNullable<ReportPage['method']>, string> = {
  parallel: 'by parallel citations',
  name: 'by case name',
  admin: 'by an administrator',
};
const DECISION: Record<NonNullable<ReportPage['decision']>['kind'], string> = {
  confirmed: 'Confirmed',
  changed: 'Changed',
  removed: 'Removed',
};

const documents = (count: number) => `${count} citing document${count === 1 ? '' : 's'}`;

/** One report page under review: where it leads, on what evidence, and the administrator's three choices. */
export function ReportPageCard({ page }: { page: ReportPage }) {
  const decide = useDecideReportPage();
  const [changing, setChanging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const state = STATE[page.state];
  const headingId = `page-${page.key.replace(/[^a-z0-9]/g, '-')}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId} data-testid="report-page">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {page.citation}
          </Title>
          <Group gap={6}>
            <Badge color={state.color} variant="light" tt="none" c="dark">
              {state.label}
              {page.state === 'mapped' && page.method ? ` ${METHOD[page.method]}` : ''}
            </Badge>
            {page.decision && (
              <Badge color="blue" variant="light" tt="none" c="dark">
                {DECISION[page.decision.kind]}
                {page.decision.by ? ` by ${page.decision.by}` : ''}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" component="div">
          {page.document ? (
            <>
              Leads to <DocumentLink document={page.document} />
            </>
          ) : (
            'Leads to no decision: its citations stay unresolved.'
          )}
        </Text>
        <Text size="sm">
          {page.state === 'mapped'
            ? `Supported by ${documents(page.support)}${page.dissent ? `; ${documents(page.dissent)} name another decision` : ''}.`
            : page.dissent
              ? `${documents(page.dissent)} name different decisions.`
              : 'No evidence decides it.'}
        </Text>
        <PageEvidence evidence={page.evidence} />
        {decide.isError && (
          <Text size="sm" c="red.9" role="alert">
            {isApiError(decide.error) ? decide.error.message : 'The decision could not be saved. Please try again.'}
          </Text>
        )}
        <Group gap="xs">
          {page.state === 'mapped' && page.decision?.kind !== 'confirmed' && (
            <Button
              size="xs"
              variant="light"
              loading={decide.isPending && decide.variables?.decision.action === 'confirm'}
              onClick={() => decide.mutate({ key: page.key, decision: { action: 'confirm' } })}
            >
              Confirm
            </Button>
          )}
          <Button size="xs" variant="light" onClick={() => setChanging(true)}>
            {page.document ? 'Change' : 'Map to a decision'}
          </Button>
          {page.decision?.kind !== 'removed' && (
            <Button size="xs" variant="outline" color="red.9" onClick={() => setRemoving(true)}>
              {page.document ? 'Remove mapping' : 'Leave unmapped'}
            </Button>
          )}
        </Group>
      </Stack>
      <ChangeMappingDialog page={page} opened={changing} onClose={() => setChanging(false)} />
      <ConfirmDialog
        opened={removing}
        title={`Leave ${page.citation} unmapped`}
        message={`Citations of ${page.citation} will lead to no decision, and stay so when the crosswalk is built again.`}
        confirmLabel={page.document ? 'Remove mapping' : 'Leave unmapped'}
        loading={decide.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          decide.mutate({ key: page.key, decision: { action: 'remove' } }, { onSettled: () => setRemoving(false) })
        }
      />
    </Card>
  );
}
