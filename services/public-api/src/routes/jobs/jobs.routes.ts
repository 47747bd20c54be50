import { errorBodySchema } from '@phi/contracts/errors';
import { jobIdParamsSchema, jobListResponseSchema, jobSchema } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { getOpenJob, listOpenJobs } from '@phi/domain/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createJsonCache, sendCachedJson } from '../json-cache.ts';

export interface JobsRoutesOptions {
  db: Kysely<Database>;
  /** How long the server keeps the job list it answers (0: every request reads the database). */
  listCacheMs: number;
}

// Postings change a few times a week; a minute of caching spares the database on busy pages.
const publicCache = 'public, max-age=60';

// spec: site-marketing-careers §3 (careers list and job detail)
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (
  app,
  { db, listCacheMs },
) => {
  const jobList = createJsonCache(() => listOpenJobs(db), jobListResponseSchema, listCacheMs);

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Active job postings, newest first',
        response: { 200: jobListResponseSchema },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await jobList.read(), publicCache),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One active job posting',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const job = await getOpenJob(db, request.params.id);
      reply.header('cache-control', publicCache);
      return job;
    },
  );
};
