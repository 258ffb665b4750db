import * as auth from '@batas/shared/contracts/auth';
import * as folders from '@batas/shared/contracts/research-folders';
import { NO_ID, type Probe, type ProbeFixtures } from './probe-fixtures.ts';

/** Research folders, and last the routes that end a session or remove an account. */
export function folderProbes({
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
