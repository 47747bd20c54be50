import { type AdminLoginResponse, type AdminUser, adminUserSchema } from '@phi/contracts/admin';
import { getAccessToken, setAccessToken } from '../../lib/access-token.ts';
import { fetchCurrentAdmin } from '../../lib/api.ts';

// spec: chat-news-admin §3 and §4, the signed-in user is stored locally; logout clears it.
export const storedUserKey = 'phi-admin-user';

export function readStoredUser(): AdminUser | null {
  const raw = window.localStorage.getItem(storedUserKey);
  if (!raw) {
    return null;
  }
  try {
    const parsed = adminUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      return parsed.data;
    }
  } catch {
    // Unreadable entries are treated like a missing one and removed below.
  }
  window.localStorage.removeItem(storedUserKey);
  return null;
}

export function saveSession({
  user,
  accessToken,
}: Pick<AdminLoginResponse, 'user' | 'accessToken'>) {
  setAccessToken(accessToken);
  window.localStorage.setItem(storedUserKey, JSON.stringify(user));
}

export function clearSession(): void {
  setAccessToken(null);
  window.localStorage.removeItem(storedUserKey);
}

/**
 * The user of a session that is still valid, or null (and the session cleared). A stored user
 * without an in-memory token (after a reload) counts as signed out until the refresh-cookie
 * flow exists; with a token, the server confirms who it belongs to.
 */
export async function restoreSession(signal?: AbortSignal): Promise<AdminUser | null> {
  const storedUser = readStoredUser();
  if (!storedUser || !getAccessToken()) {
    clearSession();
    return null;
  }
  try {
    const { user } = await fetchCurrentAdmin(signal);
    window.localStorage.setItem(storedUserKey, JSON.stringify(user));
    return user;
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    clearSession();
    return null;
  }
}
