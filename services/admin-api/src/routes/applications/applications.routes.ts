import { Readable } from 'node:stream';
import { buildCsvFileName, formatCsvDate } from '@phi/contracts';
import {
  adminIdParamsSchema,
  applicationEditConflictSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationUpdateResponseSchema,
  applicationUpdateSchema,
  csvExportBodySchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import {
  exportApplicationsCsv,
  listApplicationsPage,
  updateApplicationAudited,
} from '@phi/domain/admin';
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

  // Ours: "Export all matching", every row the filters match as one CSV, streamed in batches
  // (the spec's export holds only the rows shown; chat-news-admin §7 columns and file name).
  app.get(
    '/applications/export',
    {
      schema: {
        tags: ['applications'],
        summary: 'Every application the filters match as CSV (applications_{date}.csv), streamed',
        querystring: applicationExportQuerySchema,
        response: { 200: csvExportBodySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const fileName = buildCsvFileName('applications', formatCsvDate());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportApplicationsCsv(db, request.query)));
    },
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
          409: applicationEditConflictSchema,
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
