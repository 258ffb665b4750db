import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants/index';
import { adminApi } from '@/lib/api-client';
import type { DocumentList, DocumentsQuery } from '@batas/shared/contracts/documents';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

/** The table's filters as the screen holds them: '' means no filter. */
export interface AdminDocumentFilters {
  page: number;
  search: string;
  documentType: string;
  courtLevel: string;
  lawCategory: string;
}

/** Newest decision first; pages = ceil(totalDocuments / 10). */
export const adminDocumentsQueryOptions = (filters: AdminDocumentFilters) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'list', filters],
    queryFn: async ({ signal }) => {
      const query: DocumentsQuery = {
        ...filters,
        limit: LIMITS.adminPageSize,
        sortBy: 'dateDecided',
        sortOrder: 'desc',
      };
      const answer = await adminApi.get<ApiEnvelope<DocumentList>>('/admin/documents', { query, signal });
      const { documents, pagination } = answer.data;
      return {
        documents,
        totalDocuments: pagination.totalDocuments,
        totalPages: Math.ceil(pagination.totalDocuments / LIMITS.adminPageSize),
      };
    },
    meta: { errorTitle: 'Could not load documents' },
  });

export const useAdminDocuments = (filters: AdminDocumentFilters) =>
  useQuery({ ...adminDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
