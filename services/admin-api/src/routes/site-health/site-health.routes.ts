import { siteHealthQuerySchema, siteHealthResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { buildSiteHealth } from './site-health.service.ts';

export interface SiteHealthRoutesOptions {
  db: Kysely<Database>;
}

// Ours: the admin's view of the site's monitoring beacons (docs/architecture.md#monitoring)
export const siteHealthRoutes: FastifyPluginAsyncZod<SiteHealthRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/site-health',
    {
      schema: {
        tags: ['site-health'],
        summary: 'Web Vitals p75 per route and metric, and errors by message per UTC day',
        querystring: siteHealthQuerySchema,
        response: { 200: siteHealthResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => buildSiteHealth(db, request.query),
  );
};
