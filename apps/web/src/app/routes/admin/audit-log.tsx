import { Stack, Title } from '@mantine/core';
import { AuditLogTable } from '@/features/admin-audit/components/audit-log-table';
import { usePageMeta } from '@/lib/page-meta';

export default function AuditLogPage() {
  usePageMeta({ title: 'Audit Log' });
  return (
    <Stack>
      <Title order={1} size="h2">
        Audit Log
      </Title>
      <AuditLogTable />
    </Stack>
  );
}
