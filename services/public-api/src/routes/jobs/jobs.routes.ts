import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { jobIdParamsSchema, jobListResponseSchema, jobSchema } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { findActiveJobById, listActiveJobs } from '@phi/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { toJob } from './jobs.mapper.ts';

export interface JobsRoutesOptions {
  db: Kysely<Database>;
}

// Postings change a few times a week; a minute of caching spares the database on busy pages.
const publicCache = 'public, max-age=60';

// spec: site-marketing-careers §3 (careers list and job detail)
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Active job postings, newest first',
        response: { 200: jobListResponseSchema },
      },
    },
    async (_request, reply) => {
      const rows = await listActiveJobs(db);
      reply.header('cache-control', publicCache);
      return rows.map(toJob);
    },
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
      const row = await findActiveJobById(db, request.params.id);
      if (!row) {
        throw new AppError('JOB_NOT_FOUND');
      }
      reply.header('cache-control', publicCache);
      return toJob(row);
    },
  );
};
