import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { SessionUser } from '@batas/shared/contracts/auth';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import { api } from './api-client';
import { siteSession } from './session-store';

/**
 * Who is signed in to the site. The sign-in and registration screens (auth feature) write the session through
 * siteSession; everything else reads it here.
 */
interface Session {
  user: SessionUser | null;
  token: string | null;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

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
        if (answer.user) siteSession.storeUser(answer.user);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { token, user } = siteSession.useSnapshot();
  useVerifyStoredToken(token);

  // The session ends on the server too (POST /auth/logout), so a copied token is worthless from now on. The
  // request carries the token it read before the local copy is cleared; the browser forgets it either way.
  const signOut = useCallback(() => {
    if (siteSession.readToken()) void api.post('/auth/logout', undefined, { redirectOn401: false }).catch(() => {});
    siteSession.clear();
  }, []);
  const value = useMemo<Session>(() => ({ token, user, signOut }), [token, user, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
