import { z } from 'zod';
import { storedModelLimits } from '../constants.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import {
  botNameSchema,
  companyNameSchema,
  voicebotDescriptionSchema,
  voicebotIdSchema,
} from './voice.ts';
import { personalityTemplateIdSchema, voiceIdSchema } from './voice-enums.ts';

// Ours: the builder's calls live on public-api under /api/rag (spec: voice §7 names /rag/upload
// and /rag/index on an undefined base; docs/architecture.md#voice).
export const ragPaths = {
  upload: '/api/rag/upload',
  index: '/api/rag/index',
  indexStatus: (jobId: string) => `/api/rag/index/${encodeURIComponent(jobId)}`,
  ask: '/api/rag/ask',
  voicebot: (voicebotId: string) => `/api/rag/voicebots/${encodeURIComponent(voicebotId)}`,
  voicebotUsage: (voicebotId: string) =>
    `/api/rag/voicebots/${encodeURIComponent(voicebotId)}/usage`,
  voicebotTranscript: (voicebotId: string, sessionId: string) =>
    `/api/rag/voicebots/${encodeURIComponent(voicebotId)}/sessions/${encodeURIComponent(sessionId)}/transcript`,
} as const;

// Ours: a builder's voice bot belongs to whoever first uploaded to or indexed its id. That
// call answers, once, `owner_key`; every later call for the bot sends it in this header
// (docs/architecture.md#voice). Lower case: Node reads request headers lower-cased.
export const voicebotOwnerKeyHeader = 'x-voicebot-key';
export const voicebotOwnerKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'An owner key is 43 base64url characters');

// spec: voice §7, builder call 1 (POST /api/rag/upload): multipart with voicebot_id and
// repeated files
export const ragUploadFieldsSchema = z
  .object({ voicebot_id: voicebotIdSchema })
  .meta({ id: 'RagUploadFields' });
export type RagUploadFields = z.infer<typeof ragUploadFieldsSchema>;
export const ragUploadFileField = 'files';

