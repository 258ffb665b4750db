import { Button, Group, Loader, Paper, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CITATION_FORM_LABELS, type CitationForm } from '@batas/shared/citations';
import { EmptyTableRow } from '@/components/ui/empty-table-row';
import { LoadError } from '@/components/ui/load-error';
import { useLibraryHealth, useRefreshLibraryHealth, type LibraryHealth } from '../api/library-health';

const number = (value: number) => value.toLocaleString('en-US');
const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

/** One scrollable table region: on a phone it scrolls sideways and takes the focus so the keyboard can scroll it. */
function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={0}>
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
      >
        <Table striped verticalSpacing="xs">
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function SharesByForm({ health }: { health: LibraryHealth }) {
  const forms = health.byForm.filter((form) => form.citations > 0);
  return (
    <ScrollTable label="Citations that resolve, by form" minWidth={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Form</Table.Th>
          <Table.Th ta="right">Citations</Table.Th>
          <Table.Th ta="right">Resolved</Table.Th>
          <Table.Th>Share resolved</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forms.map((form) => {
          const percent = share(form.resolved, form.citations);
          return (
            <Table.Tr key={form.form} data-testid="health-form">
              <Table.Td>{form.label}</Table.Td>
              <Table.Td ta="right">{number(form.citations)}</Table.Td>
              <Table.Td ta="right">{number(form.resolved)}</Table.Td>
              <Table.Td miw={160}>
                <Group gap="xs" wrap="nowrap">
                  <Progress value={percent} w={90} aria-label={`${form.label}: share resolved`} />
                  <Text size="sm">{percent.toFixed(1)} %</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
        {forms.length === 0 && <EmptyTableRow columns={4}>No citations yet: the library cites nothing</EmptyTableRow>}
      </Table.Tbody>
    </ScrollTable>
  );
}

function MostCitedMissing({ health }: { health: LibraryHealth }) {
  const [form, setForm] = useState<string | null>(null);
  const present = [...new Set(health.missing.map((item) => item.form))];
  const rows = health.missing.filter((item) => !form || item.form === form).slice(0, form ? undefined : 25);
  return (
    <Stack gap="sm">
      <Select
        label="Form"
        placeholder="Every form"
        data={present.map((value) => ({ value, label: CITATION_FORM_LABELS[value as CitationForm] }))}
        value={form}
        onChange={setForm}
        clearable
        w={{ base: '100%', xs: 300 }}
      />
      <ScrollTable label="Most-cited citations the library lacks" minWidth={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Citation</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th ta="right">Cited by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={`${item.form}:${item.canonical}`} data-testid="health-missing">
              <Table.Td>{item.canonical}</Table.Td>
              <Table.Td>{CITATION_FORM_LABELS[item.form]}</Table.Td>
              <Table.Td ta="right">
                {number(item.citing)} document{item.citing === 1 ? '' : 's'}
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && <EmptyTableRow columns={3}>Every citation resolves</EmptyTableRow>}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

/**
 * The library's health: how much of what its texts cite it can open, by form, and the most-cited citations that
 * lead nowhere (the documents to scrape next; for a report page, a page the crosswalk cannot yet name).
 */
export function LibraryHealthPanel() {
  const health = useLibraryHealth();
  const refresh = useRefreshLibraryHealth();
  return (
    <Stack gap="lg">
      {health.isPending && <Loader aria-label="Loading the library health" />}
      {health.isError && (
        <LoadError
          message="Failed to load the library health"
          error={health.error}
          onRetry={() => void health.refetch()}
          retrying={health.isFetching}
        />
      )}
      {health.data && (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              Figures taken {new Date(health.data.computedAt).toLocaleString('en-US')} (in{' '}
              {number(health.data.durationMs)} ms), after the last crosswalk build or on request.
            </Text>
            <Button size="xs" variant="light" loading={refresh.isPending} onClick={() => refresh.mutate()}>
              Take the figures again
            </Button>
          </Group>
          {refresh.isError && (
            <Text size="sm" c="red.9" role="alert">
              The figures could not be taken again. Please try again.
            </Text>
          )}
          <Stack gap="xs">
            <Title order={2} size="h4">
              Citations that resolve
            </Title>
            <SharesByForm health={health.data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Most cited, not in the library
            </Title>
            <MostCitedMissing health={health.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
