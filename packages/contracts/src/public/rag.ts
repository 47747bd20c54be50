import { z } from 'zod';
import { storedModelLimits } from '../constants.ts';
import {
  botNameSchema,
  companyNameSchema,
  voicebotDescriptionSchema,
  voicebotIdSchema,
} from './voice.ts';

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
