import { uploadProgress } from '@phi/contracts/constants';

// The bot being built: its id (made on the first upload or at creation) and the owner key the
// server answers once, on the call that created it (packages/contracts/src/public/rag.ts).
export interface VoicebotSession {
  voicebotId: string | null;
  ownerKey: string | null;
}

export function createVoicebotSession(): VoicebotSession {
  return { voicebotId: null, ownerKey: null };
}

function randomSuffix(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** spec: voice §3, id "voicebot_" plus timestamp plus random suffix (buildVoicebotId). */
export async function ensureVoicebotId(session: VoicebotSession): Promise<string> {
  if (session.voicebotId === null) {
    const { buildVoicebotId } = await import('@phi/contracts/public');
    session.voicebotId = buildVoicebotId(Date.now(), randomSuffix());
  }
  return session.voicebotId;
}

/** spec: voice §3, a temporary user id built from the time, made in the browser. */
export function buildTemporaryUserId(now: number): string {
  return `user_${now}`;
}

/**
 * Real byte progress held at 90% until the server has answered (docs/architecture.md,
 * departure 4: the bar never claims bytes not yet stored).
 */
export function toUploadPercent(fraction: number): number {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * uploadProgress.donePercent);
  return Math.min(percent, uploadProgress.capPercent);
}

/**
 * The creation bar: the spec's first step (10%) once the request is sent, then the indexing
 * job's real percent of documents processed over the remaining 90%, 100% when it completed
 * (spec: voice §4 lists 10, 20, 40, 60, 80, 100; ours follows the server's real progress).
 */
export function toCreationPercent(indexPercent: number): number {
  const first = 10;
  const clamped = Math.min(Math.max(indexPercent, 0), 100);
  return Math.round(first + (clamped * (100 - first)) / 100);
}
