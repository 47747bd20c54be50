import {
  type PersonalityTemplateId,
  personalityTemplateIdSchema,
  type RagIndexFileProblem,
  type RagIndexStatus,
  type RagUploadedFile,
  ragIndexStatusSchema,
  type VoicebotDetails,
  type VoicebotKnowledgeStatus,
  type VoiceId,
  voiceIdSchema,
} from '@phi/contracts/public';
import {
  countVoicebotChunks,
  type Database,
  findLatestVoicebotIndexRun,
  findVoicebotOwner,
  findVoicebotProfile,
  listVoicebotFiles,
  type StoredFileRow,
  type VoicebotIndexRunRow,
} from '@phi/db';
import type { Kysely } from 'kysely';

export function toUploadedFile(row: StoredFileRow): RagUploadedFile {
  return {
    id: row.id,
    original_name: row.originalName,
    sanitized_name: row.sanitizedName,
    was_sanitized: row.originalName !== row.sanitizedName,
    size: row.sizeBytes,
    type: row.mimeType,
  };
}

function skippedOf(run: VoicebotIndexRunRow): RagIndexFileProblem[] {
  const parsed = ragIndexStatusSchema.shape.skipped.safeParse(run.skipped);
  return parsed.success ? parsed.data : [];
}

// Extraction is most of the work; the last step (chunking, indexing, statistics) is the rest.
const extractionShare = 90;

/** An index run as the builder polls it (docs/architecture.md#voice). */
export function toIndexStatus(run: VoicebotIndexRunRow): RagIndexStatus {
  const done = run.state === 'completed';
  const percent = done
    ? 100
    : run.documentsTotal === 0
      ? 0
      : Math.floor((run.documentsProcessed / run.documentsTotal) * extractionShare);
  return {
    voicebot_id: run.voicebotId,
    job_id: run.id,
    state: run.state,
    percent,
    documents_total: run.documentsTotal,
    documents_processed: run.documentsProcessed,
    files_count: run.filesCount,
    chunks_count: run.chunksCount,
    skipped: skippedOf(run),
    error: run.error,
  };
}

interface StoredConfiguration {
  botName: string | null;
  voice: VoiceId | null;
  template: PersonalityTemplateId | null;
}

/** The profile's configuration jsonb ({ botName, voice, template }), read defensively. */
function readConfiguration(value: unknown): StoredConfiguration {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const voice = voiceIdSchema.safeParse(record.voice);
  const template = personalityTemplateIdSchema.safeParse(record.template);
  return {
    botName: typeof record.botName === 'string' ? record.botName : null,
    voice: voice.success ? voice.data : null,
    template: template.success ? template.data : null,
  };
}

function statusOf(run: VoicebotIndexRunRow | undefined, chunks: number): VoicebotKnowledgeStatus {
  if (run && (run.state === 'waiting' || run.state === 'running')) {
    return 'indexing';
  }
  if (chunks > 0) {
    return 'ready';
  }
  return run?.state === 'failed' ? 'failed' : 'empty';
}

/** The assistant panel's summary of a bot; undefined when the bot does not exist. */
export async function getVoicebotDetails(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotDetails | undefined> {
  const owner = await findVoicebotOwner(db, voicebotId);
  if (!owner) {
    return undefined;
  }
  const [profile, files, chunks, run] = await Promise.all([
    findVoicebotProfile(db, voicebotId),
    listVoicebotFiles(db, voicebotId),
    countVoicebotChunks(db, voicebotId),
    findLatestVoicebotIndexRun(db, voicebotId),
  ]);
  const settings = readConfiguration(profile?.configuration);
  return {
    voicebot_id: voicebotId,
    company_name: profile?.companyName ?? null,
    bot_name: settings.botName,
    description: profile?.description ?? null,
    voice: settings.voice,
    template: settings.template,
    status: statusOf(run, chunks),
    files: files.map(toUploadedFile),
    files_count: files.length,
    chunks_count: chunks,
    created_at: owner.createdAt.toISOString(),
    last_used_at: owner.lastUsedAt.toISOString(),
  };
}
