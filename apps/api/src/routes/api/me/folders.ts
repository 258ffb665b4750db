import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFolderBody,
  exportFolderQuery,
  folderDeletedResponse,
  folderDocumentParams,
  folderEntryResponse,
  folderErrors,
  folderParams,
  folderResponse,
  foldersResponse,
  listFoldersQuery,
  saveDocumentBody,
  updateFolderBody,
} from '@batas/shared/contracts/research-folders';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { createFolder, deleteFolder, updateFolder } from '../../../services/research-folders/change-folders.ts';
import { exportFolder } from '../../../services/research-folders/export-folder.ts';
import { getFolder } from '../../../services/research-folders/get-folder.ts';
import { listFolders } from '../../../services/research-folders/list-folders.ts';
import { removeFolderDocument, saveFolderDocument } from '../../../services/research-folders/save-folder-document.ts';

const tags = ['research folders'];
const { 400: badInput, 401: signedOut, 404: missing, 409: taken } = folderErrors;

/**
 * /api/me/folders: the signed-in account's research folders. The account comes from the token, never from the
 * request, and every query is limited to it: another account's folder is a 404, like one that does not exist.
 */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const userId = (request: { user: { id: string } | null }) => request.user!.id;

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listFoldersQuery,
        response: { 200: foldersResponse, 400: badInput, 401: signedOut },
      },
    },
    async (request) => ok({ folders: await listFolders(app.db, userId(request), request.query.slug) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: createFolderBody,
        response: { 201: folderResponse, 400: badInput, 401: signedOut, 409: taken },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(app.db, userId(request), request.body.name);
      reply.code(201);
      return ok({ folder: { ...folder, documents: [] } });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: folderParams,
        response: { 200: folderResponse, 400: badInput, 401: signedOut, 404: missing },
      },
    },
    async (request) => ok({ folder: await getFolder(app.db, userId(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: folderParams,
        body: updateFolderBody,
        response: { 200: folderResponse, ...folderErrors },
      },
    },
    async (request) => {
      await updateFolder(app.db, userId(request), request.params.id, request.body);
      return ok({ folder: await getFolder(app.db, userId(request), request.params.id) });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: folderParams,
        response: { 200: folderDeletedResponse, 400: badInput, 401: signedOut, 404: missing },
      },
    },
    async (request) => {
      await deleteFolder(app.db, userId(request), request.params.id);
      return ok({ deleted: true as const });
    },
  );

  app.put(
    '/:id/documents/:slug',
    {
      schema: {
        tags,
        params: folderDocumentParams,
        body: saveDocumentBody,
        response: { 200: folderEntryResponse, 400: badInput, 401: signedOut, 404: missing },
      },
    },
    async (request) => {
      const { id, slug } = request.params;
      const entry = await saveFolderDocument(app.db, userId(request), id, slug, request.body);
      return ok({ folderId: id, entry });
    },
  );

  app.delete(
    '/:id/documents/:slug',
    {
      schema: {
        tags,
        params: folderDocumentParams,
        response: { 200: folderDeletedResponse, 400: badInput, 401: signedOut, 404: missing },
      },
    },
    async (request) => {
      await removeFolderDocument(app.db, userId(request), request.params.id, request.params.slug);
      return ok({ deleted: true as const });
    },
  );

  // A file, not an envelope: the list of authorities as text, or the folder as CSV.
  app.get(
    '/:id/export',
    {
      schema: {
        tags,
        params: folderParams,
        querystring: exportFolderQuery,
        response: { 200: z.string(), 400: badInput, 401: signedOut, 404: missing },
      },
    },
    async (request, reply) => {
      const file = await exportFolder(
        app.db,
        userId(request),
        request.params.id,
        request.query.format,
        app.config.mail.publicUrl,
      );
      reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('cache-control', 'private, no-store');
      return file.body;
    },
  );
};

export default folderRoutes;
