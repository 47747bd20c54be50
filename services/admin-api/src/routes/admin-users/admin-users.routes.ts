import {
  adminEmailUpdateSchema,
  adminIdParamsSchema,
  adminPasswordResetResponseSchema,
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
  changeAdminEmailAudited,
  changeOwnPassword,
  createAdminUserAudited,
  listAdminUserItems,
  resetAdminPasswordAudited,
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

  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags: ['admin users'],
        summary:
          "Reset another admin's password: a generated temporary password, answered once; they must replace it at next sign-in and their sessions end",
        params: adminIdParamsSchema,
        response: {
          200: adminPasswordResetResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      reply.header('cache-control', 'no-store');
      return resetAdminPasswordAudited(db, admin.id, request.params.id);
    },
  );

  app.put(
    '/users/:id/email',
    {
      schema: {
        tags: ['admin users'],
        summary: "Change an admin's e-mail (your own or another admin's); unique ignoring case",
        params: adminIdParamsSchema,
        body: adminEmailUpdateSchema,
        response: {
          200: adminUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const user = await changeAdminEmailAudited(
        db,
        admin.id,
        request.params.id,
        request.body.email,
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
        isAllowedBeforeTotpEnrolment: true,
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
