import type { AdminLoginResponse, AdminUser } from '@phi/contracts/admin';
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
import { clearSession, restoreSession, saveSession } from './session.ts';

export type AuthState =
  | { status: 'checking' }
  | { status: 'authenticated'; user: AdminUser }
  | { status: 'anonymous' };

interface AuthContextValue {
  state: AuthState;
  completeSignIn: (response: AdminLoginResponse) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'checking' });
  const queryClient = useQueryClient();

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

  const completeSignIn = useCallback((response: AdminLoginResponse) => {
    saveSession(response);
    setState({ status: 'authenticated', user: response.user });
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    // Nothing one admin loaded may be shown to whoever signs in next.
    queryClient.clear();
    setState({ status: 'anonymous' });
  }, [queryClient]);

  const value = useMemo(
    () => ({ state, completeSignIn, signOut }),
    [state, completeSignIn, signOut],
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
