import { AppError } from '@phi/contracts/errors';
import { voicebotIndexJob } from '@phi/contracts/jobs';
import { ragMessages } from '@phi/contracts/messages';
import type { RagIndexAccepted, RagIndexRequest, RagIndexStatus } from '@phi/contracts/public';
import {
  type Database,
  findVoicebotIndexRun,
  findVoicebotOwner,
  insertVoicebotIndexRun,
  listVoicebotFiles,
  updateVoicebotIndexRun,
  upsertVoicebotProfile,
} from '@phi/db';
import {
  authorizeVoicebotOwner,
  claimOrAuthorizeVoicebot,
  toIndexStatus,
} from '@phi/domain/voicebots';
import type { Producer } from '@phi/queue';
import type { Kysely } from 'kysely';

export interface RagIndexDeps {
  db: Kysely<Database>;
  producer: Producer;
}

/**
 * spec: voice §7, builder call 2 (POST /api/rag/index): keeps the bot's profile and queues the
 * indexing of its files and description for the worker (voicebot.index). Answers at once with
 * the run to poll (docs/architecture.md#voice).
 */
export async function startVoicebotIndex(
  deps: RagIndexDeps,
  request: RagIndexRequest,
  ownerKey: string | undefined,
): Promise<RagIndexAccepted> {
  const { db } = deps;
  const voicebotId = request.voicebot_id;
  const description = request.description?.trim() ? request.description.trim() : null;
  // spec: voice §5, "at least one file or a description": checked before the id is claimed.
  const exists = (await findVoicebotOwner(db, voicebotId)) !== undefined;
  const files = exists ? await listVoicebotFiles(db, voicebotId) : [];
  if (files.length === 0 && description === null) {
    // An unknown id or a wrong key is answered first: the content rule is the owner's concern.
    if (exists) {
      await claimOrAuthorizeVoicebot(db, voicebotId, ownerKey);
    }
    throw new AppError('VALIDATION_FAILED', ragMessages.nothingToIndex, [
      { path: 'description', message: ragMessages.nothingToIndex },
    ]);
  }
  const access = await claimOrAuthorizeVoicebot(db, voicebotId, ownerKey);
  await upsertVoicebotProfile(db, {
    voicebotId,
    companyName: request.company_name,
    description,
    configuration: {
      botName: request.bot_name,
      voice: request.voice ?? null,
      template: request.template ?? null,
    },
  });
  const run = await insertVoicebotIndexRun(db, {
    voicebotId,
    documentsTotal: files.length + (description ? 1 : 0),
  });
  try {
    await deps.producer.enqueue(
      voicebotIndexJob,
      {
        runId: run.id,
        voicebotId,
        userId: request.user_id,
        companyName: request.company_name,
        botName: request.bot_name,
        description,
        fileIds: files.map((file) => file.id),
        requestedAt: new Date().toISOString(),
      },
      { jobId: run.id },
    );
  } catch {
    // The run stays visible as failed; the builder may simply ask again.
    await updateVoicebotIndexRun(db, run.id, {
      state: 'failed',
      error: ragMessages.indexQueueUnavailable,
    });
    throw new AppError('SERVICE_UNAVAILABLE', ragMessages.indexQueueUnavailable);
  }
  return {
    ...toIndexStatus(run),
    ...(access.newOwnerKey ? { owner_key: access.newOwnerKey } : {}),
  };
}

/** GET /api/rag/index/{job_id}: the run's progress, for its bot's owner only. */
export async function getVoicebotIndexStatus(
  db: Kysely<Database>,
  runId: string,
  ownerKey: string | undefined,
): Promise<RagIndexStatus> {
  const run = await findVoicebotIndexRun(db, runId);
  if (!run) {
    throw new AppError('INDEX_JOB_NOT_FOUND');
  }
  try {
    await authorizeVoicebotOwner(db, run.voicebotId, ownerKey);
  } catch {
    // Someone else's run is as unknown as no run.
    throw new AppError('INDEX_JOB_NOT_FOUND');
  }
  return toIndexStatus(run);
}
