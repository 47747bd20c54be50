import { resumeUpload } from '@phi/contracts/constants';
import { AppError } from '@phi/contracts/errors';
import { applicationAlertMessages } from '@phi/contracts/messages';
import {
  buildStoredFileUrl,
  getFileExtension,
  type ResumeUploadResponse,
  sanitizeFileName,
} from '@phi/contracts/public';
import { type Database, insertStoredFile } from '@phi/db';
import type { FileStore, PendingFile } from '@phi/files';
import type { Kysely } from 'kysely';
import { detectResumeMimeType, mimeTypeOfExtension } from '../../files/resume-content.ts';

export interface ResumeUploadSource {
  /** The name the visitor's browser gave the file. */
  fileName: string;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

export interface ResumeUploadDeps {
  db: Kysely<Database>;
  files: FileStore;
}

/**
 * spec: site-marketing-careers §5 and §9, resume upload. The file is streamed to a temporary
 * file (the 5 MB limit stops the stream), recognised by its content, then kept under a
 * generated id with its stored_files row. Any failure removes what was written.
 */
export async function storeResume(
  deps: ResumeUploadDeps,
  source: ResumeUploadSource,
): Promise<ResumeUploadResponse> {
  await deps.files.ensureDirectory();
  // The multipart limit stops the stream at the limit (marking it truncated); maxBytes is the
  // store's own guard should a caller pass a stream without one.
  const pending = await deps.files.writeTemporary(source.stream, {
    maxBytes: resumeUpload.maxBytes,
  });
  try {
    if (source.stream.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', applicationAlertMessages.resumeTooLarge);
    }
    const { sanitizedName } = sanitizeFileName(source.fileName);
    const mimeType = await recogniseResume(deps.files, pending, sanitizedName);
    await deps.files.keep(pending);
    await insertStoredFile(deps.db, {
      id: pending.id,
      purpose: 'resume',
      originalName: keepableOriginalName(source.fileName),
      sanitizedName,
      mimeType,
      sizeBytes: pending.sizeBytes,
      sha256: pending.sha256,
      storageKey: pending.id,
    });
    return { fileUrl: buildStoredFileUrl(pending.id) };
  } catch (error) {
    await deps.files.discard(pending);
    throw error;
  }
}

// The content decides the type; the name's extension must announce the same type, so a text
// file named ".pdf" is refused as firmly as an executable named ".pdf".
async function recogniseResume(
  files: FileStore,
  pending: PendingFile,
  sanitizedName: string,
): Promise<string> {
  const announced = mimeTypeOfExtension(getFileExtension(sanitizedName));
  const detected = detectResumeMimeType(await files.readTemporary(pending));
  if (!detected || detected !== announced) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', applicationAlertMessages.invalidResumeType);
  }
  return detected;
}

// The original name is kept for staff as the visitor sent it, but bounded, and without NUL
// (PostgreSQL text cannot hold it); only the sanitised name is ever used for a download.
const maxOriginalNameChars = 1000;
function keepableOriginalName(name: string): string {
  return name.replaceAll('\u0000', '\uFFFD').slice(0, maxOriginalNameChars);
}
