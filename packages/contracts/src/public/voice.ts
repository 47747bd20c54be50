import { z } from 'zod';
import {
  builderRoomPrefix,
  storedModelLimits,
  voicebotIdPrefix,
  voiceRoomNaming,
  voiceTokenTtlMinutes,
  voiceVisuals,
} from '../constants.ts';
import { voiceValidationMessages } from '../messages/voice.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import { validateBotName, validateDescription } from '../voicebot-validation.ts';
import {
  agentStateSchema,
  type DemoAssistantKind,
  fileUploadStatusSchema,
  voiceAgentKindSchema,
} from './voice-enums.ts';

// Room names and identities reach LiveKit and our logs; keep them to a safe alphabet.
const roomNameSchema = z
  .string()
  .min(1)
  .max(storedModelLimits.roomName)
  .regex(/^[A-Za-z0-9_-]+$/);
const identitySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/);
export const voicebotIdSchema = z
  .string()
  .min(1)
  .max(storedModelLimits.voicebotId)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Fields every token request shares; the time to live defaults to, and is capped at, `ttl`. */
function tokenRequestFields(ttl: number) {
  return {
    room_name: roomNameSchema,
    participant_identity: identitySchema,
    participant_name: z.string().trim().min(1).max(100),
    ttl_minutes: z.number().int().min(1).max(ttl).default(ttl),
  };
}

// spec: voice §3 and §7, token request of the demo agents (POST /api/voice/token and
// /api/voice/{hotel,restaurant,hospital}/token). Strict: a key we do not know (a persona, a
// grant, a room configuration) is refused by name rather than dropped, so a client never
// believes it got what it asked for (docs/architecture.md#voice).
export const voiceTokenRequestSchema = z
  .strictObject(tokenRequestFields(voiceTokenTtlMinutes.demo))
  .meta({ id: 'VoiceTokenRequest' });
export type VoiceTokenRequestInput = z.input<typeof voiceTokenRequestSchema>;
export type VoiceTokenRequest = z.output<typeof voiceTokenRequestSchema>;

// spec: voice §3 (token, server_url); every token answer carries server_url
// (docs/architecture.md#url-map). participant_token is the same JWT under the name
// livekit-client's token sources read, so they take this answer unchanged.
export const voiceTokenResponseSchema = z
  .object({ token: z.string(), server_url: z.string(), participant_token: z.string() })
  .meta({ id: 'VoiceTokenResponse' });
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;

export const botNameSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = validateBotName(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });

