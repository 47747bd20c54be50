import { sanitizeFileName } from '@phi/contracts/file-name';
import { voiceErrorMessages, voiceValidationMessages } from '@phi/contracts/messages';
import { useCallback, useRef, useState } from 'react';
import { builderToast } from './builder-toast.ts';
import { type RejectedFile, sortChosenFiles } from './file-checks.ts';
import { uploadVoicebotFile } from './rag-api.ts';
import { ensureVoicebotId, toUploadPercent, type VoicebotSession } from './voicebot-session.ts';

export type UploadStatus = 'uploading' | 'success' | 'error';

// spec: voice §3, uploaded file entries of both layouts in one: sanitised name, original name,
// the flag, size, type, and layout B's id, status and progress.
export interface UploadEntry {
  readonly id: string;
  readonly name: string;
  readonly originalName: string;
  readonly wasSanitized: boolean;
  readonly size: number;
  readonly type: string;
  readonly status: UploadStatus;
  readonly progress: number;
  readonly error: string | null;
}

let entryCounter = 0;

function failureText(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : voiceErrorMessages.uploadFailed('network error');
}

/**
 * spec: voice §5 (layout B), the Upload Documents card: each accepted file is sent at once, one
 * request per file with its own real progress, in turn (the first creates the bot and answers
 * its owner key, which the next ones send). Unsupported files are skipped with the spec's
 * warning; a batch ends with "Successfully uploaded N file(s)".
 */
export function useDocumentUploads(session: VoicebotSession, onFilesAdded: () => void) {
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const [rejected, setRejected] = useState<readonly RejectedFile[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  const update = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
    );
  }, []);

  const uploadOne = useCallback(
    async (entry: UploadEntry, file: File): Promise<boolean> => {
      try {
        const voicebotId = await ensureVoicebotId(session);
        const answer = await uploadVoicebotFile({
          voicebotId,
          file,
          fileName: entry.name,
          ownerKey: session.ownerKey,
          onProgress: (fraction) => update(entry.id, { progress: toUploadPercent(fraction) }),
        });
        if (answer.owner_key) {
          session.ownerKey = answer.owner_key;
        }
        update(entry.id, { status: 'success', progress: 100 });
        return true;
      } catch (error) {
        console.error('Voicebot document upload failed', error);
        update(entry.id, { status: 'error', error: failureText(error) });
        return false;
      }
    },
    [session, update],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) {
        return;
      }
      const sorted = sortChosenFiles(files);
      setRejected(sorted.rejected);
      if (sorted.skippedForType > 0) {
        builderToast.warning(voiceValidationMessages.filesSkipped(sorted.skippedForType));
      }
      if (sorted.accepted.length === 0) {
        return;
      }
      const batch = sorted.accepted.map((file) => {
        const { sanitizedName, wasSanitized } = sanitizeFileName(file.name);
        entryCounter += 1;
        const entry: UploadEntry = {
          id: `upload-${entryCounter}`,
          name: sanitizedName,
          originalName: file.name,
          wasSanitized,
          size: file.size,
          type: file.type,
          status: 'uploading',
          progress: 0,
          error: null,
        };
        return { entry, file };
      });
      setEntries((current) => [...current, ...batch.map(({ entry }) => entry)]);
      setPending((count) => count + batch.length);
      onFilesAdded();
      queue.current = queue.current.then(async () => {
        let succeeded = 0;
        for (const { entry, file } of batch) {
          if (await uploadOne(entry, file)) {
            succeeded += 1;
          }
          setPending((count) => count - 1);
        }
        if (succeeded > 0) {
          builderToast.success(voiceValidationMessages.filesUploaded(succeeded));
        }
      });
    },
    [onFilesAdded, uploadOne],
  );

  const reset = useCallback(() => {
    setEntries([]);
    setRejected([]);
  }, []);

  const uploadedCount = entries.filter((entry) => entry.status === 'success').length;
  return {
    entries,
    rejected,
    addFiles,
    reset,
    uploadedCount,
    isUploading: pending > 0,
  };
}
