import {
  adminIdParamsSchema,
  adminJobListResponseSchema,
  adminJobResponseSchema,
  deleteResponseSchema,
  jobEditConflictSchema,
  jobFormSchema,
  jobUpdateSchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { createJobAudited, deleteJobAudited, listJobs, updateJobAudited } from '@phi/domain/admin';
import type { Producer } from '@phi/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';
import { queueSiteIndex } from './knowledge-queue.ts';

export interface JobsRoutesOptions {
  db: Kysely<Database>;
  producer: Producer;
}

const idParams = { params: adminIdParamsSchema };

// spec: chat-news-admin §2 (Job Postings) and §7
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (
  app,
  { db, producer },
) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Every job posting, inactive ones included, newest first',
        response: { 200: adminJobListResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ jobs: await listJobs(db) }),
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Create a job posting',
        body: jobFormSchema,
        response: { 201: adminJobResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      const job = await createJobAudited(db, admin.id, request.body);
      await queueSiteIndex(producer, request.log);
      return reply.code(201).send({ job });
    },
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Replace a job posting; 409 with the current posting when `version` is not the stored one',
        ...idParams,
        body: jobUpdateSchema,
        response: {
          200: adminJobResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: jobEditConflictSchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const job = await updateJobAudited(db, admin.id, request.params.id, request.body);
      await queueSiteIndex(producer, request.log);
      return { job };
    },
  );

  app.delete(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job posting that has no applications',
        ...idParams,
        response: {
          200: deleteResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      await deleteJobAudited(db, admin.id, request.params.id);
      await queueSiteIndex(producer, request.log);
      return { success: true as const };
    },
  );
};
