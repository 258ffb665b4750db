import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants';
import { adminDocumentsQuery, type AdminDocumentFilters } from '../utils/admin-documents-query';
import { adminApi } from '@/lib/api-client';
import { listDocuments } from '@batas/shared/contracts/endpoints/admin';

/** Pages = ceil(totalDocuments / 10). */
export const adminDocumentsQueryOptions = (filters: AdminDocumentFilters) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'list', filters],
    queryFn: async ({ signal }) => {
      const query = adminDocumentsQuery(filters);
      const answer = await adminApi.call(listDocuments, { query }, { signal });
      const { documents, pagination } = answer.data;
      return {
        documents,
        totalDocuments: pagination.totalDocuments,
        totalPages: Math.ceil(pagination.totalDocuments / LIMITS.adminPageSize),
      };
    },
    meta: { errorTitle: 'Could not load documents' },
  });

export type { AdminDocumentFilters };

export const useAdminDocuments = (filters: AdminDocumentFilters) =>
  useQuery({ ...adminDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
