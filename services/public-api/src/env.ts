import {
  chatServerDefaults,
  contactAbuseGuard,
  newsPipelineLimits,
  publicFormLimits,
  voiceServerDefaults,
} from '@phi/contracts/constants';
import { modelProviderEnv } from '@phi/model-provider';
import { queueEnv } from '@phi/queue';
import {
  checkLivekitEnv,
  databaseEnv,
  httpEnv,
  livekitEnv,
  parseEnvOrExit,
  positiveIntSchema,
  redisEnv,
} from '@phi/runtime';
import { z } from 'zod';

const envFields = z.object({
  ...httpEnv(3001),
  ...databaseEnv,
  ...redisEnv,
  // Private uploads (resumes); the same directory admin-api serves them from, never a web root.
  FILES_DIR: z.string().min(1).default('./.data/files'),
  // Per-hour limits of the public forms; a load test raises them.
  CONTACT_LIMIT_PER_IP_PER_HOUR: positiveIntSchema.default(publicFormLimits.contactsPerIpPerHour),
  CONTACT_LIMIT_PER_EMAIL_PER_HOUR: positiveIntSchema.default(
    publicFormLimits.contactsPerEmailPerHour,
  ),
  RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: positiveIntSchema.default(
    publicFormLimits.resumeUploadsPerIpPerHour,
  ),
  APPLICATION_LIMIT_PER_IP_PER_HOUR: positiveIntSchema.default(
    publicFormLimits.applicationsPerIpPerHour,
  ),
  // How long the job list is kept in memory; job edits reach the site within this time.
  JOBS_LIST_CACHE_MS: z.coerce.number().int().nonnegative().max(60_000).default(5_000),
  // A contact form sent sooner than this after it was shown is a bot; 0 turns the check off.
  CONTACT_MIN_FILL_MS: z.coerce.number().int().nonnegative().default(contactAbuseGuard.minFillMs),
  // Where Refresh News queues its fetch for the news worker (the worker's own setting).
  ...queueEnv,
  // How long the news lists are kept in memory; new articles reach the page within this time.
  NEWS_LIST_CACHE_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(60_000)
    .default(newsPipelineLimits.listCacheMs),
  NEWS_REFRESH_LIMIT_PER_IP_PER_HOUR: positiveIntSchema.default(
    newsPipelineLimits.refreshPerIpPerHour,
  ),
  // Chat (docs/architecture.md#chat): the model when OPENAI_API_KEY is set, else answers from
  // the site's own pages, streamed at CHAT_OFFLINE_WORD_DELAY_MS per word.
  ...modelProviderEnv,
  CHAT_LIMIT_PER_IP_PER_MINUTE: positiveIntSchema.default(chatServerDefaults.limitPerIpPerMinute),
  CHAT_OFFLINE_WORD_DELAY_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(1_000)
    .default(chatServerDefaults.offlineWordDelayMs),
  // Voice (docs/architecture.md#voice): tokens signed for the LiveKit server these name;
  // without LIVEKIT_URL the token routes answer 503 VOICE_NOT_CONFIGURED.
  ...livekitEnv,
  VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: positiveIntSchema.default(
    voiceServerDefaults.tokenLimitPerIpPerMinute,
  ),
});

// The LiveKit key pair is needed once LIVEKIT_URL is set (checkLivekitEnv).
export const envSchema = envFields.superRefine(checkLivekitEnv);
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvOrExit('public-api', envSchema, source);
}
