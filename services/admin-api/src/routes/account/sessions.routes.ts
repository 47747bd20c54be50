import {
  adminIdParamsSchema,
  adminSessionListResponseSchema,
  adminSuccessResponseSchema,
} from '@phi/contracts/admin';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import {
  type Database,
  listLiveAdminSessions,
  revokeAdminRefreshTokens,
  revokeOwnAdminSession,
} from '@phi/db';
import { recordChange } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';

export interface SessionsRoutesOptions {
  db: Kysely<Database>;
}

// Ours: Settings lists the signed-in admin's sessions and ends one or all of them
// (docs/architecture.md#security). Ending a session refuses its access tokens at once.
export const accountSessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/me/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Your live sessions, newest first, with the one making this request marked',
        response: { 200: adminSessionListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const rows = await listLiveAdminSessions(db, admin.id, new Date());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
          expiresAt: row.absoluteExpiresAt.toISOString(),
          clientAddress: row.clientAddress,
          userAgent: row.userAgent,
          isCurrent: row.id === request.adminSessionId,
        })),
      };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign one of your sessions out',
        params: adminIdParamsSchema,
        response: {
          200: adminSuccessResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      if (!(await revokeOwnAdminSession(db, admin.id, request.params.id, new Date()))) {
        throw new AppError('SESSION_NOT_FOUND');
      }
      return { success: true as const };
    },
  );

  app.post(
    '/me/sessions/sign-out-everywhere',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign every one of your sessions out, this one included',
        response: { 200: adminSuccessResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      await db.transaction().execute(async (trx) => {
        await revokeAdminRefreshTokens(trx, admin.id, null, new Date());
        await recordChange(trx, {
          adminUserId: admin.id,
          action: 'sign_out_everywhere',
          entityType: 'admin_user',
          entityId: admin.id,
          before: null,
          after: null,
        });
      });
      return { success: true as const };
    },
  );
};
