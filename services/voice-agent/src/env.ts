import { modelProviderEnv } from '@phi/model-provider';
import {
  databaseEnv,
  livekitUrlSchema,
  logLevels,
  parseEnvOrExit,
  portSchema,
  positiveIntSchema,
} from '@phi/runtime';
import { z } from 'zod';
import { priceTableSchema } from './metrics/price-table.ts';

export const envSchema = z
  .object({
    ...databaseEnv,
    // One OpenAI-compatible provider for speech and language (docs/architecture.md#voice-agent):
    // the chat's settings plus the speech models.
    ...modelProviderEnv,
    OPENAI_STT_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
    OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
    // Prices per model merged over src/metrics/price-table.ts, as JSON:
    // {"model":{"inputPerMillionTokens":0.15,"outputPerMillionTokens":0.6,"perAudioMinute":0.003}}
    VOICE_PRICE_TABLE: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') {
          return {};
        }
        try {
          const parsed = priceTableSchema.safeParse(JSON.parse(value));
          if (parsed.success) {
            return parsed.data;
          }
          ctx.addIssue({ code: 'custom', message: z.prettifyError(parsed.error) });
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        }
        return z.NEVER;
      }),
    // Required here (the agent has nothing to do without a server); optional in @phi/runtime's
    // fragment, where unset means a run without voice.
    LIVEKIT_URL: livekitUrlSchema,
    LIVEKIT_API_KEY: z.string().min(1),
    LIVEKIT_API_SECRET: z.string().min(1),
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    // The worker's health endpoint (the agents framework serves it).
    AGENT_HTTP_PORT: portSchema.default(8081),
    // Job processes kept warm (VAD loaded) for the next room.
    AGENT_IDLE_PROCESSES: z.coerce.number().int().min(0).max(16).default(1),
    // After SIGTERM the worker takes no new rooms and gives running conversations this long.
    AGENT_DRAIN_TIMEOUT_MS: positiveIntSchema.default(60_000),
    // A session without a metric for this long is taken as left by a killed job and closed
    // as failed (src/metrics/recover-sessions.ts); every turn of a live one writes metrics.
    VOICE_SESSION_STALE_MS: positiveIntSchema.min(60_000).default(15 * 60_000),
  })
  .refine((env) => env.OPENAI_API_KEY !== undefined, {
    path: ['OPENAI_API_KEY'],
    error: 'is required: the voice agent cannot listen or speak without a model provider',
  });
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvOrExit('voice-agent', envSchema, source);
}
