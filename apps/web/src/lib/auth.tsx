import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApiEnvelope, SessionUser } from '@/types/api';
import { api } from './api-client';
import { clearSession, readToken, readUser, SESSION_CHANGE_EVENT, storeUser } from './session-storage';

/**
 * Who is signed in, read from localStorage. The sign-in and registration screens (auth feature) write the session
 * through session-storage.ts; everything else only reads it here.
 */
interface Session {
  user: SessionUser | null;
  token: string | null;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab signed in or out
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useSyncExternalStore needs a stable snapshot: the raw strings are compared, the parsed user is cached per string.
let cachedUserRaw: string | null = null;
let cachedUser: SessionUser | null = null;
function userSnapshot(): SessionUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem('user');
  } catch {
    raw = null; // storage disabled: signed out
  }
  if (raw !== cachedUserRaw) {
    cachedUserRaw = raw;
    cachedUser = readUser();
  }
  return cachedUser;
}

/**
 * At start a stored token is checked against the profile endpoint. A 401 there clears the session (api-client) but
 * does not send the visitor to /login: they came to read a public page. Other failures keep the session.
 */
function useVerifyStoredToken(token: string | null) {
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api
      .get<ApiEnvelope<unknown> & { user?: SessionUser }>('/auth/profile', {
        signal: controller.signal,
        redirectOn401: false,
      })
      .then((answer) => {
        if (answer.user) storeUser(answer.user);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const storedUser = useSyncExternalStore(subscribe, userSnapshot, () => null);
  useVerifyStoredToken(token);

  const signOut = useCallback(() => clearSession(), []);
  const value = useMemo<Session>(
    () => ({ token, user: token ? storedUser : null, signOut }),
    [token, storedUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