export const ragUploadedFileSchema = z.object({
  id: z.string(),
  original_name: z.string(),
  sanitized_name: z.string(),
  was_sanitized: z.boolean(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type RagUploadedFile = z.infer<typeof ragUploadedFileSchema>;

// The spec only logs this answer; ours, read with files_count like the index answer.
export const ragUploadResponseSchema = z
  .object({
    voicebot_id: z.string(),
    files_count: z.number().int().nonnegative(),
    files: z.array(ragUploadedFileSchema),
    /** Present only on the call that created the bot: keep it, it is never shown again. */
    owner_key: voicebotOwnerKeySchema.optional(),
  })
  .meta({ id: 'RagUploadResponse' });
export type RagUploadResponse = z.infer<typeof ragUploadResponseSchema>;

// spec: voice §7, builder call 2 (POST /api/rag/index)
export const ragIndexRequestSchema = z
  .object({
    user_id: z.string().trim().min(1).max(255),
    company_name: companyNameSchema,
    bot_name: botNameSchema,
    description: voicebotDescriptionSchema.nullable(),
    voicebot_id: voicebotIdSchema,
    // Ours: the builder's voice and personality choice (spec: voice §3), kept in the bot's
    // configuration for the voice agent.
    voice: voiceIdSchema.optional(),
    template: personalityTemplateIdSchema.optional(),
  })
  .meta({ id: 'RagIndexRequest' });
export type RagIndexRequestInput = z.input<typeof ragIndexRequestSchema>;
export type RagIndexRequest = z.output<typeof ragIndexRequestSchema>;

// spec: voice §3 and §7, files_count and chunks_count are read
export const ragIndexResponseSchema = z
  .object({
    voicebot_id: z.string().max(storedModelLimits.voicebotId),
    files_count: z.number().int().nonnegative(),
    chunks_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'RagIndexResponse' });
export type RagIndexResponse = z.infer<typeof ragIndexResponseSchema>;

// Ours: POST /api/rag/index answers 202 at once with the job to poll; the client polls
// GET /api/rag/index/{job_id} (owner key header) until `state` is completed or failed. The
// percent is files (and the description) processed over those to process. A completed status
// also reads as the spec's index answer (files_count, chunks_count).
export const ragIndexStates = ['waiting', 'running', 'completed', 'failed'] as const;
export const ragIndexStateSchema = z.enum(ragIndexStates);
export type RagIndexState = z.infer<typeof ragIndexStateSchema>;

export const ragIndexFileProblemSchema = z.object({ file_name: z.string(), error: z.string() });
export type RagIndexFileProblem = z.infer<typeof ragIndexFileProblemSchema>;

export const ragIndexStatusSchema = ragIndexResponseSchema
  .extend({
    job_id: z.string(),
    state: ragIndexStateSchema,
    percent: z.number().int().min(0).max(100),
    documents_total: z.number().int().nonnegative(),
    documents_processed: z.number().int().nonnegative(),
    /** Documents that could not be read; the others are indexed. */
    skipped: z.array(ragIndexFileProblemSchema),
    /** Why the whole job failed (state failed), safe to show after "Indexing failed: ". */
    error: z.string().nullable(),
  })
  .meta({ id: 'RagIndexStatus' });
export type RagIndexStatus = z.infer<typeof ragIndexStatusSchema>;

export const ragIndexAcceptedSchema = ragIndexStatusSchema
  .extend({
    /** Present only on the call that created the bot (a description-only bot). */
    owner_key: voicebotOwnerKeySchema.optional(),
  })
  .meta({ id: 'RagIndexAccepted' });
export type RagIndexAccepted = z.infer<typeof ragIndexAcceptedSchema>;

export const ragIndexStatusParamsSchema = z.object({ jobId: z.uuid() });

/** Poll interval the builder uses for GET /api/rag/index/{job_id}. */
export const ragIndexPollIntervalMs = 500;

// Ours: "test my bot" in text, answered from that bot's own documents with citations.
export const ragAskRequestSchema = z
  .object({
    voicebot_id: voicebotIdSchema,
    question: z.string().trim().min(1, 'Please type a question').max(1000),
  })
  .meta({ id: 'RagAskRequest' });
export type RagAskRequestInput = z.input<typeof ragAskRequestSchema>;
export type RagAskRequest = z.output<typeof ragAskRequestSchema>;

export const ragCitationSchema = z
  .object({ file_name: z.string(), passage: z.string() })
  .meta({ id: 'RagCitation' });
export type RagCitation = z.infer<typeof ragCitationSchema>;

// 'model' when OPENAI_API_KEY is set, else 'documents': an extractive answer quoting passages.
export const ragAnswerSources = ['model', 'documents', 'none'] as const;
export const ragAnswerSourceSchema = z.enum(ragAnswerSources);
export type RagAnswerSource = z.infer<typeof ragAnswerSourceSchema>;

export const ragAskResponseSchema = z
  .object({
    voicebot_id: z.string(),
    answer: z.string(),
    source: ragAnswerSourceSchema,
    citations: z.array(ragCitationSchema),
  })
  .meta({ id: 'RagAskResponse' });
export type RagAskResponse = z.infer<typeof ragAskResponseSchema>;

// Ours: GET /api/rag/voicebots/{id} (owner key header): the assistant panel's summary.
export const voicebotParamsSchema = z.object({ id: voicebotIdSchema });

export const voicebotKnowledgeStatuses = ['empty', 'indexing', 'ready', 'failed'] as const;
export const voicebotKnowledgeStatusSchema = z.enum(voicebotKnowledgeStatuses);
export type VoicebotKnowledgeStatus = z.infer<typeof voicebotKnowledgeStatusSchema>;

export const voicebotDetailsSchema = z
  .object({
    voicebot_id: z.string(),
    company_name: z.string().nullable(),
    bot_name: z.string().nullable(),
    description: z.string().nullable(),
    voice: voiceIdSchema.nullable(),
    template: personalityTemplateIdSchema.nullable(),
    status: voicebotKnowledgeStatusSchema,
    files: z.array(ragUploadedFileSchema),
    files_count: z.number().int().nonnegative(),
    chunks_count: z.number().int().nonnegative(),
    created_at: isoDateTimeSchema,
    last_used_at: isoDateTimeSchema,
  })
  .meta({ id: 'VoicebotDetails' });
export type VoicebotDetails = z.infer<typeof voicebotDetailsSchema>;
