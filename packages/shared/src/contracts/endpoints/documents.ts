import type * as contract from '../documents.ts';
import { routeRef } from '../route.ts';

export const listDocuments = routeRef<typeof contract.listDocumentsRoute>('GET', '/documents');
export const documentStats = routeRef<typeof contract.documentStatsRoute>('GET', '/documents/stats');
export const lawCategories = routeRef<typeof contract.lawCategoriesRoute>('GET', '/documents/law-categories');
export const documentCategories = routeRef<typeof contract.documentCategoriesRoute>('GET', '/documents/categories');
export const documentCitations = routeRef<typeof contract.documentCitationsRoute>('GET', '/documents/:slug/citations');
export const documentRelations = routeRef<typeof contract.documentRelationsRoute>('GET', '/documents/:slug/relations');
