import { knowledgeUpload, voicebotFileLimits } from '@phi/contracts/constants';
import { AppError, type FieldError } from '@phi/contracts/errors';
import { ragMessages } from '@phi/contracts/messages';
import {
  getFileExtension,
  type RagUploadResponse,
  ragUploadFieldsSchema,
  sanitizeFileName,
} from '@phi/contracts/public';
import {
  type Database,
  insertStoredFile,
  insertVoicebotOwner,
  listVoicebotFiles,
  lockVoicebotOwner,
  touchVoicebotOwner,
} from '@phi/db';
import { checkVoicebotWriteAccess, createOwnerKey, toUploadedFile } from '@phi/domain/voicebots';
import type { FileStore, PendingFile } from '@phi/files';
import { detectDocumentFormat, ExtractionError } from '@phi/knowledge';
import type { Kysely } from 'kysely';

// spec: voice §5 and §7 (POST /api/rag/upload), one rule for both builder layouts
// (docs/architecture.md#voice): every type @phi/knowledge reads, recognised by content; 10 MB a
// file; at most voicebotFileLimits per bot. A batch with one bad file stores none of it.

export interface ReceivedFile {
  /** The name the visitor's browser gave the file. */
  fileName: string;
  mediaType: string;
  pending: PendingFile | null;
  isTooLarge: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface RagUploadDeps {
  db: Kysely<Database>;
  files: FileStore;
}

interface CheckedFile {
  received: ReceivedFile & { pending: PendingFile };
  sanitizedName: string;
  mimeType: string;
}

const mimeTypeOfFormat = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
} as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const megabyte = 1024 * 1024;

function problemOf(error: ExtractionError, fileName: string, extension: string): string {
  switch (error.code) {
    case 'unsupported-type':
      return ragMessages.fileTypeNotSupported(extension);
    case 'type-mismatch':
      return ragMessages.fileContentMismatch(fileName, extension.slice(1).toUpperCase());
    case 'too-large':
      return ragMessages.fileTooLarge;
    default:
      return ragMessages.fileUnreadable(fileName);
  }
}

/** The file's real type by its bytes, or the problem in the visitor's words. */
async function checkContent(
  files: FileStore,
  file: ReceivedFile & { pending: PendingFile },
  sanitizedName: string,
): Promise<{ mimeType: string } | { problem: string }> {
  const extension = getFileExtension(sanitizedName);
  if (file.pending.sizeBytes === 0) {
    return { problem: ragMessages.fileUnreadable(sanitizedName) };
  }
  const bytes = await files.readTemporary(file.pending);
  try {
    const format = await detectDocumentFormat({
      bytes,
      fileName: sanitizedName,
      mediaType: file.mediaType,
    });
    if (format !== 'pdf' && format !== 'docx') {
      // Text formats must be UTF-8 text through and through; extraction would refuse it later.
      strictUtf8.decode(bytes);
    }
    return { mimeType: mimeTypeOfFormat[format] };
  } catch (error) {
    if (error instanceof ExtractionError) {
      return { problem: problemOf(error, sanitizedName, extension) };
    }
    if (error instanceof TypeError) {
      return { problem: ragMessages.fileUnreadable(sanitizedName) };
    }
    throw error;
  }
}

function refuse(problems: FieldError[], status: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE') {
  return new AppError(status, problems[0]?.message, problems);
}

/** Checks every received file; throws naming each bad one (nothing is kept then). */
async function checkFiles(files: FileStore, received: ReceivedFile[]): Promise<CheckedFile[]> {
  const tooLarge: FieldError[] = [];
  const badType: FieldError[] = [];
  const checked: CheckedFile[] = [];
  for (const [index, file] of received.entries()) {
    const path = `files[${index}]`;
    const { sanitizedName } = sanitizeFileName(file.fileName);
    if (file.isTooLarge || !file.pending) {
      tooLarge.push({ path, message: ragMessages.fileTooLarge });
      continue;
    }
    const pending = file.pending;
    const result = await checkContent(files, { ...file, pending }, sanitizedName);
    if ('problem' in result) {
      badType.push({ path, message: result.problem });
    } else {
      checked.push({ received: { ...file, pending }, sanitizedName, mimeType: result.mimeType });
    }
  }
  if (tooLarge.length > 0) {
    throw refuse([...tooLarge, ...badType], 'PAYLOAD_TOO_LARGE');
  }
  if (badType.length > 0) {
    throw refuse(badType, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return checked;
}

function assertWithinBotCaps(
  existing: { count: number; bytes: number },
  incoming: readonly CheckedFile[],
): void {
  if (existing.count + incoming.length > voicebotFileLimits.maxFilesPerBot) {
    throw new AppError(
      'VALIDATION_FAILED',
      ragMessages.tooManyFiles(voicebotFileLimits.maxFilesPerBot),
      [{ path: 'files', message: ragMessages.tooManyFiles(voicebotFileLimits.maxFilesPerBot) }],
    );
  }
  const incomingBytes = incoming.reduce((sum, file) => sum + file.received.pending.sizeBytes, 0);
  if (existing.bytes + incomingBytes > voicebotFileLimits.maxTotalBytesPerBot) {
    const message = ragMessages.totalTooLarge(voicebotFileLimits.maxTotalBytesPerBot / megabyte);
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ path: 'files', message }]);
  }
}

