import { useSyncExternalStore } from 'react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import type { SessionUser } from '@batas/shared/contracts/auth';

/**
 * A signed-in session kept in localStorage: a token and the user it belongs to. The site and the back-office each
 * have one, under the keys the site has always used ('token'/'user' and 'adminToken'/'adminUser'), so signing in to
 * the back-office never signs anyone in or out of the site. Each store is the only writer of its keys; writers
 * announce a change with a window event so this tab updates, and the 'storage' event covers other tabs.
 */
export interface SessionStore<User> {
  readToken(): string | null;
  readUser(): User | null;
  store(token: string, user: User): void;
  storeUser(user: User): void;
  clear(): void;
  /** The token and user, re-rendering when either changes; signed out on the server and during hydration. */
  useSnapshot(): { token: string | null; user: User | null };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode) or no window (server): signed out
  }
}

function createSessionStore<User extends object>(tokenKey: string, userKey: string): SessionStore<User> {
  const changeEvent = `batas:session-change:${tokenKey}`;
  const announce = () => window.dispatchEvent(new Event(changeEvent));
  const subscribe = (onChange: () => void) => {
    window.addEventListener(changeEvent, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(changeEvent, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
  // useSyncExternalStore compares snapshots by identity: the user is parsed once per stored string.
  let cachedRaw: string | null = null;
  let cachedUser: User | null = null;
  const readUser = (): User | null => {
    const raw = read(userKey);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        cachedUser = parsed && typeof parsed === 'object' ? (parsed as User) : null;
      } catch {
        cachedUser = null; // a corrupt entry means signed out, not a broken page
      }
    }
    return cachedUser;
  };
  const readToken = () => read(tokenKey);
  return {
    readToken,
    readUser,
    store(token, user) {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(userKey, JSON.stringify(user));
      announce();
    },
    storeUser(user) {
      window.localStorage.setItem(userKey, JSON.stringify(user));
      announce();
    },
    clear() {
      try {
        window.localStorage.removeItem(tokenKey);
        window.localStorage.removeItem(userKey);
      } finally {
        announce();
      }
    },
    useSnapshot() {
      const token = useSyncExternalStore(subscribe, readToken, () => null);
      const user = useSyncExternalStore(subscribe, readUser, () => null);
      return { token, user: token ? user : null };
    },
  };
}

/** The admin as the back-office keeps it: the answer of POST /api/admin/login. */
export type AdminUser = AdminUserEntry;

export const siteSession = createSessionStore<SessionUser>('token', 'user');
export const adminSession = createSessionStore<AdminUser>('adminToken', 'adminUser');

export type SessionKind = 'site' | 'admin';
export const sessionStores: Record<SessionKind, SessionStore<object>> = { site: siteSession, admin: adminSession };
