import { Button, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagePagination } from '@/components/ui/page-pagination';
import { useAdminDocuments, type AdminDocumentFilters } from '../api/get-documents';
import { useDeleteDocument } from '../api/document-mutations';
import type { DocumentSummary as AdminDocumentSummary } from '@batas/shared/contracts/documents';
import { DocumentFormModal } from './document-form-modal';
import { DocumentsFilters } from './documents-filters';
import { DocumentsTable } from './documents-table';

export const DELETE_DOCUMENT_CONFIRM = 'Are you sure you want to delete this document?';
type Filters = Omit<AdminDocumentFilters, 'page'>;

/** Document Management: Add Document, the four filters, the table, numbered pages, the modal. */
export function DocumentManagement() {
  const [filters, setFilters] = useState<Filters>({ search: '', documentType: '', courtLevel: '', lawCategory: '' });
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const documents = useAdminDocuments({ ...filters, search, page });
  const remove = useDeleteDocument();
  const [editor, setEditor] = useState<{ opened: boolean; id: string | null }>({ opened: false, id: null });
  const [deleting, setDeleting] = useState<AdminDocumentSummary | null>(null);

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditor({ opened: true, id: null })}>
          Add Document
        </Button>
      </Group>
      <DocumentsFilters
        values={filters}
        onChange={(key, value) => {
          setFilters((current) => ({ ...current, [key]: value }));
          setPage(1);
        }}
      />
      <Paper withBorder radius="md" p={0}>
        {documents.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading documents" />
          </Center>
        ) : (
          <DocumentsTable
            documents={documents.data?.documents ?? []}
            onEdit={(document) => setEditor({ opened: true, id: document._id })}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      <PagePagination
        page={page}
        totalPages={documents.data?.totalPages ?? 0}
        onChange={setPage}
        label="Document pages"
      />
      <DocumentFormModal
        opened={editor.opened}
        documentId={editor.id}
        onClose={() => setEditor({ opened: false, id: null })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Document"
        message={DELETE_DOCUMENT_CONFIRM}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
