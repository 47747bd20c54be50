import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export interface JsonCache {
  /** The answer as JSON text, at most `ttlMs` old. */
  read(): Promise<string>;
  /** Forgets the kept answer: the next read loads again. */
  clear(): void;
}

/**
 * The busiest public reads (the careers list, the news lists) change a few times an hour at
 * most: their JSON is kept for a few seconds so a burst of visitors costs one query and one
 * serialisation. Checked against the contract once per load (the route answers text, which
 * Fastify sends as is). One load at a time: requests arriving while it runs wait for it. A
 * failed load is not kept, so the next request tries the database again.
 */
export function createJsonCache<T>(
  load: () => Promise<T>,
  schema: z.ZodType<T>,
  ttlMs: number,
  now: () => number = Date.now,
): JsonCache {
  let cached: { json: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const refresh = async (): Promise<string> => {
    try {
      const json = JSON.stringify(schema.parse(await load()));
      cached = { json, expiresAt: now() + ttlMs };
      return json;
    } finally {
      pending = undefined;
    }
  };

  return {
    read() {
      if (cached && now() < cached.expiresAt) {
        return Promise.resolve(cached.json);
      }
      pending ??= refresh();
      return pending;
    },
    clear() {
      cached = undefined;
    },
  };
}

export interface KeyedJsonCache<K> {
  read(key: K): Promise<string>;
  clear(): void;
}

/**
 * One JsonCache per distinct query (a news topic and page, say). At most `maxKeys` are kept;
 * past that the oldest is dropped, so odd queries cannot grow the memory without bound.
 */
export function createKeyedJsonCache<K, T>(
  load: (key: K) => Promise<T>,
  schema: z.ZodType<T>,
  ttlMs: number,
  options: { keyOf: (key: K) => string; maxKeys?: number; now?: () => number },
): KeyedJsonCache<K> {
  const maxKeys = options.maxKeys ?? 200;
  const caches = new Map<string, JsonCache>();
  return {
    read(key) {
      const id = options.keyOf(key);
      let cache = caches.get(id);
      if (!cache) {
        cache = createJsonCache(() => load(key), schema, ttlMs, options.now);
        caches.set(id, cache);
        if (caches.size > maxKeys) {
          const oldest = caches.keys().next().value as string;
          caches.delete(oldest);
        }
      }
      return cache.read();
    },
    clear() {
      caches.clear();
    },
  };
}

/**
 * Sends JSON text a cache checked against the route's schema when it made it: Fastify sends a
 * string as is (the type provider, which expects the object, cannot know that).
 */
export function sendCachedJson(
  reply: FastifyReply,
  json: string,
  cacheControl: string,
): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .send(json);
}
