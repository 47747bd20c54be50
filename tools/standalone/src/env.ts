import { databaseUrlSchema } from '@phi/db';
import { bootstrapAdminEnv } from '@phi/db/seed';
import {
  jwtSecretSchema,
  logLevels,
  parseEnvOrExit,
  portSchema,
  redisUrlSchema,
} from '@phi/runtime';
import { z } from 'zod';

// The standalone run needs no configuration at all (README quickstart); every variable is an
// optional override, read the same way the services read theirs.
export const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: databaseUrlSchema.optional(),
  REDIS_URL: redisUrlSchema.optional(),
  JWT_SECRET: jwtSecretSchema.optional(),
  ...bootstrapAdminEnv,
  // The quickstart's console shows the URL and warnings; LOG_LEVEL=info adds request logs.
  LOG_LEVEL: z.enum(logLevels).default('warn'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  // Passed on to admin-api when set (its default otherwise); the end-to-end suite raises it.
  LOGIN_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().optional(),
  // Passed on to the news worker when set: feed hosts that may be private or loopback (the
  // end-to-end suite's local feed server). Never needed for real feeds.
  NEWS_ALLOW_PRIVATE_HOSTS: z.string().optional(),
  // Passed on to public-api when set (docs/architecture.md#chat), which checks them: without a
  // key the chat answers from the site's own pages.
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_CHAT_MODEL: z.string().optional(),
  OPENAI_EMBEDDING_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.string().optional(),
  OPENAI_FIRST_TOKEN_TIMEOUT_MS: z.string().optional(),
  // Passed on to the voice agent when it runs (src/voice-agent.ts), which checks them.
  OPENAI_STT_MODEL: z.string().optional(),
  OPENAI_TTS_MODEL: z.string().optional(),
  VOICE_PRICE_TABLE: z.string().optional(),
  CHAT_LIMIT_PER_IP_PER_MINUTE: z.string().optional(),
  CHAT_OFFLINE_WORD_DELAY_MS: z.string().optional(),
  // Passed on to public-api when set (docs/architecture.md#voice), which checks them: without
  // LIVEKIT_URL the run has no voice (the token routes answer 503, the site still works).
  LIVEKIT_URL: z.string().optional(),
  LIVEKIT_API_KEY: z.string().optional(),
  LIVEKIT_API_SECRET: z.string().optional(),
  LIVEKIT_PUBLIC_URL: z.string().optional(),
  VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: z.string().optional(),
});
export type StandaloneEnv = z.infer<typeof envSchema>;

/** What public-api gets of the voice settings: each one only when it is set. */
export function voiceEnv(env: StandaloneEnv): Record<string, string | undefined> {
  return {
    LIVEKIT_URL: env.LIVEKIT_URL,
    LIVEKIT_API_KEY: env.LIVEKIT_API_KEY,
    LIVEKIT_API_SECRET: env.LIVEKIT_API_SECRET,
    LIVEKIT_PUBLIC_URL: env.LIVEKIT_PUBLIC_URL,
    VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: env.VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE,
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): StandaloneEnv {
  return parseEnvOrExit('the standalone run', envSchema, source);
}

/** Whether the launcher listens on the loopback interface only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
