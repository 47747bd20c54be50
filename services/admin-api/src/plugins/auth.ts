import jwt from '@fastify/jwt';
import type { AdminUser } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { findAdminUserById } from '@phi/db';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { toAdminUser } from '../routes/auth/admin-user.mapper.ts';

export const accessTokenClaims = {
  algorithm: 'HS256',
  audience: 'phi-admin',
  issuer: 'phi-admin-api',
  expiresIn: '15m',
} as const;

export interface AuthPluginOptions {
  secret: string;
  db: Kysely<Database>;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string; aud: string; iss: string; iat: number; exp: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Request hook: 401 unless a valid bearer token of an active admin is sent. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin. */
    adminUser: AdminUser | null;
  }
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, db }) => {
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
        requiredClaims: ['sub', 'exp', 'aud', 'iss'],
      },
    });

    app.decorateRequest('adminUser', null);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      let subject: string;
      try {
        subject = (await request.jwtVerify<{ sub: string }>()).sub;
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      // A deleted or deactivated admin loses access at once, not when the token expires.
      const row = await findAdminUserById(db, subject);
      if (!row?.isActive) {
        throw new AppError('UNAUTHORIZED');
      }
      request.adminUser = toAdminUser(row);
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
