import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import type { FileStore } from '@phi/files';
import type { Producer } from '@phi/queue';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../second-factor/secret-box.ts';
import { accountSessionsRoutes } from './account/sessions.routes.ts';
import { totpRoutes } from './account/totp.routes.ts';
import { adminUsersRoutes } from './admin-users/admin-users.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { auditLogRoutes } from './audit-log/audit-log.routes.ts';
import { meRoutes } from './auth/auth.routes.ts';
import { contactsRoutes } from './contacts/contacts.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { newsArticlesRoutes } from './news/news-articles.routes.ts';
import { newsSourcesRoutes } from './news/news-sources.routes.ts';
import { siteHealthRoutes } from './site-health/site-health.routes.ts';
import { voiceRoutes } from './voice/voice.routes.ts';

export interface ProtectedRoutesOptions {
  db: Kysely<Database>;
  files: FileStore;
  /** Queues the news worker's jobs (Fetch Now, schedules after a source changes). */
  producer: Producer;
  loginLimitPerMinute: number;
  /** Seals TOTP secrets (second-factor/secret-box.ts). */
  totpBox: SecretBox;
  /** ADMIN_REQUIRE_TOTP */
  isTotpRequired: boolean;
}

// What every protected route may answer 403 with (plugins/auth.ts), in the OpenAPI document.
const protectedRouteForbidden = errorBodySchema.describe(
  'PASSWORD_CHANGE_REQUIRED: the admin still has a generated password and must change it first (only GET /me and PUT /me/password answer). TOTP_ENROLMENT_REQUIRED: ADMIN_REQUIRE_TOTP is on and the admin has no second factor yet (only GET /me, PUT /me/password and the /me/totp enrolment calls answer).',
);

/**
 * Every route registered in this scope requires an admin bearer token. New admin resources are
 * registered here; the route-walk test fails for any /api/admin route outside it that is not
 * explicitly public.
 *
 * The check runs in preParsing: after every onRequest hook, so the rate limit (a route-level
 * onRequest hook, which Fastify runs after scope-level ones) counts and refuses a flood before
 * any token is verified or the database asked; and before the body is read, so an
 * unauthenticated client never gets a body parsed.
 */
export const protectedRoutes: FastifyPluginAsync<ProtectedRoutesOptions> = async (
  app,
  { db, files, producer, loginLimitPerMinute, totpBox, isTotpRequired },
) => {
  app.addHook('preParsing', app.requireAdmin);
  app.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      security: [{ bearerAuth: [] }],
      response: { 403: protectedRouteForbidden, ...response },
    };
  });

  await app.register(meRoutes);
  await app.register(dashboardRoutes, { db });
  await app.register(contactsRoutes, { db });
  await app.register(applicationsRoutes, { db });
  await app.register(jobsRoutes, { db, producer });
  await app.register(filesRoutes, { db, files });
  await app.register(newsSourcesRoutes, { db, producer });
  await app.register(newsArticlesRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(siteHealthRoutes, { db });
  await app.register(auditLogRoutes, { db });
  await app.register(voiceRoutes, { db });
  await app.register(adminUsersRoutes, { db, loginLimitPerMinute });
  await app.register(accountSessionsRoutes, { db });
  await app.register(totpRoutes, {
    db,
    box: totpBox,
    isRequired: isTotpRequired,
    loginLimitPerMinute,
  });
};
