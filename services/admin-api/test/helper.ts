import { createHmac } from 'node:crypto';
import { seed } from '@phi/db/seed';
import {
  baseTestEnv,
  createPreparedDatabase,
  openTestApp,
  type TestApp,
  type TestDatabase,
} from '@phi/server/testing';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Env, envSchema } from '../src/env.ts';

export { deadDatabaseUrl, type TestApp, type TestDatabase } from '@phi/server/testing';

export const testJwtSecret = 'test-secret-that-is-at-least-32-characters-long';
export const testAdmin = {
  username: 'test-admin',
  password: 'correct horse battery staple',
  email: 'admin@example.test',
};

export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse(baseTestEnv({ JWT_SECRET: testJwtSecret, ...overrides }));
}

/** The app wired as server.ts wires it; returned before `ready()` so tests may add hooks. */
export function createTestApp(options: {
  databaseUrl: string;
  redisUrl?: string;
  env?: Record<string, string>;
  onRoute?: (route: RouteOptions) => void;
}): Promise<TestApp> {
  const env = testEnv({ DATABASE_URL: options.databaseUrl, ...options.env });
  return openTestApp({
    applicationName: 'phi-admin-api-test',
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    build: (connections) => buildApp({ env, ...connections, onRoute: options.onRoute }),
  });
}

/** A fresh database with the bootstrap admin seeded from testAdmin. */
export function createSeededDatabase(): Promise<TestDatabase> {
  return createPreparedDatabase((database) =>
    seed(database.db, {
      adminUsername: testAdmin.username,
      adminPassword: testAdmin.password,
      adminEmail: testAdmin.email,
    }),
  );
}

function base64url(value: object | Buffer): string {
  const buffer = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
  return buffer.toString('base64url');
}

/** Hand-made JWTs, so tests can forge every kind of bad token the verifier must refuse. */
export function forgeToken(options: {
  alg?: 'HS256' | 'HS384' | 'HS512' | 'none';
  secret?: string;
  payload: Record<string, unknown>;
}): string {
  const alg = options.alg ?? 'HS256';
  const head = `${base64url({ alg, typ: 'JWT' })}.${base64url(options.payload)}`;
  if (alg === 'none') {
    return `${head}.`;
  }
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  const signature = createHmac(hash, options.secret ?? testJwtSecret)
    .update(head)
    .digest();
  return `${head}.${base64url(signature)}`;
}

export function decodeTokenPart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}
