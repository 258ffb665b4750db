import { Stack, Title } from '@mantine/core';
import { DocumentManagement } from '@/features/admin-documents/components/document-management';
import { usePageMeta } from '@/lib/page-meta';

export default function DocumentsPage() {
  usePageMeta({ title: 'Document Management' });
  return (
    <Stack>
      <Title order={1} size="h2">
        Document Management
      </Title>
      <DocumentManagement />
    </Stack>
  );
}
