import {
  adminIdParamsSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationUpdateResponseSchema,
  applicationUpdateSchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { listApplicationsPage, updateApplicationAudited } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';

export interface ApplicationsRoutesOptions {
  db: Kysely<Database>;
}

// spec: chat-news-admin §2 (Applications) and §7
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Job applications, newest first, filtered and paged, with their job titles',
        querystring: applicationListQuerySchema,
        response: {
          200: applicationListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request) => listApplicationsPage(db, request.query),
  );

  app.put(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Update the status, priority, notes, assignee, rating and interview date',
        params: adminIdParamsSchema,
        body: applicationUpdateSchema,
        response: {
          200: applicationUpdateResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const application = await updateApplicationAudited(
        db,
        admin.id,
        request.params.id,
        request.body,
      );
      return { application };
    },
  );
};
