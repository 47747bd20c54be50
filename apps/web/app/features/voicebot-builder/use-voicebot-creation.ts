import { voiceErrorMessages, voiceToastMessages } from '@phi/contracts/messages';
import type {
  PersonalityTemplateId,
  RagIndexStatus,
  VoicebotRecord,
  VoiceId,
} from '@phi/contracts/public';
import { readServerMessage } from '@phi/ui/api';
import { useCallback, useState } from 'react';
import { builderToast } from './builder-toast.ts';
import { type CreateField, type CreateProblem, findCreateProblem } from './create-validation.ts';
import { readIndexStatus, startIndexing } from './rag-api.ts';
import type { UploadEntry } from './use-document-uploads.ts';
import {
  buildTemporaryUserId,
  ensureVoicebotId,
  toCreationPercent,
  type VoicebotSession,
} from './voicebot-session.ts';
import { type StoredVoicebot, saveStoredVoicebot } from './voicebot-storage.ts';

export interface CreateInput {
  readonly companyName: string;
  readonly botName: string;
  readonly description: string;
  readonly voiceId: VoiceId | null;
  readonly templateId: PersonalityTemplateId | null;
  readonly files: readonly UploadEntry[];
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function creationFailureText(error: unknown): string {
  return readServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

async function waitForIndex(
  first: RagIndexStatus,
  ownerKey: string,
  onPercent: (percent: number) => void,
): Promise<RagIndexStatus> {
  const { ragIndexPollIntervalMs } = await import('@phi/contracts/public');
  let status = first;
  while (status.state === 'waiting' || status.state === 'running') {
    onPercent(status.percent);
    await wait(ragIndexPollIntervalMs);
    status = await readIndexStatus(status.job_id, ownerKey);
  }
  if (status.state === 'failed') {
    throw new Error(voiceErrorMessages.indexingFailed(status.error ?? 'unknown error'));
  }
  return status;
}

/**
 * spec: voice §4 and §5, Create Voicebot: the checks with their titled toasts, then idle →
 * creating (progress from the indexing job) → ready, or back to idle with progress 0 and the
 * "Error Creating Voicebot" toast. The created record is kept in the browser (spec: voice §3).
 */
export function useVoicebotCreation(
  session: VoicebotSession,
  onCreated: (stored: StoredVoicebot) => void,
) {
  const [isCreating, setIsCreating] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<CreateProblem | null>(null);

  const clearProblem = useCallback((field: CreateField) => {
    setProblem((current) => (current?.field === field ? null : current));
  }, []);

  const create = useCallback(
    async (input: CreateInput) => {
      const uploaded = input.files.filter((file) => file.status === 'success');
      const found = findCreateProblem({ ...input, fileCount: uploaded.length });
      setProblem(found);
      if (found) {
        builderToast.error(found.title, found.message);
        return;
      }
      setIsCreating(true);
      setProgress(toCreationPercent(0));
      try {
        const voicebotId = await ensureVoicebotId(session);
        const description = input.description.trim();
        const accepted = await startIndexing(
          {
            user_id: buildTemporaryUserId(Date.now()),
            company_name: input.companyName.trim(),
            bot_name: input.botName.trim(),
            description: description === '' ? null : description,
            voicebot_id: voicebotId,
            ...(input.voiceId ? { voice: input.voiceId } : {}),
            ...(input.templateId ? { template: input.templateId } : {}),
          },
          session.ownerKey,
        );
        if (accepted.owner_key) {
          session.ownerKey = accepted.owner_key;
        }
        const ownerKey = session.ownerKey;
        if (!ownerKey) {
          throw new Error(voiceErrorMessages.indexingFailed('no owner key'));
        }
        const done = await waitForIndex(accepted, ownerKey, (percent) =>
          setProgress(toCreationPercent(percent)),
        );
        setProgress(100);
        const record: VoicebotRecord = {
          id: voicebotId,
          companyName: input.companyName.trim(),
          botName: input.botName.trim(),
          companyDescription: description,
          files: uploaded.map((file) => ({
            name: file.name,
            originalName: file.originalName,
            sanitizedName: file.name,
            wasSanitized: file.wasSanitized,
            size: file.size,
            type: file.type,
          })),
          createdAt: new Date().toISOString(),
          status: 'ready',
          chunksCount: done.chunks_count,
          filesCount: done.files_count,
        };
        const stored = { record, ownerKey };
        saveStoredVoicebot(stored);
        builderToast.success(
          voiceToastMessages.createdTitle,
          voiceToastMessages.created(done.files_count, done.chunks_count),
        );
        onCreated(stored);
      } catch (error) {
        console.error('Voicebot creation failed', error);
        setProgress(0);
        builderToast.error(
          voiceErrorMessages.creationFailedTitle,
          voiceErrorMessages.creationFailed(creationFailureText(error)),
        );
      } finally {
        setIsCreating(false);
      }
    },
    [session, onCreated],
  );

  return { create, isCreating, progress, problem, clearProblem };
}
