import type { VoicebotRecord } from '@phi/contracts/public';

// spec: voice §3, the voicebot record kept in the browser after creation, with the bot's owner
// key (packages/contracts/src/public/rag.ts: every later call for the bot sends it). One bot per
// browser, in localStorage, so a reload shows it again.

export const voicebotStorageKey = 'phi.voicebot-builder.voicebot';

export interface StoredVoicebot {
  readonly record: VoicebotRecord;
  readonly ownerKey: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the builder works, the bot is not remembered.
    return null;
  }
}

export function saveStoredVoicebot(stored: StoredVoicebot): void {
  try {
    storage()?.setItem(voicebotStorageKey, JSON.stringify(stored));
  } catch {
    // Quota or blocked storage: nothing to remember it in.
  }
}

export function clearStoredVoicebot(): void {
  storage()?.removeItem(voicebotStorageKey);
}

/** The stored bot, checked against its contract; anything else is dropped. */
export async function loadStoredVoicebot(): Promise<StoredVoicebot | null> {
  const text = storage()?.getItem(voicebotStorageKey);
  if (!text) {
    return null;
  }
  const { voicebotRecordSchema, voicebotOwnerKeySchema } = await import('@phi/contracts/public');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const candidate = value as { record?: unknown; ownerKey?: unknown } | null;
  const record = voicebotRecordSchema.safeParse(candidate?.record);
  const ownerKey = voicebotOwnerKeySchema.safeParse(candidate?.ownerKey);
  if (!record.success || !ownerKey.success) {
    clearStoredVoicebot();
    return null;
  }
  return { record: record.data, ownerKey: ownerKey.data };
}
