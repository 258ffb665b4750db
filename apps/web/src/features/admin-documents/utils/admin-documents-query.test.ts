import { describe, expect, it } from 'vitest';
import { adminDocumentsQuery } from './admin-documents-query';

describe('the admin documents list', () => {
  it("asks for the newest first by each document's own date, which laws have too", () => {
    const filters = { page: 2, search: '', documentType: 'Republic Act', courtLevel: '', lawCategory: '' };
    // 'date' is the document's date (decided, else enacted); 'dateDecided' left every law unsorted.
    expect(adminDocumentsQuery(filters)).toMatchObject({ sortBy: 'date', sortOrder: 'desc', page: 2 });
  });
});
