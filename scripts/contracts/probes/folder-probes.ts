import * as auth from '@batas/shared/contracts/auth';
import * as documents from '@batas/shared/contracts/documents';
import * as folders from '@batas/shared/contracts/research-folders';
import { documentBySlugRoute } from '@batas/shared/contracts/document-resolve';
import { NO_ID, type Probe, type ProbeFixtures } from './probe-fixtures.ts';

/** Research folders, and last the routes that end a session or remove an account. */
export function folderProbes({
  statute,
  member,
  reviewer,
  spare,
  fileId,
  again,
  secondClaimant,
  folderUrl,
  entryUrl,
}: ProbeFixtures): Probe[] {
  return [
    { route: folders.listFoldersRoute, url: '/api/me/folders', headers: member, status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?search=santos&page=1', status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?page=0', status: 400 },
    { route: documents.documentTypesRoute, url: '/api/documents/types', status: 200 },
    { route: documents.documentStatsRoute, url: '/api/documents/stats', status: 200 },
    { route: documents.lawCategoriesRoute, url: '/api/documents/law-categories', status: 200 },
    { route: documents.documentCategoriesRoute, url: '/api/documents/categories', status: 200 },
    { route: documentBySlugRoute, url: `/api/documents/slug/${statute.slug}`, status: 200 },
    { route: documentBySlugRoute, url: '/api/documents/slug/no-such-document', status: 404 },
    { route: documents.documentCitationsRoute, url: `/api/documents/${statute.slug}/citations`, status: 200 },
    { route: documents.documentCitationsRoute, url: '/api/documents/no-such-document/citations', status: 404 },
    { route: documents.documentRelationsRoute, url: `/api/documents/${statute.slug}/relations`, status: 200 },
    { route: documents.documentRelationsRoute, url: '/api/documents/no-such-document/relations', status: 404 },
    { route: documents.getDocumentRoute, url: `/api/documents/${statute.id}`, status: 200 },
    { route: documents.getDocumentRoute, url: `/api/documents/${NO_ID}`, status: 404 },

    { route: folders.listFoldersRoute, url: '/api/me/folders', status: 401 },
    {
      route: folders.createFolderRoute,
      url: '/api/me/folders',
      headers: member,
      payload: { name: 'New' },
      status: 201,
    },
    {
      route: folders.createFolderRoute,
      url: '/api/me/folders',
      headers: member,
      payload: { name: 'New' },
      status: 409,
    },
    { route: folders.getFolderRoute, url: folderUrl, headers: member, status: 200 },
    { route: folders.getFolderRoute, url: `/api/me/folders/${NO_ID}`, headers: member, status: 404 },
    { route: folders.updateFolderRoute, url: folderUrl, headers: member, payload: { name: 'Renamed' }, status: 200 },
    { route: folders.saveFolderDocumentRoute, url: entryUrl, headers: member, payload: { note: 'n' }, status: 200 },
    { route: folders.exportFolderRoute, url: `${folderUrl}/export?format=csv`, headers: member, status: 200 },
    { route: folders.exportFolderRoute, url: `${folderUrl}/export?format=pdf`, headers: member, status: 400 },
    { route: folders.removeFolderDocumentRoute, url: entryUrl, headers: member, status: 200 },
    { route: folders.deleteFolderRoute, url: `/api/me/folders/${spare}`, headers: member, status: 200 },

    {
      route: auth.uploadVerificationRoute,
      url: '/api/auth/upload-verification',
      headers: { ...secondClaimant, ...again.headers },
      payload: again.payload,
      status: 201,
    },
    { route: auth.uploadVerificationRoute, url: '/api/auth/upload-verification', status: 401 },
    {
      route: auth.verificationFileLinkRoute,
      url: `/api/auth/verification-files/${fileId}/link`,
      headers: reviewer,
      status: 200,
    },
    { route: auth.verificationFileLinkRoute, url: `/api/auth/verification-files/${fileId}/link`, status: 401 },
    {
      route: auth.verificationFileRoute,
      url: `/api/auth/verification-files/${fileId}`,
      headers: reviewer,
      status: 200,
    },
    { route: auth.verificationFileRoute, url: `/api/auth/verification-files/${fileId}`, headers: member, status: 403 },
  ];
}
