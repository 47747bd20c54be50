import { adminTokenRefreshIntervalMs } from '@phi/contracts';
import type { AdminLoginResponse, AdminUser } from '@phi/contracts/admin';
import { ApiError } from '@phi/ui/api';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { logout, onSessionExpired, refreshAccessToken } from '../../lib/api.ts';
import { clearSession, restoreSession, saveSession, saveStoredUser } from './session.ts';

export type AuthState =
  | { status: 'checking' }
  | { status: 'authenticated'; user: AdminUser }
  | { status: 'anonymous' };

interface AuthContextValue {
  state: AuthState;
  completeSignIn: (response: AdminLoginResponse) => void;
  /** The generated password was replaced: the whole admin area opens. */
  completePasswordChange: () => void;
  /** The required second factor is set up: the whole admin area opens. */
  completeTotpEnrolment: () => void;
  /** The signed-in admin's own e-mail changed in Settings. */
  updateOwnEmail: (email: string) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'checking' });
  const queryClient = useQueryClient();
  const isAuthenticated = state.status === 'authenticated';

  const endSession = useCallback(() => {
    clearSession();
    // Nothing one admin loaded may be shown to whoever signs in next.
    queryClient.clear();
    setState({ status: 'anonymous' });
  }, [queryClient]);

  useEffect(() => {
    const controller = new AbortController();
    restoreSession(controller.signal).then(
      (user) => setState(user ? { status: 'authenticated', user } : { status: 'anonymous' }),
      () => {
        // Aborted on unmount: nothing is waiting for the answer.
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    onSessionExpired(endSession);
    return () => onSessionExpired(null);
  }, [endSession]);

  // spec: chat-news-admin §4 and §9, refreshed every 14 minutes while signed in
  useEffect(() => {
    if (!isAuthenticated) {
      return;
    }
    const timer = window.setInterval(() => {
      refreshAccessToken().catch((error: unknown) => {
        // A refused refresh ends the session; a network blip or a server error (a deploy)
        // waits for the next attempt, and a 401 on the next admin call retries it anyway.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          endSession();
        }
      });
    }, adminTokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [isAuthenticated, endSession]);

  const completeSignIn = useCallback((response: AdminLoginResponse) => {
    saveSession(response);
    setState({ status: 'authenticated', user: response.user });
  }, []);

  const updateUser = useCallback((change: Partial<AdminUser>) => {
    setState((current) => {
      if (current.status !== 'authenticated') {
        return current;
      }
      const user = { ...current.user, ...change };
      saveStoredUser(user);
      return { status: 'authenticated', user };
    });
  }, []);
  const completePasswordChange = useCallback(
    () => updateUser({ mustChangePassword: false }),
    [updateUser],
  );
  const completeTotpEnrolment = useCallback(
    () => updateUser({ mustEnrolTotp: false }),
    [updateUser],
  );
  const updateOwnEmail = useCallback((email: string) => updateUser({ email }), [updateUser]);

  const signOut = useCallback(() => {
    // The server revokes the refresh cookie's family; the screen does not wait for it.
    logout().catch(() => {
      // Signed out here either way; the cookie then dies at its own expiry.
    });
    endSession();
  }, [endSession]);

  const value = useMemo(
    () => ({
      state,
      completeSignIn,
      completePasswordChange,
      completeTotpEnrolment,
      updateOwnEmail,
      signOut,
    }),
    [state, completeSignIn, completePasswordChange, completeTotpEnrolment, updateOwnEmail, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used inside <AuthProvider>');
  }
  return value;
}
