import cookie from '@fastify/cookie';
import type { Database } from '@phi/db';
import { createFileStore } from '@phi/files';
import { createProducer, type Producer, resolveQueueConnection } from '@phi/queue';
import { createLogger } from '@phi/runtime';
import { prepareDummyHash } from '@phi/security';
import {
  createServiceFastify,
  errorHandlerPlugin,
  healthRoutes,
  openApiPlugin,
  rateLimitPlugin,
  type ServiceFastify,
  securityHeadersPlugin,
} from '@phi/server';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Env } from './env.ts';
import { authPlugin } from './plugins/auth.ts';
import { loginRoutes } from './routes/auth/auth.routes.ts';
import { sessionRoutes } from './routes/auth/session.routes.ts';
import { protectedRoutes } from './routes/protected.routes.ts';
import { createSecretBox } from './second-factor/secret-box.ts';
import { LoginThrottle } from './session/login-throttle.ts';
import { sessionLifetime } from './session/refresh-token.service.ts';

export const serviceName = 'admin-api';
export const apiPrefix = '/api/admin';

export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  redis?: Redis | undefined;
  logger?: FastifyBaseLogger;
  /** Sees every route as it is registered (the route-walk auth test collects them here). */
  onRoute?: (route: RouteOptions) => void;
  /** Where jobs for the news worker go; by default the queue the env names, closed with the app. */
  producer?: Producer;
}

/**
 * Builds the admin API without listening. Only health, ready, login, the cookie-authenticated
 * refresh and logout, and the API docs are public; everything else goes inside protectedRoutes.
 */
export async function buildApp(deps: AppDeps): Promise<ServiceFastify> {
  const { env, db, redis } = deps;
  // Before the first login: an unknown username must cost what a wrong password costs from
  // the very first attempt, not pay for computing the dummy hash as well.
  await prepareDummyHash();
  const app = createServiceFastify({
    logger: deps.logger ?? createLogger({ service: serviceName, level: env.LOG_LEVEL }),
    trustProxy: env.TRUST_PROXY,
  });
  if (deps.onRoute) {
    app.addHook('onRoute', deps.onRoute);
  }
  let producer = deps.producer;
  if (!producer) {
    // Connects on the first job, so an app that never queues one opens no queue connection.
    const ownProducer = createProducer(resolveQueueConnection(env), `phi-${serviceName}`);
    app.addHook('onClose', () => ownProducer.close());
    producer = ownProducer;
  }

  app.register(securityHeadersPlugin);
  app.register(rateLimitPlugin, { max: env.RATE_LIMIT_MAX, redis, nameSpace: 'phi:admin-api:rl:' });
  app.register(errorHandlerPlugin);
  app.register(openApiPlugin, {
    title: 'Phi admin API',
    description: 'Back-office endpoints; everything but login needs an admin bearer token.',
    version: '1.0.0',
    prefix: apiPrefix,
    hasBearerAuth: true,
  });
  app.register(cookie);
  app.register(authPlugin, {
    secret: env.JWT_SECRET,
    db,
    isTotpRequired: env.ADMIN_REQUIRE_TOTP,
  });

  app.register(healthRoutes, { prefix: apiPrefix, service: serviceName, db, redis });
  const refreshCookie = { isSecure: env.COOKIE_SECURE };
  const throttle = new LoginThrottle();
  const lifetime = sessionLifetime({
    idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
    maxHours: env.ADMIN_SESSION_MAX_HOURS,
  });
  const totpBox = createSecretBox(env.JWT_SECRET, 'totp-secret');
  app.register(loginRoutes, {
    prefix: apiPrefix,
    db,
    throttle,
    cookie: refreshCookie,
    loginLimitPerMinute: env.LOGIN_LIMIT_PER_IP_PER_MINUTE,
    lifetime,
    totpBox,
    isTotpRequired: env.ADMIN_REQUIRE_TOTP,
  });
  app.register(sessionRoutes, { prefix: apiPrefix, db, cookie: refreshCookie, lifetime });
  app.register(protectedRoutes, {
    prefix: apiPrefix,
    db,
    files: createFileStore(env.FILES_DIR),
    producer,
    loginLimitPerMinute: env.LOGIN_LIMIT_PER_IP_PER_MINUTE,
    totpBox,
    isTotpRequired: env.ADMIN_REQUIRE_TOTP,
  });

  return app;
}
