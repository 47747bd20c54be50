import { z } from 'zod';
import { defaultLivekitInstance, storedModelLimits } from '../constants.ts';
import { voicebotProfileStatusSchema, voiceSessionStatusSchema } from '../enums.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';

// Numeric(10,2) and numeric(10,6) columns travel as numbers; the database keeps the precision.
const jsonObject = z.record(z.string(), z.unknown());

// spec: chat-news-admin §3 (voice_sessions)
export const voiceSessionSchema = z
  .object({
    sessionId: z.string(),
    voicebotId: z.string().max(storedModelLimits.voicebotId),
    companyName: z.string().max(storedModelLimits.companyName),
    roomName: z.string().max(storedModelLimits.roomName),
    workerId: z.string().max(storedModelLimits.workerId),
    startTime: isoDateTimeSchema,
    endTime: isoDateTimeSchema.nullable(),
    durationSeconds: z.number().nonnegative().nullable(),
    status: voiceSessionStatusSchema,
    performanceMetrics: jsonObject.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VoiceSession' });
export type VoiceSession = z.infer<typeof voiceSessionSchema>;

// spec: chat-news-admin §3 (voicebot_profiles)
export const voicebotProfileSchema = z
  .object({
    voicebotId: z.string().max(storedModelLimits.voicebotId),
    companyName: z.string().max(storedModelLimits.companyName),
    description: z.string().nullable(),
    status: voicebotProfileStatusSchema,
    livekitInstance: z
      .string()
      .max(storedModelLimits.livekitInstance)
      .default(defaultLivekitInstance),
    configuration: jsonObject.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VoicebotProfile' });
export type VoicebotProfile = z.infer<typeof voicebotProfileSchema>;

// spec: chat-news-admin §3 (voicebot_metrics)
export const voicebotMetricSchema = z
  .object({
    id: z.number().int(),
    voicebotId: z.string().max(storedModelLimits.voicebotId),
    sessionId: z.string().nullable(),
    userId: z.string().nullable(),
    actionType: z.string().max(storedModelLimits.actionType),
    actionDetails: jsonObject.nullable(),
    success: z.boolean(),
    responseTimeMs: z.number().int().nonnegative().nullable(),
    tokensUsed: z.number().int().nonnegative().nullable(),
    costUsd: z.number().nonnegative().nullable(),
    errorMessage: z.string().nullable(),
    metadata: jsonObject.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VoicebotMetric' });
export type VoicebotMetric = z.infer<typeof voicebotMetricSchema>;

// spec: chat-news-admin §3 (voicebot_usage_summaries)
export const voicebotUsageSummarySchema = z
  .object({
    voicebotId: z.string().max(storedModelLimits.voicebotId),
    totalActions: z.number().int().nonnegative(),
    successfulActions: z.number().int().nonnegative(),
    failedActions: z.number().int().nonnegative(),
    totalResponseTimeMs: z.number().int().nonnegative(),
    totalTokensUsed: z.number().int().nonnegative(),
    totalCostUsd: z.number().nonnegative(),
    lastActivity: isoDateTimeSchema.nullable(),
    lastActionType: z.string().max(storedModelLimits.actionType).nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VoicebotUsageSummary' });
export type VoicebotUsageSummary = z.infer<typeof voicebotUsageSummarySchema>;
