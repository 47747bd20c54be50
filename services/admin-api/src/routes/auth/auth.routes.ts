import { randomUUID } from 'node:crypto';
import {
  adminLoginAnswerSchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminLoginTotpRequestSchema,
  adminMeResponseSchema,
} from '@phi/contracts/admin';
import { adminTotp } from '@phi/contracts/constants';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import type { AdminUserRow, Database } from '@phi/db';
import { clientAddressKey, strictRateLimit } from '@phi/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../second-factor/secret-box.ts';
import type { LoginThrottle } from '../../session/login-throttle.ts';
import { type RefreshCookieOptions, setRefreshCookie } from '../../session/refresh-cookie.ts';
import { issueRefreshToken, type SessionLifetime } from '../../session/refresh-token.service.ts';
import { summariseUserAgent } from '../../session/user-agent-summary.ts';
import { toSignedInAdmin } from './admin-user.mapper.ts';
import { completeSecondFactorSignIn, SignInThrottledError, signInAdmin } from './auth.service.ts';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  cookie: RefreshCookieOptions;
  /** Attempts per minute from one address (LOGIN_LIMIT_PER_IP_PER_MINUTE). */
  loginLimitPerMinute: number;
  lifetime: SessionLifetime;
  /** Seals TOTP secrets (second-factor/secret-box.ts). */
  totpBox: SecretBox;
  /** ADMIN_REQUIRE_TOTP */
  isTotpRequired: boolean;
}

// The password step's proof while the code is asked for: its own audience, so it is never
// taken for an access token, nor an access token for it (plugins/auth.ts pins 'phi-admin').
const challengeAudience = 'phi-admin-sign-in-challenge';

function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof SignInThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  };
}

// spec: chat-news-admin §5 (admin login) and §7 (POST /api/admin/login)
export const loginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, throttle, cookie, loginLimitPerMinute, lifetime, totpBox, isTotpRequired },
) => {
  async function startSession(request: FastifyRequest, reply: FastifyReply, row: AdminUserRow) {
    const refresh = await issueRefreshToken(db, row.id, lifetime, {
      clientAddress: clientAddressKey(request.ip),
      userAgent: summariseUserAgent(request.headers['user-agent']),
    });
    const accessToken = await reply.jwtSign({ sub: row.id, sid: refresh.sessionId });
    setRefreshCookie(reply, cookie, refresh.token, refresh.expiresAt);
    return { success: true as const, user: toSignedInAdmin(row, isTotpRequired), accessToken };
  }

  app.post(
    '/login',
    {
      // Fails closed: with the shared counters unreachable, sign-in answers 503, never unlimited.
      config: strictRateLimit(loginLimitPerMinute, '1 minute', { isFailClosed: true }),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username and password; answers a 15-minute bearer token and sets the refresh cookie, or, for an account with a second factor, a challenge for POST /login/totp',
        body: adminLoginRequestSchema,
        response: {
          200: adminLoginAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const address = clientAddressKey(request.ip);
      const row = await signInAdmin(db, throttle, request.body, address).catch(
        withRetryAfter(reply),
      );
      if (row.totpSecret !== null) {
        const challengeToken = app.jwt.sign(
          { sub: row.id, sid: randomUUID() },
          { aud: challengeAudience, expiresIn: `${adminTotp.challengeLifetimeSeconds}s` },
        );
        reply.header('cache-control', 'no-store');
        return { success: true as const, totpRequired: true as const, challengeToken };
      }
      return startSession(request, reply, row);
    },
  );

  app.post(
    '/login/totp',
    {
      // Codes are guessed no faster than passwords: the same limit and the same throttle.
      config: strictRateLimit(loginLimitPerMinute, '1 minute', { isFailClosed: true }),
      schema: {
        tags: ['auth'],
        summary:
          'The second step of a sign-in: the code from the authenticator app (or a recovery code) with the challenge from POST /login',
        body: adminLoginTotpRequestSchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      let adminUserId: string;
      try {
        const claims = app.jwt.verify<{ sub: string }>(request.body.challengeToken, {
          allowedAud: challengeAudience,
        });
        adminUserId = claims.sub;
      } catch {
        throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
      }
      const row = await completeSecondFactorSignIn({ db, box: totpBox }, throttle, {
        adminUserId,
        code: request.body.code,
        address: clientAddressKey(request.ip),
      }).catch(withRetryAfter(reply));
      return startSession(request, reply, row);
    },
  );
};

/** Routes for the signed-in admin; registered inside the protected scope. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      // The admin app asks who is signed in on every load, the change-password and the
      // second-factor enrolment screens included.
      config: { isAllowedBeforePasswordChange: true, isAllowedBeforeTotpEnrolment: true },
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
