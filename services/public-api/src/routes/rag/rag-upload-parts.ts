import type { Multipart } from '@fastify/multipart';
import { voicebotFileLimits } from '@phi/contracts/constants';
import { AppError } from '@phi/contracts/errors';
import { ragMessages } from '@phi/contracts/messages';
import { ragUploadFileField } from '@phi/contracts/public';
import type { FileStore } from '@phi/files';
import type { ReceivedFile, ReceivedUpload } from './rag-upload.service.ts';
import { ragUploadLimits } from './rag-upload.service.ts';

function isMultipartLimit(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/**
 * Reads the multipart body: text fields, and each `files` part streamed to a temporary file
 * (the browser's upload progress is the real one). A file past 10 MB is cut by the parser and
 * marked; its partial bytes are dropped at once. On any failure every temporary file goes.
 */
export async function receiveUpload(
  files: FileStore,
  parts: AsyncIterableIterator<Multipart>,
): Promise<ReceivedUpload> {
  await files.ensureDirectory();
  const upload: ReceivedUpload = { fields: {}, files: [] };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          upload.fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== ragUploadFileField) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', undefined, [
          { path: part.fieldname, message: `Files go in the "${ragUploadFileField}" field` },
        ]);
      }
      const pending = await files.writeTemporary(part.file, {
        maxBytes: ragUploadLimits.fileSize,
      });
      const received: ReceivedFile = {
        fileName: part.filename,
        mediaType: part.mimetype,
        pending,
        isTooLarge: part.file.truncated,
      };
      if (received.isTooLarge) {
        await files.discard(pending);
        received.pending = null;
      }
      upload.files.push(received);
    }
  } catch (error) {
    for (const file of upload.files) {
      if (file.pending) {
        await files.discard(file.pending);
      }
    }
    if (isMultipartLimit(error, 'FST_FILES_LIMIT')) {
      const message = ragMessages.tooManyFiles(voicebotFileLimits.maxFilesPerBot);
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'files', message }]);
    }
    if (isMultipartLimit(error, 'FST_PARTS_LIMIT') || isMultipartLimit(error, 'FST_FIELDS_LIMIT')) {
      throw new AppError('BAD_REQUEST', ragMessages.notMultipart);
    }
    throw error;
  }
  return upload;
}
