import { databaseUrlSchema } from '@phi/db';
import { z } from 'zod';

// Env fragments composed by each service's own src/env.ts (create-t3-turbo style): one
// definition per variable, so every service reads PORT, DATABASE_URL... the same way.

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const portSchema = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole port number')
  .min(1, 'must be a port between 1 and 65535')
  .max(65_535, 'must be a port between 1 and 65535');

export const redisUrlSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'must be a redis:// or rediss:// URL with a host' },
);

export type TrustProxy = boolean | number | string;

// Fastify's trustProxy accepts true/false, a hop count or an address list ("127.0.0.1,10.0.0.0/8").
export const trustProxySchema = z
  .string()
  .regex(/^(true|false|\d+|[0-9a-fA-F.:/, ]+|loopback|linklocal|uniquelocal)$/, {
    error: 'must be true, false, a hop count or a comma-separated list of proxy addresses',
  })
  .transform((value): TrustProxy => {
    if (value === 'true') {
      return true;
    }
    if (value === 'false') {
      return false;
    }
    return /^\d+$/.test(value) ? Number(value) : value;
  });

/** A positive whole number from the environment (limits, counts). */
export const positiveIntSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

export function httpEnv(defaultPort: number) {
  return {
    PORT: portSchema.default(defaultPort),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    TRUST_PROXY: trustProxySchema.default(false),
    // Requests per minute per client IP across all routes; login has its own stricter limit.
    RATE_LIMIT_MAX: positiveIntSchema.default(300),
  };
}

// HS256 key for admin access tokens: 32 bytes is the algorithm's own strength.
export const jwtSecretSchema = z.string().min(32, 'must be at least 32 characters');

export const databaseEnv = {
  DATABASE_URL: databaseUrlSchema,
};

export const redisEnv = {
  REDIS_URL: redisUrlSchema.optional(),
};
