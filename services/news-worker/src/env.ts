import { newsPipelineLimits } from '@phi/contracts/constants';
import { voiceTranscriptLimits } from '@phi/contracts/public';
import { modelProviderEnv } from '@phi/model-provider';
import { queueEnv } from '@phi/queue';
import { databaseEnv, logLevels, parseEnvOrExit, positiveIntSchema, redisEnv } from '@phi/runtime';
import { z } from 'zod';

export const envSchema = z
  .object({
    ...databaseEnv,
    ...redisEnv,
    ...queueEnv,
    // Embeddings for the knowledge index when OPENAI_EMBEDDING_MODEL is set (the chat embeds
    // questions with the same model; docs/architecture.md#knowledge).
    ...modelProviderEnv,
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    // The private files directory public-api writes uploads to (the sweep cleans it).
    FILES_DIR: z.string().min(1).default('./.data/files'),
    // Days the voice agent's transcripts and session summaries are kept (callers' personal
    // data; docs/architecture.md#voice-transcripts); the hourly housekeeping deletes older ones.
    VOICE_TRANSCRIPT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(voiceTranscriptLimits.retentionDays.min)
      .max(voiceTranscriptLimits.retentionDays.max)
      .default(voiceTranscriptLimits.retentionDays.default),
    // Jobs run at once per queue.
    WORKER_CONCURRENCY: positiveIntSchema.max(50).default(2),
    // After SIGTERM, running jobs get this long to finish; a job still running then is run
    // again on the next start. Keep it below the container's stop grace period.
    SHUTDOWN_DEADLINE_MS: positiveIntSchema.default(15_000),
    // How often each active news source is fetched (a failing one waits longer).
    NEWS_FETCH_INTERVAL_MS: positiveIntSchema
      .min(60_000)
      .default(newsPipelineLimits.sourceIntervalMs),
    // Sources fetched at once by a fetch of all sources.
    NEWS_FETCH_CONCURRENCY: positiveIntSchema.max(16).default(4),
    // Threads that decode and parse fetched feeds, so parsing one feed overlaps the HTTP and
    // database work of others; 0 parses on the thread running the jobs.
    NEWS_PARSE_THREADS: z.coerce.number().int().min(0).max(8).default(2),
    // Feed hosts allowed to resolve to private or loopback addresses, comma separated
    // (host or host:port). Empty in production: only the tests' loopback feed server needs it.
    NEWS_ALLOW_PRIVATE_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter((host) => host !== ''),
      ),
  })
  .refine((env) => env.QUEUE_BACKEND !== 'redis' || env.REDIS_URL !== undefined, {
    path: ['REDIS_URL'],
    error: 'is required when QUEUE_BACKEND is redis',
  });
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvOrExit('news-worker', envSchema, source);
}
