import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants/index';
import { adminApi } from '@/lib/api-client';
import type { DocumentSummary as AdminDocumentSummary } from '@batas/shared/contracts/documents';

export interface AdminDocumentsQuery {
  page: number;
  search: string;
  documentType: string;
  courtLevel: string;
  lawCategory: string;
}

interface DocumentsAnswer {
  data: { documents: AdminDocumentSummary[]; pagination: { totalDocuments: number } };
}

/** Section 7: newest decision first; pages = ceil(totalDocuments / 10). */
export const adminDocumentsQueryOptions = (query: AdminDocumentsQuery) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'list', query],
    queryFn: async ({ signal }) => {
      const answer = await adminApi.get<DocumentsAnswer>('/admin/documents', {
        query: { ...query, limit: LIMITS.adminPageSize, sortBy: 'dateDecided', sortOrder: 'desc' },
        signal,
      });
      const { documents, pagination } = answer.data;
      return {
        documents,
        totalDocuments: pagination.totalDocuments,
        totalPages: Math.ceil(pagination.totalDocuments / LIMITS.adminPageSize),
      };
    },
    meta: { errorTitle: 'Could not load documents' },
  });

export const useAdminDocuments = (query: AdminDocumentsQuery) =>
  useQuery({ ...adminDocumentsQueryOptions(query), placeholderData: keepPreviousData });
