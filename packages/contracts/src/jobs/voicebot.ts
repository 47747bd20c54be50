import { z } from 'zod';
import { storedModelLimits } from '../constants.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import { knowledgeQueue } from './knowledge.ts';

export const voicebotIndexJobName = 'voicebot.index';

// spec: voice §7, builder call 2 (POST /api/rag/index) hands the uploaded documents of a
// voicebot to indexing; the files are referenced by their stored-file ids, never by path.
export const voicebotIndexPayloadSchema = z
  .object({
    /** The index run (voicebot_index_runs) whose progress the job writes. */
    runId: z.uuid(),
    voicebotId: z.string().min(1).max(storedModelLimits.voicebotId),
    userId: z.string().min(1).max(255),
    companyName: z.string().min(1).max(storedModelLimits.companyName),
    botName: z.string().min(1).max(100),
    description: z.string().nullable(),
    fileIds: z.array(z.string().min(1).max(100)).max(100),
    requestedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VoicebotIndexPayload' });
export type VoicebotIndexPayload = z.infer<typeof voicebotIndexPayloadSchema>;

export const voicebotIndexJob = {
  name: voicebotIndexJobName,
  queue: knowledgeQueue,
  schema: voicebotIndexPayloadSchema,
  // A visitor is waiting on the builder: few, quick retries.
  retry: { attempts: 3, backoffMs: 1_000 },
} as const;
