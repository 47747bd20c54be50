/// <reference path="./rate-limit-redis-store.d.ts" />
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { AppError } from '@phi/contracts/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientAddressKey } from './client-address.ts';

export interface RateLimitPluginOptions {
  /** Requests per client IP per minute across the service. */
  max: number;
  /** When given, counters live in Redis so every replica shares them. */
  redis?: Redis | undefined;
  /** Key prefix in Redis, one per service. */
  nameSpace: string;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOfStore = Parameters<FastifyRateLimitStore['child']>[0];

interface CounterStore extends FastifyRateLimitStore {
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
}

/**
 * The plugin's Redis store, with an unreachable Redis reported as SERVICE_UNAVAILABLE (503):
 * a limit that fails closed (strictRateLimit's isFailClosed) then answers a clear 503, not a
 * 500; the others skip the error and let the request through.
 */
class OutageReportingStore implements CounterStore {
  constructor(private readonly inner: CounterStore) {}

  private static report(callback: StoreCallback): StoreCallback {
    return (error, result) =>
      error ? callback(new AppError('SERVICE_UNAVAILABLE')) : callback(null, result);
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.inner.incr(key, OutageReportingStore.report(callback), timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.inner.read?.(key, OutageReportingStore.report(callback), timeWindow, max);
  }

  child(routeOptions: RouteOfStore): CounterStore {
    return new OutageReportingStore(this.inner.child(routeOptions));
  }
}

function redisStoreClass(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends OutageReportingStore {
    constructor(params: FastifyRateLimitOptions) {
      // The plugin hands its merged settings; these two decide how the Lua script counts.
      const { continueExceeding = false, exponentialBackoff = false } = params as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace) as CounterStore,
      );
    }
  };
}

/** The key every limit counts by: IPv4 as is, IPv6 by its /64 (client-address.ts). */
export function rateLimitKey(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
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
      keyGenerator: rateLimitKey,
      ...(options.redis ? { store: redisStoreClass(options.redis, options.nameSpace) } : {}),
      // A Redis outage must degrade to "no limit", never to "no service", except on the
      // limits that protect sign-in (strictRateLimit's isFailClosed).
      skipOnError: true,
    });
  },
  { name: 'phi-rate-limit' },
);

export interface StrictRateLimitOptions {
  /** Refuse with 503 when the counters cannot be read (Redis down) instead of letting through. */
  isFailClosed?: boolean;
}

/** Route config for a stricter per-IP limit, e.g. on login (brute-force guard). */
export function strictRateLimit(
  max: number,
  timeWindow = '1 minute',
  { isFailClosed = false }: StrictRateLimitOptions = {},
) {
  return { rateLimit: { max, timeWindow, ...(isFailClosed ? { skipOnError: false } : {}) } };
}
