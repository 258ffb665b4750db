import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { SessionUser } from '@batas/shared/contracts/auth';
import { logout } from '@batas/shared/contracts/endpoints/account-security';
import { profile } from '@batas/shared/contracts/endpoints/auth';
import { api, endLocalSession } from './api-client';
import { siteSession } from './session-store';

/**
 * Who is signed in to the site. The sign-in and registration screens (auth feature) write the session through
 * siteSession; everything else reads it here.
 */
interface Session {
  user: SessionUser | null;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * At start a remembered sign-in is checked against the profile endpoint (the session cookie may have expired or
 * been signed out elsewhere). A 401 there clears it (api-client) but does not send the visitor to /login: they came
 * to read a public page. Other failures keep the session.
 */
function useVerifyStoredSession(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api
      .call(profile, {}, { signal: controller.signal, redirectOn401: false })
      .then((answer) => siteSession.store(answer.user))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { user } = siteSession.useSnapshot();
  useVerifyStoredSession(user !== null);

  // The session ends on the server too (POST /auth/logout, which also clears the cookie), so a copied token is
  // worthless from now on; the browser forgets whom it showed either way.
  const signOut = useCallback(() => {
    if (siteSession.readUser()) void api.call(logout, {}, { redirectOn401: false }).catch(() => {});
    endLocalSession('site');
  }, []);
  const value = useMemo<Session>(() => ({ user, signOut }), [user, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
