import { Center, Loader, Paper, Select, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { PagePagination } from '@/components/ui/page-pagination';
import { EmptyTableRow } from '@/components/ui/empty-table-row';
import type { AuditEntry } from '@batas/shared/contracts/admin-audit';
import { useAuditLog } from '../api/get-audit-log';

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
  ].map((value) => ({ value, label: value })),
];

/** What the target was, in words an auditor reads: the details keep the name even after a delete. */
function describeTarget(entry: AuditEntry): string {
  const details = entry.details;
  const label = [details.name, details.email, details.title].find((value) => typeof value === 'string');
  const reason = typeof details.reason === 'string' ? ` — reason: ${details.reason}` : '';
  return `${entry.targetType} ${label ?? entry.targetId ?? ''}${reason}`;
}

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
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-row">
                    <Table.Td>{new Date(entry.createdAt).toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{entry.actorEmail ?? '—'}</Table.Td>
                    <Table.Td>{entry.action}</Table.Td>
                    <Table.Td>{describeTarget(entry)}</Table.Td>
                  </Table.Tr>
                ))}
                {log.data?.entries.length === 0 && <EmptyTableRow columns={4}>No audit entries yet</EmptyTableRow>}
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
