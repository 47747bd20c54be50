// The Redis store @fastify/rate-limit builds by default (a CommonJS file without types of its
// own); rate-limit.ts wraps it to report a Redis outage as 503.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => unknown;
  export default RedisStore;
}
