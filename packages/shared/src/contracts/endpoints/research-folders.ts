import type * as contract from '../research-folders.ts';
import { routeRef } from '../route.ts';

export const listFolders = routeRef<typeof contract.listFoldersRoute>('GET', '/me/folders');
export const createFolder = routeRef<typeof contract.createFolderRoute>('POST', '/me/folders');
export const getFolder = routeRef<typeof contract.getFolderRoute>('GET', '/me/folders/:id');
export const updateFolder = routeRef<typeof contract.updateFolderRoute>('PATCH', '/me/folders/:id');
export const deleteFolder = routeRef<typeof contract.deleteFolderRoute>('DELETE', '/me/folders/:id');
export const saveFolderDocument = routeRef<typeof contract.saveFolderDocumentRoute>(
  'PUT',
  '/me/folders/:id/documents/:slug',
);
export const removeFolderDocument = routeRef<typeof contract.removeFolderDocumentRoute>(
  'DELETE',
  '/me/folders/:id/documents/:slug',
);
export const exportFolder = routeRef<typeof contract.exportFolderRoute>('GET', '/me/folders/:id/export');
