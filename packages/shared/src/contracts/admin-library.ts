import { z } from 'zod';
import { successSchema } from './envelope.ts';
import { guardedErrors } from './admin-common.ts';
import { defineRoute } from './route.ts';

/** The public collections the whole library is installed from. */
export const LIBRARY_COLLECTION_IDS = ['gazette', 'lawphil'] as const;
export type LibraryCollectionId = (typeof LIBRARY_COLLECTION_IDS)[number];

export const libraryCollectionParams = z.object({ collection: z.enum(LIBRARY_COLLECTION_IDS) });

/**
 * Where a collection stands: never installed; an install queued or running; installed (at `installedCommit`); or
 * its last install failed (it resumes where it stopped when started again).
 */
export const LIBRARY_STATES = ['not-installed', 'queued', 'installing', 'installed', 'failed'] as const;

const jobSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'running', 'completed', 'failed', 'paused']),
  /** Files checked of the files the collection's manifest lists. */
  progress: z.object({ completed: z.number(), total: z.number() }),
  /** Files by outcome so far: inserted, updated, merged, duplicate, skipped, part, refused. */
  results: z.record(z.string(), z.number()),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  error: z.string().nullable(),
  log: z.array(z.object({ level: z.string(), message: z.string(), at: z.string() })),
});

export const libraryCollectionSchema = z.object({
  id: z.enum(LIBRARY_COLLECTION_IDS),
  label: z.string(),
  /** 'owner/name' on GitHub, and the commit this version of the platform installs. */
  repository: z.string(),
  pinnedCommit: z.string(),
  state: z.enum(LIBRARY_STATES),
  /** The commit installed last, when any: an older one than pinnedCommit means an update is offered. */
  installedCommit: z.string().nullable(),
  /** Files by outcome over every install, and the documents the collection gave. */
  counts: z.record(z.string(), z.number()),
  installedAt: z.string().nullable(),
  job: jobSchema.nullable(),
});

export const librarySourcesResponse = successSchema(z.object({ collections: z.array(libraryCollectionSchema) }));
export const libraryInstallResponse = successSchema(jobSchema);

export type LibraryCollection = z.infer<typeof libraryCollectionSchema>;
export type LibraryJob = z.infer<typeof jobSchema>;

const tags = ['admin', 'library'];

/** GET /api/admin/library (super admins): the public collections the library is installed from, with their state. */
export const librarySourcesRoute = defineRoute({
  method: 'GET',
  path: '/admin/library',
  tags,
  responses: { 200: librarySourcesResponse, ...guardedErrors },
});

/** POST /api/admin/library/{collection}/install: queues an install or update (202, the job). */
export const installCollectionRoute = defineRoute({
  method: 'POST',
  path: '/admin/library/:collection/install',
  tags,
  params: libraryCollectionParams,
  responses: { 202: libraryInstallResponse, ...guardedErrors },
});
