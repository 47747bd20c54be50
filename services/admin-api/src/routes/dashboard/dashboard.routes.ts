import { dashboardResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { countDashboardTables, type Database } from '@phi/db';
import { getNewsFeedHealth } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface DashboardRoutesOptions {
  db: Kysely<Database>;
}

// spec: chat-news-admin §2 (dashboard, six cards) and §7 (GET /api/admin/dashboard). Recent
// activity comes from the contacts and applications lists (limit 5 and 3), as the spec calls.
// The blog posts card counts published posts plus stored news articles, what /blog can show
// (docs/architecture.md#departures); the feed-health summary beside the cards is ours.
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Counts of contacts, applications, jobs, blog posts and news, voice sessions, active bots; news feed health',
        response: { 200: dashboardResponseSchema, 401: errorBodySchema },
      },
    },
    async () => {
      const [stats, newsFeedHealth] = await Promise.all([
        countDashboardTables(db),
        getNewsFeedHealth(db),
      ]);
      return { stats, newsFeedHealth };
    },
  );
};
