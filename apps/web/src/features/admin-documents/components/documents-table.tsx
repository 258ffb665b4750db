import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { EmptyTableRow } from '@/components/ui/empty-table-row';
import type { DocumentSummary as AdminDocumentSummary } from '@batas/shared/contracts/documents';
import { grNumberLabel } from '../utils/gr-number-label';

const formatDate = (iso: string | null) =>
  iso
    ? new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '—';

interface DocumentsTableProps {
  documents: AdminDocumentSummary[];
  onEdit: (document: AdminDocumentSummary) => void;
  onDelete: (document: AdminDocumentSummary) => void;
}

/** Columns: Document (title, 'GR No. …'), Type & Court, Date & Citation, Status, Actions. */
export function DocumentsTable({ documents, onEdit, onDelete }: DocumentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th>Type &amp; Court</Table.Th>
            <Table.Th>Date &amp; Citation</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document._id} data-testid="document-row">
              <Table.Td maw={360}>
                <Text fw={600} lineClamp={2}>
                  {document.title}
                </Text>
                {document.grNumber && (
                  <Text size="sm" c="dimmed">
                    {grNumberLabel(document.grNumber)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{document.documentType}</Text>
                <Text size="sm" c="dimmed">
                  {document.courtLevel ?? document.court ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(document.dateDecided ?? document.dateEnacted)}</Text>
                <Text size="sm" c="dimmed">
                  {document.citation ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* A badge's label may shrink to nothing in a table squeezed by long titles: it keeps its own width. */}
                <Badge color={document.isVerified ? 'green' : 'gray'} variant="light" c="dark" miw="max-content">
                  {document.isVerified ? 'Verified' : 'Unverified'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => onEdit(document)} aria-label={`Edit ${document.title}`}>
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(document)}
                    aria-label={`Delete ${document.title}`}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {documents.length === 0 && <EmptyTableRow columns={5}>No documents found</EmptyTableRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
