import { anonymousUserId, monitoringStorageKeys } from '@phi/contracts/constants';

// spec: voice §3, monitoring: the session id lives in session storage; the user id is read from
// local or session storage, otherwise "anonymous".

function readStorage(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    // Storage can be switched off (privacy settings, sandboxed frames).
    return null;
  }
}

let fallbackSessionId: string | null = null;

function createSessionId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replaceAll('-', '').slice(0, 12)
      : Math.random().toString(36).slice(2, 14);
  return `session_${Date.now().toString(36)}_${random}`;
}

export function readSessionId(): string {
  const stored = readStorage('sessionStorage', monitoringStorageKeys.sessionId);
  if (stored) {
    return stored;
  }
  const created = fallbackSessionId ?? createSessionId();
  try {
    window.sessionStorage.setItem(monitoringStorageKeys.sessionId, created);
  } catch {
    fallbackSessionId = created;
  }
  return created;
}

export function readUserId(): string {
  return (
    readStorage('localStorage', monitoringStorageKeys.userId) ??
    readStorage('sessionStorage', monitoringStorageKeys.userId) ??
    anonymousUserId
  );
}
