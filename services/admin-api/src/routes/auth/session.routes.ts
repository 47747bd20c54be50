import { adminLogoutResponseSchema, adminRefreshResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  clearRefreshCookie,
  type RefreshCookieOptions,
  readRefreshCookie,
  setRefreshCookie,
} from '../../session/refresh-cookie.ts';
import {
  revokeSessionToken,
  rotateSessionToken,
  type SessionLifetime,
} from '../../session/refresh-token.service.ts';
import { requireSameOrigin } from '../../session/same-origin-guard.ts';

export interface SessionRoutesOptions {
  db: Kysely<Database>;
  cookie: RefreshCookieOptions;
  lifetime: SessionLifetime;
}

/**
 * Refresh and logout authenticate by the refresh cookie, not a bearer token, so they sit
 * outside the protected scope behind the cross-site guard instead.
 */
// spec: chat-news-admin §4 (admin session) and §7 (POST /api/admin/refresh, /logout)
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { db, cookie, lifetime },
) => {
  app.addHook('onRequest', requireSameOrigin);

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and answer a new 15-minute bearer token',
        response: {
          200: adminRefreshResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const refresh = await rotateSessionToken(db, readRefreshCookie(request, cookie), lifetime);
      const accessToken = await reply.jwtSign({
        sub: refresh.adminUserId,
        sid: refresh.sessionId,
      });
      setRefreshCookie(reply, cookie, refresh.token, refresh.expiresAt);
      return { accessToken };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh cookie and everything rotated from the same sign-in',
        response: { 200: adminLogoutResponseSchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeSessionToken(db, readRefreshCookie(request, cookie));
      clearRefreshCookie(reply, cookie);
      return { success: true as const };
    },
  );
};
