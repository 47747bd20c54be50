import { type AdminLoginResponse, type AdminUser, adminUserSchema } from '@phi/contracts/admin';
import { setAccessToken } from '../../lib/access-token.ts';
import { fetchCurrentAdmin, refreshAccessToken } from '../../lib/api.ts';

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

export function saveStoredUser(user: AdminUser): void {
  window.localStorage.setItem(storedUserKey, JSON.stringify(user));
}

export function clearSession(): void {
  setAccessToken(null);
  window.localStorage.removeItem(storedUserKey);
}

/**
 * The user of a session that is still valid, or null (and the session cleared). The access
 * token lives in memory, so a reload has none: with a stored user, the refresh cookie is
 * traded for a new one and the server says who it belongs to; any failure signs out.
 */
// spec: chat-news-admin §4, on load a stored user triggers a refresh; a failed one logs out
export async function restoreSession(signal?: AbortSignal): Promise<AdminUser | null> {
  const storedUser = readStoredUser();
  if (!storedUser) {
    clearSession();
    return null;
  }
  try {
    // Not abortable: a refresh the server has already rotated must reach the cookie jar.
    await refreshAccessToken();
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