// The original name is kept as sent, but bounded and without NUL (PostgreSQL text cannot hold it).
function keepableOriginalName(name: string): string {
  return name.replaceAll('\u0000', '\uFFFD').slice(0, 1000);
}

/**
 * Stores a checked batch for the bot: claims the id when it is new (answering its owner key
 * once), or checks the key; then, with the bot's row locked so two uploads take turns on the
 * caps, keeps the files and their stored_files rows, claimed by the bot. A file whose bytes the
 * bot already holds is not stored twice (a builder retrying "Create" sends its files again).
 */
export async function storeVoicebotUpload(
  deps: RagUploadDeps,
  upload: ReceivedUpload,
  ownerKey: string | undefined,
): Promise<RagUploadResponse> {
  const kept: PendingFile[] = [];
  try {
    const fields = ragUploadFieldsSchema.safeParse(upload.fields);
    if (!fields.success) {
      throw new AppError('VALIDATION_FAILED', undefined, [
        { path: 'voicebot_id', message: 'voicebot_id is missing or not a valid id' },
      ]);
    }
    const voicebotId = fields.data.voicebot_id;
    if (upload.files.length === 0) {
      throw new AppError('VALIDATION_FAILED', ragMessages.noFiles, [
        { path: 'files', message: ragMessages.noFiles },
      ]);
    }
    // Before any file is checked: a taken id or a wrong key is answered as such.
    await checkVoicebotWriteAccess(deps.db, voicebotId, ownerKey);
    const checked = await checkFiles(deps.files, upload.files);

    const answer = await deps.db.transaction().execute(async (trx) => {
      let newOwnerKey: string | undefined;
      if (!(await lockVoicebotOwner(trx, voicebotId))) {
        if (ownerKey) {
          throw new AppError('VOICEBOT_NOT_FOUND');
        }
        const created = createOwnerKey();
        if (!(await insertVoicebotOwner(trx, { voicebotId, ownerKeyHash: created.hash }))) {
          throw new AppError('VOICEBOT_CLAIMED');
        }
        newOwnerKey = created.key;
      } else if (!ownerKey) {
        // Claimed by someone else between the check above and this transaction.
        throw new AppError('VOICEBOT_CLAIMED');
      }
      const existing = await listVoicebotFiles(trx, voicebotId);
      const held = new Set(existing.map((row) => row.sha256));
      const fresh = checked.filter((file) => {
        const isNew = !held.has(file.received.pending.sha256);
        held.add(file.received.pending.sha256);
        return isNew;
      });
      assertWithinBotCaps(
        { count: existing.length, bytes: existing.reduce((sum, row) => sum + row.sizeBytes, 0) },
        fresh,
      );
      const now = new Date();
      // A millisecond apart, so the bot's files list in the order they were sent.
      for (const [index, file] of fresh.entries()) {
        await deps.files.keep(file.received.pending);
        kept.push(file.received.pending);
        await insertStoredFile(trx, {
          id: file.received.pending.id,
          purpose: 'knowledge',
          originalName: keepableOriginalName(file.received.fileName),
          sanitizedName: file.sanitizedName,
          mimeType: file.mimeType,
          sizeBytes: file.received.pending.sizeBytes,
          sha256: file.received.pending.sha256,
          storageKey: file.received.pending.id,
          createdAt: new Date(now.getTime() + index),
          usedAt: now,
          usedBy: voicebotId,
        });
      }
      await touchVoicebotOwner(trx, voicebotId, now);
      const all = await listVoicebotFiles(trx, voicebotId);
      return {
        voicebot_id: voicebotId,
        files_count: all.length,
        files: all.map(toUploadedFile),
        ...(newOwnerKey ? { owner_key: newOwnerKey } : {}),
      };
    });
    // Duplicates (and files of a refused batch, below) are never kept.
    await discardAll(deps.files, upload.files, kept);
    return answer;
  } catch (error) {
    await discardAll(deps.files, upload.files, []);
    for (const pending of kept) {
      await deps.files.discard(pending);
    }
    throw error;
  }
}

async function discardAll(
  files: FileStore,
  received: readonly ReceivedFile[],
  keep: readonly PendingFile[],
): Promise<void> {
  const keptIds = new Set(keep.map((pending) => pending.id));
  for (const file of received) {
    if (file.pending && !keptIds.has(file.pending.id)) {
      await files.discard(file.pending);
    }
  }
}

export const ragUploadLimits = {
  fileSize: knowledgeUpload.maxBytes,
  files: voicebotFileLimits.maxFilesPerBot,
} as const;
