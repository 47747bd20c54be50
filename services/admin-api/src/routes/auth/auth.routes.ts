import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
} from '@phi/contracts/admin';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { clientAddressKey, strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../../session/login-throttle.ts';
import { type RefreshCookieOptions, setRefreshCookie } from '../../session/refresh-cookie.ts';
import { issueRefreshToken } from '../../session/refresh-token.service.ts';
import { SignInThrottledError, signInAdmin } from './auth.service.ts';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  cookie: RefreshCookieOptions;
  /** Attempts per minute from one address (LOGIN_LIMIT_PER_IP_PER_MINUTE). */
  loginLimitPerMinute: number;
}

// spec: chat-news-admin §5 (admin login) and §7 (POST /api/admin/login)
export const loginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, throttle, cookie, loginLimitPerMinute },
) => {
  app.post(
    '/login',
    {
      // Fails closed: with the shared counters unreachable, sign-in answers 503, never unlimited.
      config: strictRateLimit(loginLimitPerMinute, '1 minute', { isFailClosed: true }),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username and password; answers a 15-minute bearer token and sets the refresh cookie',
        body: adminLoginRequestSchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const address = clientAddressKey(request.ip);
      const user = await signInAdmin(db, throttle, request.body, address).catch((error) => {
        if (error instanceof SignInThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      });
      const refresh = await issueRefreshToken(db, user.id);
      const accessToken = await reply.jwtSign({ sub: user.id, sid: refresh.sessionId });
      setRefreshCookie(reply, cookie, refresh.token, refresh.expiresAt);
      return { success: true as const, user, accessToken };
    },
  );
};

/** Routes for the signed-in admin; registered inside the protected scope. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      // The admin app asks who is signed in on every load, the change-password screen included.
      config: { isAllowedBeforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin',
        response: { 200: adminMeResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.adminUser) {
        throw new AppError('UNAUTHORIZED');
      }
      return { user: request.adminUser };
    },
  );
};
