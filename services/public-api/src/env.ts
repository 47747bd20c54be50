import { databaseEnv, httpEnv, parseEnvOrExit, redisEnv } from '@phi/server';
import { z } from 'zod';

export const envSchema = z.object({
  ...httpEnv(3001),
  ...databaseEnv,
  ...redisEnv,
});
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvOrExit('public-api', envSchema, source);
}
