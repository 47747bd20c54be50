import { voicebotBuilderCopy as copy } from '@phi/content';
import { useCallback, useEffect, useState } from 'react';
import { builderToast } from './builder-toast.ts';
import { deleteVoicebot, fetchVoicebot } from './rag-api.ts';
import {
  clearStoredVoicebot,
  loadStoredVoicebot,
  type StoredVoicebot,
} from './voicebot-storage.ts';

/**
 * The bot created in this browser (spec: voice §3): read back from localStorage on load and
 * checked with GET /api/rag/voicebots/{id} (a bot the server no longer has is forgotten, with
 * a notice); deleted with DELETE, which forgets it too.
 */
export function useStoredVoicebot(onRestored: (stored: StoredVoicebot) => void) {
  const [voicebot, setVoicebot] = useState<StoredVoicebot | null>(null);
  const [isRestoring, setIsRestoring] = useState(true);
  const [isDeleting, setIsDeleting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const restore = async () => {
      const stored = await loadStoredVoicebot();
      if (!stored) {
        return;
      }
      try {
        const details = await fetchVoicebot(stored.record.id, stored.ownerKey, controller.signal);
        if (details === null) {
          clearStoredVoicebot();
          builderToast.warning(copy.restoreGoneTitle, copy.restoreGone);
          return;
        }
        const restored: StoredVoicebot = {
          ...stored,
          record: {
            ...stored.record,
            filesCount: details.files_count,
            chunksCount: details.chunks_count,
          },
        };
        setVoicebot(restored);
        onRestored(restored);
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        // The server could not be asked (offline): show what this browser knows.
        console.warn('Could not check the saved voicebot', error);
        setVoicebot(stored);
        onRestored(stored);
      }
    };
    restore()
      .catch((error: unknown) => console.error('Could not restore the saved voicebot', error))
      .finally(() => {
        if (!controller.signal.aborted) {
          setIsRestoring(false);
        }
      });
    return () => controller.abort();
  }, [onRestored]);

  const remove = useCallback(async (): Promise<boolean> => {
    if (!voicebot) {
      return false;
    }
    setIsDeleting(true);
    try {
      await deleteVoicebot(voicebot.record.id, voicebot.ownerKey);
      clearStoredVoicebot();
      setVoicebot(null);
      builderToast.success(copy.deletedTitle, copy.deletedDescription);
      return true;
    } catch (error) {
      console.error('Voicebot delete failed', error);
      builderToast.error(
        copy.deleteFailedTitle,
        error instanceof Error ? error.message : String(error),
      );
      return false;
    } finally {
      setIsDeleting(false);
    }
  }, [voicebot]);

  return { voicebot, setVoicebot, isRestoring, isDeleting, remove };
}
