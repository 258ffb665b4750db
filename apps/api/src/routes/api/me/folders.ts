import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '@batas/shared/contracts/research-folders';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { createFolder, deleteFolder, updateFolder } from '../../../services/research-folders/change-folders.ts';
import { exportFolder } from '../../../services/research-folders/export-folder.ts';
import { getFolder } from '../../../services/research-folders/get-folder.ts';
import { listFolders } from '../../../services/research-folders/list-folders.ts';
import { removeFolderDocument, saveFolderDocument } from '../../../services/research-folders/save-folder-document.ts';

/**
 * /api/me/folders: the signed-in account's research folders. The account comes from the token, never from the
 * request, and every query is limited to it: another account's folder is a 404, like one that does not exist.
 */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const userId = (request: { user: { id: string } | null }) => request.user!.id;

  route(app, contract.listFoldersRoute, {
    handler: async (request) => ok({ folders: await listFolders(app.db, userId(request), request.query.slug) }),
  });

  route(app, contract.createFolderRoute, {
    handler: async (request, reply) => {
      const folder = await createFolder(app.db, userId(request), request.body.name);
      return reply.code(201).send(ok({ folder: { ...folder, documents: [] } }));
    },
  });

  route(app, contract.getFolderRoute, {
    handler: async (request) => ok({ folder: await getFolder(app.db, userId(request), request.params.id) }),
  });

  route(app, contract.updateFolderRoute, {
    handler: async (request) => {
      await updateFolder(app.db, userId(request), request.params.id, request.body);
      return ok({ folder: await getFolder(app.db, userId(request), request.params.id) });
    },
  });

  route(app, contract.deleteFolderRoute, {
    handler: async (request) => {
      await deleteFolder(app.db, userId(request), request.params.id);
      return ok({ deleted: true as const });
    },
  });

  route(app, contract.saveFolderDocumentRoute, {
    handler: async (request) => {
      const { id, slug } = request.params;
      const entry = await saveFolderDocument(app.db, userId(request), id, slug, request.body);
      return ok({ folderId: id, entry });
    },
  });

  route(app, contract.removeFolderDocumentRoute, {
    handler: async (request) => {
      await removeFolderDocument(app.db, userId(request), request.params.id, request.params.slug);
      return ok({ deleted: true as const });
    },
  });

  route(app, contract.exportFolderRoute, {
    handler: async (request, reply) => {
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
  });
};

export default folderRoutes;
