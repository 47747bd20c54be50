import { analyticsQuerySchema, analyticsResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { buildAnalytics } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface AnalyticsRoutesOptions {
  db: Kysely<Database>;
}

// Ours: /admin/analytics (spec chat-news-admin §2 links it; docs/architecture.md#departures, 5)
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Contacts and applications per UTC day or ISO week, by status and source',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => buildAnalytics(db, request.query),
  );
};
