import jwt from '@fastify/jwt';
import type { AdminUser } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { findSessionAdmin } from '@phi/db';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { toSignedInAdmin } from '../routes/auth/admin-user.mapper.ts';

export const accessTokenClaims = {
  algorithm: 'HS256',
  audience: 'phi-admin',
  issuer: 'phi-admin-api',
  expiresIn: '15m',
} as const;

export interface AuthPluginOptions {
  secret: string;
  db: Kysely<Database>;
  /** ADMIN_REQUIRE_TOTP: an admin without a second factor may only set one up. */
  isTotpRequired: boolean;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** sid: the session (refresh-token family) the token was issued with. */
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string; aud: string; iss: string; iat: number; exp: number };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered while the admin must still replace a generated password (/me, the change). */
    isAllowedBeforePasswordChange?: boolean;
    /** Answered while ADMIN_REQUIRE_TOTP still waits for this admin's second factor. */
    isAllowedBeforeTotpEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** Request hook: 401 unless a valid bearer token of an active admin is sent. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin. */
    adminUser: AdminUser | null;
    /** The session the request's access token belongs to, set by requireAdmin. */
    adminSessionId: string | null;
  }
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, db, isTotpRequired }) => {
    await app.register(jwt, {
      secret,
      sign: {
        algorithm: accessTokenClaims.algorithm,
        aud: accessTokenClaims.audience,
        iss: accessTokenClaims.issuer,
        expiresIn: accessTokenClaims.expiresIn,
      },
      // Pinning the algorithm refuses `alg: none` and key-confusion tokens outright.
      verify: {
        algorithms: [accessTokenClaims.algorithm],
        allowedAud: accessTokenClaims.audience,
        allowedIss: accessTokenClaims.issuer,
        requiredClaims: ['sub', 'sid', 'exp', 'aud', 'iss'],
      },
    });

    app.decorateRequest('adminUser', null);
    app.decorateRequest('adminSessionId', null);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      let claims: { sub: string; sid: string };
      try {
        claims = await request.jwtVerify<{ sub: string; sid: string }>();
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
        throw new AppError('UNAUTHORIZED');
      }
      // One primary-key join in place of the admin lookup: a token stops working the moment
      // its session ends (sign-out, a password change, reuse of a spent refresh token, a
      // deactivated admin), not when it expires.
      const row = await findSessionAdmin(db, {
        adminUserId: claims.sub,
        sessionId: claims.sid,
        now: new Date(),
      });
      if (!row) {
        throw new AppError('UNAUTHORIZED');
      }
      // A generated password not yet replaced: only the routes marked for it answer.
      if (
        row.mustChangePassword &&
        request.routeOptions.config.isAllowedBeforePasswordChange !== true
      ) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED');
      }
      // Then, with ADMIN_REQUIRE_TOTP, the second factor: only /me and the enrolment answer.
      const user = toSignedInAdmin(row, isTotpRequired);
      if (
        user.mustEnrolTotp === true &&
        request.routeOptions.config.isAllowedBeforeTotpEnrolment !== true
      ) {
        throw new AppError('TOTP_ENROLMENT_REQUIRED');
      }
      request.adminUser = user;
      request.adminSessionId = claims.sid;
    });
  },
  { name: 'phi-admin-auth' },
);

/** The admin requireAdmin set; routes in the protected scope always have one. */
export function requireSignedInAdmin(request: FastifyRequest): AdminUser {
  if (!request.adminUser) {
    throw new AppError('UNAUTHORIZED');
  }
  return request.adminUser;
}
