import { healthResponseSchema, readyResponseSchema } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { pingDatabase } from '@phi/db';
import { pingRedis, withTimeout } from '@phi/runtime';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';

export interface HealthRoutesOptions {
  /** Name reported by /health, e.g. "public-api". */
  service: string;
  db: Kysely<Database>;
  redis?: Redis | undefined;
  /** Tag the routes are listed under in the OpenAPI document. */
  tag?: string;
}

type DependencyState = 'up' | 'down' | 'not_configured';

// A probe must answer well inside an orchestrator's probe timeout even when a dependency hangs.
const checkTimeoutMs = 2_000;

async function check(
  name: string,
  probe: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<DependencyState> {
  try {
    await withTimeout(probe(), checkTimeoutMs, `${name} check`);
    return 'up';
  } catch (err) {
    log.warn({ err }, `${name} check failed`);
    return 'down';
  }
}

const startedAt = Date.now();

/** `GET /health` (the process is alive) and `GET /ready` (its dependencies answer). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const tags = [options.tag ?? 'health'];
  // Probes come every few seconds from orchestrators: never rate limited.
  const config = { rateLimit: false as const };

  app.get(
    '/health',
    { config, schema: { tags, response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
      service: options.service,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );

  app.get(
    '/ready',
    { config, schema: { tags, response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (request, reply) => {
      const { redis } = options;
      const [database, redisState] = await Promise.all([
        check('database', () => pingDatabase(options.db), request.log),
        redis ? check('redis', () => pingRedis(redis), request.log) : ('not_configured' as const),
      ]);
      const isReady = database === 'up' && redisState !== 'down';
      reply.code(isReady ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: isReady ? ('ready' as const) : ('not_ready' as const),
        checks: { database, redis: redisState },
      };
    },
  );
};
