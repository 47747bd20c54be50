import { z } from 'zod';
import { voiceSessionStatusSchema } from '../enums.ts';
import { isoDateSchema, isoDateTimeSchema } from '../schema-helpers.ts';
import { voiceSessionSummarySchema } from './voice-transcripts.ts';

// Ours: the voicebot dashboard's figures (spec: voice §2 names the /voicebot-dashboard route;
// its content is ours, docs/architecture.md#voicebot-dashboard). GET
// /api/rag/voicebots/{id}/usage with the bot's owner key header answers them for the last
// `days` days, from what the voice agent records (voice_sessions, voicebot_metrics,
// voicebot_usage_summaries).

export const voicebotUsagePeriodDays = { default: 30, min: 1, max: 90 } as const;
/** How many of the period's latest sessions the answer lists. */
export const voicebotUsageRecentSessions = 10;

export const voicebotUsageQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(voicebotUsagePeriodDays.min)
    .max(voicebotUsagePeriodDays.max)
    .default(voicebotUsagePeriodDays.default),
});
export type VoicebotUsageQuery = z.infer<typeof voicebotUsageQuerySchema>;

/** Median and 95th percentile in milliseconds; null when the period has no such action. */
export const latencyPercentilesSchema = z.object({
  p50: z.number().int().nonnegative().nullable(),
  p95: z.number().int().nonnegative().nullable(),
  samples: z.number().int().nonnegative(),
});
export type LatencyPercentiles = z.infer<typeof latencyPercentilesSchema>;

export const voicebotUsageDaySchema = z.object({
  /** UTC calendar day. */
  date: isoDateSchema,
  sessions: z.number().int().nonnegative(),
  minutes: z.number().nonnegative(),
  tokens: z.number().int().nonnegative(),
  cost_usd: z.number().nonnegative(),
});
export type VoicebotUsageDay = z.infer<typeof voicebotUsageDaySchema>;

export const voicebotRecentSessionSchema = z.object({
  session_id: z.string(),
  start_time: isoDateTimeSchema,
  /** Null while the session is still active. */
  duration_seconds: z.number().nonnegative().nullable(),
  status: voiceSessionStatusSchema,
  /** Model turns (llm actions) of the session. */
  turns: z.number().int().nonnegative(),
  /** Written when the session ends; null while active and once the retention removed it. */
  summary: voiceSessionSummarySchema.nullable(),
});
export type VoicebotRecentSession = z.infer<typeof voicebotRecentSessionSchema>;

export const voicebotUsageSchema = z
  .object({
    voicebot_id: z.string(),
    period: z.object({
      days: z.number().int().positive(),
      from: isoDateTimeSchema,
      to: isoDateTimeSchema,
    }),
    totals: z.object({
      sessions: z.number().int().nonnegative(),
      completed_sessions: z.number().int().nonnegative(),
      failed_sessions: z.number().int().nonnegative(),
      /** Ended sessions' durations, in minutes (two decimals). */
      minutes: z.number().nonnegative(),
      turns: z.number().int().nonnegative(),
      tokens: z.number().int().nonnegative(),
      cost_usd: z.number().nonnegative(),
    }),
    /** Speech actions (tts): time to the first audio byte. */
    time_to_first_audio_ms: latencyPercentilesSchema,
    /** Model turns (llm): the turn's whole duration. */
    turn_latency_ms: latencyPercentilesSchema,
    /** One entry per UTC day of the period, oldest first, days without use at zero. */
    daily: z.array(voicebotUsageDaySchema),
    /** Latest sessions of the period, newest first. */
    recent_sessions: z.array(voicebotRecentSessionSchema),
    /** The bot's running totals since its first call (voicebot_usage_summaries), if any. */
    lifetime: z
      .object({
        actions: z.number().int().nonnegative(),
        failed_actions: z.number().int().nonnegative(),
        tokens: z.number().int().nonnegative(),
        cost_usd: z.number().nonnegative(),
        last_activity: isoDateTimeSchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'VoicebotUsage' });
export type VoicebotUsage = z.infer<typeof voicebotUsageSchema>;
