import { LIMITS } from '@batas/shared/constants';
import type { DocumentsQuery } from '@batas/shared/contracts/documents';

/** The table's filters as the screen holds them: '' means no filter. */
export interface AdminDocumentFilters {
  page: number;
  search: string;
  documentType: string;
  courtLevel: string;
  lawCategory: string;
}

/**
 * The list's request: newest first by each document's own date (a decision's date decided, a law's date enacted).
 * Sorting by the date decided alone left laws, which have none, in no order.
 */
export const adminDocumentsQuery = (filters: AdminDocumentFilters): DocumentsQuery => ({
  ...filters,
  limit: LIMITS.adminPageSize,
  sortBy: 'date',
  sortOrder: 'desc',
});
