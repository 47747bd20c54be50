import type { VoicebotIndexPayload } from '@phi/contracts/jobs';
import { ragMessages } from '@phi/contracts/messages';
import {
  countVoicebotChunks,
  type Database,
  deleteOrphanedVoicebotKnowledge,
  findVoicebotIndexRun,
  findVoicebotOwner,
  listVoicebotFiles,
  type StoredFileRow,
  updateVoicebotIndexRun,
} from '@phi/db';
import { descriptionDocumentKey, descriptionDocumentTitle } from '@phi/domain/voicebots';
import type { FileStore } from '@phi/files';
import {
  type Embedder,
  ExtractionError,
  extractDocument,
  indexDocuments,
  type KnowledgeDocumentInput,
} from '@phi/knowledge';
import type { JobContext } from '@phi/queue';
import type { Kysely } from 'kysely';

export interface VoicebotIndexDeps {
  db: Kysely<Database>;
  files: FileStore;
  /** Null: chunks are stored without vectors and the bot's retrieval stays lexical. */
  embedder: Embedder | null;
}

export interface VoicebotIndexResult {
  filesCount: number;
  chunksCount: number;
  skipped: number;
}

async function readStoredFile(files: FileStore, row: StoredFileRow): Promise<Uint8Array | null> {
  const content = await files.open(row.storageKey);
  if (!content) {
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * voicebot.index (docs/architecture.md#voice): the bot's files and description become the
 * documents of its own collection. Each file is extracted in turn and the run's progress
 * written after each (the builder polls it); a file that cannot be read is skipped and named;
 * the collection then holds exactly these documents (removeMissing). A bot deleted while the
 * job ran loses what the job wrote.
 */
export async function indexVoicebot(
  deps: VoicebotIndexDeps,
  payload: VoicebotIndexPayload,
  context: Pick<JobContext, 'signal'>,
): Promise<VoicebotIndexResult | null> {
  const { db } = deps;
  const run = await findVoicebotIndexRun(db, payload.runId);
  if (!run || !(await findVoicebotOwner(db, payload.voicebotId))) {
    return null;
  }
  const wanted = new Set(payload.fileIds);
  const files = (await listVoicebotFiles(db, payload.voicebotId)).filter((file) =>
    wanted.has(file.id),
  );
  const documentsTotal = files.length + (payload.description ? 1 : 0);
  await updateVoicebotIndexRun(db, run.id, {
    state: 'running',
    documentsTotal,
    documentsProcessed: 0,
    error: null,
  });

  const documents: KnowledgeDocumentInput[] = [];
  const skipped: { file_name: string; error: string }[] = [];
  let processed = 0;
  for (const file of files) {
    context.signal.throwIfAborted();
    const bytes = await readStoredFile(deps.files, file);
    if (!bytes) {
      skipped.push({ file_name: file.sanitizedName, error: 'The stored file is missing.' });
    } else {
      try {
        const extracted = await extractDocument({
          bytes,
          fileName: file.sanitizedName,
          mediaType: file.mimeType,
        });
        documents.push({
          key: file.id,
          title: extracted.title,
          sections: extracted.sections,
          source: 'upload',
          storedFileId: file.id,
        });
      } catch (error) {
        if (!(error instanceof ExtractionError)) {
          throw error;
        }
        skipped.push({ file_name: file.sanitizedName, error: error.message });
      }
    }
    processed += 1;
    await updateVoicebotIndexRun(db, run.id, { documentsProcessed: processed, skipped });
  }
  if (payload.description) {
    documents.push({
      key: descriptionDocumentKey,
      title: descriptionDocumentTitle,
      sections: [{ headingPath: [payload.companyName], text: payload.description }],
      source: 'description',
    });
    processed += 1;
  }
  if (documents.length === 0) {
    await updateVoicebotIndexRun(db, run.id, {
      state: 'failed',
      documentsProcessed: processed,
      skipped,
      error: ragMessages.noReadableDocument,
    });
    return { filesCount: 0, chunksCount: 0, skipped: skipped.length };
  }

  await indexDocuments(db, payload.voicebotId, documents, {
    embedder: deps.embedder ?? undefined,
    removeMissing: true,
    signal: context.signal,
  });
  if (await deleteOrphanedVoicebotKnowledge(db, payload.voicebotId)) {
    return null;
  }
  const filesCount = documents.filter((document) => document.source === 'upload').length;
  const chunksCount = await countVoicebotChunks(db, payload.voicebotId);
  await updateVoicebotIndexRun(db, run.id, {
    state: 'completed',
    documentsProcessed: processed,
    filesCount,
    chunksCount,
    skipped,
    error: null,
  });
  return { filesCount, chunksCount, skipped: skipped.length };
}

/** A failure the queue will not retry again marks the run failed, with a reason to show. */
export async function markVoicebotIndexFailed(db: Kysely<Database>, runId: string): Promise<void> {
  await updateVoicebotIndexRun(db, runId, { state: 'failed', error: ragMessages.indexingBroke });
}

/** A failure the queue will retry: the builder sees the run waiting again. */
export async function markVoicebotIndexRetrying(
  db: Kysely<Database>,
  runId: string,
): Promise<void> {
  await updateVoicebotIndexRun(db, runId, { state: 'waiting' });
}
