import { z } from 'zod';
import { RESEARCH_LIMITS } from '../constants/research.ts';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute, fileAnswer } from './route.ts';

/** Research folders: GET/POST /api/me/folders, GET/PATCH/DELETE /api/me/folders/{id}, its documents and export. */
const FOLDER_ID = 'must be a folder id';
const thousands = (value: number) => value.toLocaleString('en-US');

export const folderName = safeText()
  .trim()
  .min(1, 'must not be empty')
  .max(RESEARCH_LIMITS.folderNameLength, `must be at most ${RESEARCH_LIMITS.folderNameLength} characters`);

/**
 * A private note: plain text of at most 5,000 characters (counted as a reader counts them, an emoji is one). Line
 * ends are made '\n' and control characters other than tabs and line ends dropped: a note is shown and exported as
 * text, never as HTML.
 */
export const noteText = safeText()
  .transform((value) =>
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- the control characters are what is removed
      .replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim(),
  )
  .refine((value) => Array.from(value).length <= RESEARCH_LIMITS.noteLength, {
    error: `must be at most ${thousands(RESEARCH_LIMITS.noteLength)} characters`,
  });

export const folderParams = z.object({ id: safeText().uuid(FOLDER_ID) });
export const folderDocumentParams = folderParams.extend({
  slug: safeText().trim().min(1, 'must name a document').max(300, 'must be at most 300 characters'),
});

/** ?slug=: each folder also says whether it holds that document (the Save dialog's ticks). */
export const listFoldersQuery = z.object({
  slug: safeText().trim().min(1).max(300, 'must be at most 300 characters').optional(),
});

export const createFolderBody = z.object({ name: folderName });

/** A place in an ordered list, 0 first; past the end is last. */
const position = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`)
    .optional();

/** Rename, or move the folder to another place in the account's list (0 is first). */
export const updateFolderBody = z
  .object({
    name: folderName.optional(),
    position: position(RESEARCH_LIMITS.foldersPerAccount),
  })
  .refine((body) => body.name !== undefined || body.position !== undefined, {
    error: 'give a new name or a new position',
    path: ['name'],
  });

/**
 * PUT /api/me/folders/{id}/documents/{slug}: save the document here (again: nothing changes but what is given).
 * `note` replaces the note ('' clears it); `position` moves it within the folder (0 is first); `from` moves it here
 * from another folder of the account, note and all.
 */
export const saveDocumentBody = z
  .object({
    note: noteText.optional(),
    position: position(RESEARCH_LIMITS.savedDocumentsPerAccount),
    from: safeText().uuid(FOLDER_ID).optional(),
  })
  // No body at all is a plain save (Fastify passes it as null).
  .nullish()
  .transform((body) => body ?? {});

export const exportFolderQuery = z.object({
  format: z.enum(['text', 'csv'], { error: "must be 'text' or 'csv'" }).default('text'),
});
export type ExportFormat = z.infer<typeof exportFolderQuery>['format'];

export const folderSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  documentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only with ?slug=: that document's entry in this folder, or null when the folder does not hold it. */
  saved: z.object({ note: z.string(), savedAt: z.string() }).nullable().optional(),
});
export type FolderSummary = z.infer<typeof folderSummarySchema>;

export const folderEntrySchema = z.object({
  slug: z.string(),
  heading: z.string(),
  documentType: z.string(),
  citation: z.string().nullable(),
  /** The decision or enactment date, 'YYYY-MM-DD'. */
  date: z.string().nullable(),
  /** How a brief cites it: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985'. */
  authority: z.string(),
  note: z.string(),
  position: z.number(),
  savedAt: z.string(),
  /** False once the document has left the library: the entry keeps what it was and how to cite it. */
  inLibrary: z.boolean(),
  removedAt: z.string().nullable(),
});
export type FolderEntry = z.infer<typeof folderEntrySchema>;

export const folderSchema = folderSummarySchema.extend({ documents: z.array(folderEntrySchema) });
export type Folder = z.infer<typeof folderSchema>;

export const foldersResponse = successSchema(z.object({ folders: z.array(folderSummarySchema) }));
export const folderResponse = successSchema(z.object({ folder: folderSchema }));
export const folderEntryResponse = successSchema(z.object({ folderId: z.string(), entry: folderEntrySchema }));
export const folderDeletedResponse = successSchema(z.object({ deleted: z.literal(true) }));

const folderErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const { 400: badInput, 401: signedOut, 404: missing, 409: taken } = folderErrors;
const tags = ['research folders'];

/** GET /api/me/folders (with `slug`: each folder says whether it holds that document). */
export const listFoldersRoute = defineRoute({
  method: 'GET',
  path: '/me/folders',
  tags,
  query: listFoldersQuery,
  responses: { 200: foldersResponse, 400: badInput, 401: signedOut },
});

export const createFolderRoute = defineRoute({
  method: 'POST',
  path: '/me/folders',
  tags,
  body: createFolderBody,
  responses: { 201: folderResponse, 400: badInput, 401: signedOut, 409: taken },
});

/** GET /api/me/folders/{id}: one folder with its documents. */
export const getFolderRoute = defineRoute({
  method: 'GET',
  path: '/me/folders/:id',
  tags,
  params: folderParams,
  responses: { 200: folderResponse, 400: badInput, 401: signedOut, 404: missing },
});

/** PATCH /api/me/folders/{id}: rename or move in the list. */
export const updateFolderRoute = defineRoute({
  method: 'PATCH',
  path: '/me/folders/:id',
  tags,
  params: folderParams,
  body: updateFolderBody,
  responses: { 200: folderResponse, ...folderErrors },
});

export const deleteFolderRoute = defineRoute({
  method: 'DELETE',
  path: '/me/folders/:id',
  tags,
  params: folderParams,
  responses: { 200: folderDeletedResponse, 400: badInput, 401: signedOut, 404: missing },
});

/** PUT /api/me/folders/{id}/documents/{slug}: save, change the note, reorder or move. */
export const saveFolderDocumentRoute = defineRoute({
  method: 'PUT',
  path: '/me/folders/:id/documents/:slug',
  tags,
  params: folderDocumentParams,
  body: saveDocumentBody,
  responses: { 200: folderEntryResponse, 400: badInput, 401: signedOut, 404: missing },
});

export const removeFolderDocumentRoute = defineRoute({
  method: 'DELETE',
  path: '/me/folders/:id/documents/:slug',
  tags,
  params: folderDocumentParams,
  responses: { 200: folderDeletedResponse, 400: badInput, 401: signedOut, 404: missing },
});

/** GET /api/me/folders/{id}/export: a file, not an envelope (the list of authorities as text, or CSV). */
export const exportFolderRoute = defineRoute({
  method: 'GET',
  path: '/me/folders/:id/export',
  tags,
  params: folderParams,
  query: exportFolderQuery,
  responses: { 200: fileAnswer, 400: badInput, 401: signedOut, 404: missing },
});
