import {
  adminIdParamsSchema,
  adminUserCreateSchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserStatusUpdateSchema,
  ownPasswordChangeResponseSchema,
  ownPasswordChangeSchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';
import {
  changeOwnPassword,
  createAdminUserAudited,
  listAdminUserItems,
  setAdminUserActiveAudited,
} from './admin-users.service.ts';

export interface AdminUsersRoutesOptions {
  db: Kysely<Database>;
  /** The sign-in limit also guards the current-password check. */
  loginLimitPerMinute: number;
}

// Ours: Settings (docs/architecture.md#departures, 5); the admin app calls these paths from its
// API client
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (
  app,
  { db, loginLimitPerMinute },
) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin users'],
        summary: 'Every admin user, oldest first',
        response: { 200: adminUserListResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ users: await listAdminUserItems(db) }),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['admin users'],
        summary: 'Create an active admin user (password stored as an argon2id hash)',
        body: adminUserCreateSchema,
        response: {
          201: adminUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      const user = await createAdminUserAudited(db, admin.id, request.body);
      return reply.code(201).send({ user });
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin users'],
        summary: 'Disable or enable another admin; disabling ends their sessions',
        params: adminIdParamsSchema,
        body: adminUserStatusUpdateSchema,
        response: {
          200: adminUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const user = await setAdminUserActiveAudited(
        db,
        admin.id,
        request.params.id,
        request.body.isActive,
      );
      return { user };
    },
  );

  app.put(
    '/me/password',
    {
      // The current password is checked here: a stolen access token must not buy a guessing run.
      config: {
        ...strictRateLimit(loginLimitPerMinute, '1 minute', { isFailClosed: true }),
        isAllowedBeforePasswordChange: true,
      },
      schema: {
        tags: ['admin users'],
        summary: 'Change your own password; your other sessions are signed out',
        body: ownPasswordChangeSchema,
        response: {
          200: ownPasswordChangeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      await changeOwnPassword(db, admin.id, request.body, request.adminSessionId);
      return { success: true as const };
    },
  );
};
