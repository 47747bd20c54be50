import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** Requests per client IP per minute across the service. */
  max: number;
  /** When given, counters live in Redis so every replica shares them. */
  redis?: Redis | undefined;
  /** Key prefix in Redis, one per service. */
  nameSpace: string;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      // Each route's own onRequest hook, which runs after the scope's onRequest hooks: a scope
      // that authenticates does so in preParsing (admin-api protected routes), so floods are
      // counted and refused before any token is checked or any database is asked.
      hook: 'onRequest',
      max: options.max,
      timeWindow: '1 minute',
      nameSpace: options.nameSpace,
      ...(options.redis ? { redis: options.redis } : {}),
      // A Redis outage must degrade to "no limit", never to "no service".
      skipOnError: true,
    });
  },
  { name: 'phi-rate-limit' },
);

/** Route config for a stricter per-IP limit, e.g. on login (brute-force guard). */
export function strictRateLimit(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow } };
}
