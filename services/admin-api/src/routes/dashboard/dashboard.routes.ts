import { dashboardResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { countDashboardTables, type Database } from '@phi/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface DashboardRoutesOptions {
  db: Kysely<Database>;
}

// spec: chat-news-admin §2 (dashboard, six cards) and §7 (GET /api/admin/dashboard). Recent
// activity comes from the contacts and applications lists (limit 5 and 3), as the spec calls.
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts of contacts, applications, jobs, blog posts, voice sessions, active bots',
        response: { 200: dashboardResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ stats: await countDashboardTables(db) }),
  );
};