export const voicebotDescriptionSchema = z
  .string()
  .trim()
  .max(5000)
  .superRefine((value, ctx) => {
    const problem = validateDescription(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });

export const companyNameSchema = z
  .string({ error: voiceValidationMessages.companyNameRequired })
  .trim()
  .min(1, voiceValidationMessages.companyNameRequired)
  .max(storedModelLimits.companyName);

// spec: voice §3, §6 and §7 (POST /api/voice/company/token). The can_* flags can only narrow
// what the route grants; the names come from the stored voicebot, never from here.
export const companyTokenRequestSchema = z
  .strictObject({
    ...tokenRequestFields(voiceTokenTtlMinutes.company),
    voicebot_id: voicebotIdSchema,
    company_name: companyNameSchema,
    bot_name: botNameSchema,
    description: voicebotDescriptionSchema.nullable().optional(),
    can_publish: z.boolean().default(true),
    can_subscribe: z.boolean().default(true),
    can_publish_data: z.boolean().default(true),
    can_update_metadata: z.boolean().default(true),
  })
  .meta({ id: 'CompanyTokenRequest' });
export type CompanyTokenRequestInput = z.input<typeof companyTokenRequestSchema>;
export type CompanyTokenRequest = z.output<typeof companyTokenRequestSchema>;

export const companyTokenResponseSchema = voiceTokenResponseSchema
  .extend({})
  .meta({ id: 'CompanyTokenResponse' });
export type CompanyTokenResponse = z.infer<typeof companyTokenResponseSchema>;

// spec: voice §7 and §8 (GET /api/voice/health; failure reads as healthy false with status or
// error). Ours: configured (LiveKit settings present) and reachable (its server answered).
export const voiceHealthStatuses = ['ok', 'not-configured', 'unreachable'] as const;
export const voiceHealthStatusSchema = z.enum(voiceHealthStatuses);
export type VoiceHealthStatus = z.infer<typeof voiceHealthStatusSchema>;
export const voiceHealthResponseSchema = z
  .object({
    healthy: z.boolean(),
    status: voiceHealthStatusSchema,
    configured: z.boolean(),
    reachable: z.boolean(),
    error: z.string().optional(),
  })
  .meta({ id: 'VoiceHealthResponse' });
export type VoiceHealthResponse = z.infer<typeof voiceHealthResponseSchema>;

// spec: voice §7 (paths as docs/architecture.md#url-map places them on public-api)
export const voiceTokenPaths = {
  general: '/api/voice/token',
  hotel: '/api/voice/hotel/token',
  restaurant: '/api/voice/restaurant/token',
  hospital: '/api/voice/hospital/token',
  company: '/api/voice/company/token',
} as const;
export const voiceHealthPath = '/api/voice/health';

// Ours: the OpenAPI summaries and descriptions of the voice routes above.
export const voiceRouteDocs = {
  demoTokenSummaries: {
    general: 'Voice token for the general assistant (Phi)',
    hotel: 'Voice token for the hotel receptionist',
    restaurant: 'Voice token for the restaurant order-taker',
    hospital: 'Voice token for the hospital appointment coordinator',
  } satisfies Record<DemoAssistantKind, string>,
  demoTokenDescription:
    'The persona, room configuration and grants are fixed by the route; the room name must start with the persona prefix.',
  companyTokenSummary: "Voice token for a company's voice bot built in the builder",
  companyTokenDescription: `The voicebot must exist and the X-Voicebot-Key header must be its owner key (404 otherwise, as for a missing bot); the room is "${builderRoomPrefix}" plus its id. The can_* flags can only narrow the grants.`,
  ownerKeyHeader: 'The owner key POST /api/rag/upload or /api/rag/index answered for this voicebot',
  healthSummary: 'Whether voice is configured and its server reachable',
} as const;

// spec: voice §3, room names are prefix + timestamp + random suffix; identities prefix + timestamp
export function buildDemoRoomName(kind: DemoAssistantKind, now: number, suffix: string): string {
  return `${voiceRoomNaming[kind].roomPrefix}${now}_${suffix}`;
}
export function buildDemoIdentity(kind: DemoAssistantKind, now: number): string {
  return `${voiceRoomNaming[kind].identityPrefix}${now}`;
}
/** Whether a demo agent's token request names a room of that agent (never someone else's). */
export function isDemoRoomName(kind: DemoAssistantKind, roomName: string): boolean {
  return roomName.startsWith(voiceRoomNaming[kind].roomPrefix);
}
export function buildVoicebotId(now: number, suffix: string): string {
  return `${voicebotIdPrefix}${now}_${suffix}`;
}
/** spec: voice §3, the builder's room is "company_" plus the voicebot id. */
export function buildBuilderRoomName(voicebotId: string): string {
  return `${builderRoomPrefix}${voicebotId}`;
}

// spec: voice §9, wave interval by device memory (heap limit below 2 GB is low memory)
export function getWaveIntervalMs(heapLimitBytes: number | undefined): number {
  if (heapLimitBytes === undefined) {
    return voiceVisuals.waveIntervalUnknownMemoryMs;
  }
  return heapLimitBytes < voiceVisuals.lowMemoryHeapBytes
    ? voiceVisuals.waveIntervalLowMemoryMs
    : voiceVisuals.waveIntervalMs;
}

// spec: voice §3, uploaded file entries of both builder layouts
export const uploadedFileMetaSchema = z.object({
  name: z.string(),
  originalName: z.string(),
  sanitizedName: z.string(),
  wasSanitized: z.boolean(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type UploadedFileMeta = z.infer<typeof uploadedFileMetaSchema>;

export const uploadProgressEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  status: fileUploadStatusSchema,
  progress: z.number().min(0).max(100),
});
export type UploadProgressEntry = z.infer<typeof uploadProgressEntrySchema>;

// spec: voice §3, voicebot record kept in the browser after creation
export const voicebotRecordSchema = z.object({
  id: voicebotIdSchema,
  companyName: z.string(),
  botName: z.string(),
  companyDescription: z.string(),
  files: z.array(uploadedFileMetaSchema),
  createdAt: isoDateTimeSchema,
  status: z.literal('ready'),
  chunksCount: z.number().int().nonnegative(),
  filesCount: z.number().int().nonnegative(),
});
export type VoicebotRecord = z.infer<typeof voicebotRecordSchema>;

export const voicebotSummarySchema = voicebotRecordSchema.pick({
  id: true,
  companyName: true,
  botName: true,
  companyDescription: true,
  filesCount: true,
  chunksCount: true,
});
export type VoicebotSummary = z.infer<typeof voicebotSummarySchema>;

// spec: voice §3, voice context state
export const voiceContextStateSchema = z.object({
  connected: z.boolean(),
  connecting: z.boolean(),
  speaking: z.boolean(),
  transcript: z.string(),
  response: z.string(),
  error: z.string().nullable(),
  active: z.boolean(),
  connectionAttempts: z.number().int().nonnegative(),
  mediaDevicesSupported: z.boolean(),
  agentState: agentStateSchema,
  currentAgent: voiceAgentKindSchema.nullable(),
  agentSwitchCounter: z.number().int().nonnegative(),
});
export type VoiceContextState = z.infer<typeof voiceContextStateSchema>;
