import { z } from 'zod';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

/** A job opening as the jobs page and the saved-jobs list show it (the sample jobs, packages/shared/src/samples). */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  companyType: z.string(),
  location: z.string(),
  practiceArea: z.string(),
  employmentType: z.string(),
  experience: z.string(),
  /** Text range in pesos, as the employer wrote it. */
  salary: z.string(),
  salaryMin: z.number(),
  isRemote: z.boolean(),
  /** ISO timestamp. */
  postedDate: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  companyLogo: z.string().nullable(),
  /** Where to apply: the employer's own application page, else an e-mail address (one of the two is set). */
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const savedJobParams = z.object({
  jobId: z.coerce
    .number({ error: 'must be a job number' })
    .int('must be a job number')
    .min(1, 'must be a job number')
    .max(1_000_000, 'must be a job number'),
});

export const savedJobSchema = z.object({ job: jobSchema, savedAt: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;

/** The signed-in user's saved jobs, most recently saved first. */
export const savedJobsResponse = successSchema(z.object({ savedJobs: z.array(savedJobSchema) }));

/** After saving or unsaving: whether the job is now in the list. */
export const savedJobStateResponse = successSchema(z.object({ jobId: z.number(), saved: z.boolean() }));

const savedJobErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const tags = ['jobs'];

/** GET /api/jobs/saved: the signed-in user's saved jobs. */
export const savedJobsRoute = defineRoute({
  method: 'GET',
  path: '/jobs/saved',
  tags,
  responses: { 200: savedJobsResponse, 401: errorSchema },
});

export const saveJobRoute = defineRoute({
  method: 'PUT',
  path: '/jobs/saved/:jobId',
  tags,
  params: savedJobParams,
  responses: { 200: savedJobStateResponse, ...savedJobErrors },
});

export const unsaveJobRoute = defineRoute({
  method: 'DELETE',
  path: '/jobs/saved/:jobId',
  tags,
  params: savedJobParams,
  responses: { 200: savedJobStateResponse, ...savedJobErrors },
});
