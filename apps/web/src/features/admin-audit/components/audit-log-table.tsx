import { Center, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PagePagination } from '@/components/ui/page-pagination';
import { EmptyTableRow } from '@/components/ui/empty-table-row';
import type { AuditEntry } from '@batas/shared/contracts/admin-audit';
import { useAuditLog } from '../api/get-audit-log';
import { targetTypeLabel } from '../utils/audit-format';
import { AuditChanges } from './audit-changes';

const ACTIONS = [
  { value: '', label: 'All actions' },
  ...[
    'user.approve',
    'user.reject',
    'user.activate',
    'user.deactivate',
    'user.delete',
    'document.create',
    'document.update',
    'document.delete',
    'claim.approve',
    'claim.reject',
    'lawyer.update',
    'article.delete',
    'citator.page.confirm',
    'citator.page.change',
    'citator.page.remove',
  ].map((value) => ({ value, label: value })),
];

/** A name and, under it, what identifies it for sure (an e-mail, an id): names are not unique. */
function NamedCell({ name, detail }: { name: string | null; detail: string | null }) {
  return (
    <>
      <Text size="sm">{name ?? detail ?? '—'}</Text>
      {name && detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </>
  );
}

const reasonOf = (entry: AuditEntry) => (typeof entry.details.reason === 'string' ? entry.details.reason : null);

/** Who did what to which record, and when (super admins only). */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const log = useAuditLog(page, action);
  return (
    <Stack>
      <Select
        label="Action"
        data={ACTIONS}
        value={action}
        onChange={(value) => {
          setAction(value ?? '');
          setPage(1);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Paper withBorder radius="md" p={0}>
        {log.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading audit log" />
          </Center>
        ) : (
          <Table.ScrollContainer
            minWidth={760}
            // On a phone the table scrolls sideways and holds nothing focusable: the region itself takes the focus,
            // so it can be scrolled from the keyboard.
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Audit entries' } }}
          >
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Changes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-row">
                    <Table.Td>{new Date(entry.createdAt).toLocaleString('en-US')}</Table.Td>
                    <Table.Td>
                      <NamedCell name={entry.actorName} detail={entry.actorEmail} />
                    </Table.Td>
                    <Table.Td>{entry.action}</Table.Td>
                    <Table.Td>
                      <NamedCell
                        name={entry.targetName && `${targetTypeLabel(entry.targetType)}: ${entry.targetName}`}
                        detail={
                          entry.targetName ? null : `${targetTypeLabel(entry.targetType)} ${entry.targetId ?? ''}`
                        }
                      />
                    </Table.Td>
                    <Table.Td maw={360}>
                      <AuditChanges changes={entry.changes} reason={reasonOf(entry)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {log.data?.entries.length === 0 && <EmptyTableRow columns={5}>No audit entries yet</EmptyTableRow>}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <PagePagination
        page={page}
        totalPages={log.data?.pagination.totalPages ?? 0}
        onChange={setPage}
        label="Audit log pages"
      />
    </Stack>
  );
}
