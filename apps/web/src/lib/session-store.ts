import { useSyncExternalStore } from 'react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import type { SessionUser } from '@batas/shared/contracts/auth';

/**
 * Who is signed in, as the pages show it. The session itself is an HttpOnly cookie the server set at sign-in:
 * no script can read it, and no token is kept here. What is kept in localStorage is the user the sign-in answered
 * (name, role: nothing secret), so that a page knows at once whom it shows; every API call is still authorised by
 * the cookie, and a 401 clears this copy. The site and the back-office each have one ('user' and 'adminUser'), so
 * signing in to the back-office never signs anyone in or out of the site. Each store is the only writer of its
 * key; writers announce a change with a window event so this tab updates, and the 'storage' event covers others.
 */
export interface SessionStore<User> {
  readUser(): User | null;
  /** A sign-in, a registration or a fresh copy of the profile: the user the server answered. */
  store(user: User): void;
  clear(): void;
  /** The user, re-rendering when it changes; signed out on the server and during hydration. */
  useSnapshot(): { user: User | null };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode) or no window (server): signed out
  }
}

/** Tokens older versions of the app kept in localStorage: removed on sight, the cookie replaces them. */
const RETIRED_TOKEN_KEYS = ['token', 'adminToken'];
if (typeof window !== 'undefined') {
  try {
    for (const key of RETIRED_TOKEN_KEYS) window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept either
  }
}

function createSessionStore<User extends object>(userKey: string): SessionStore<User> {
  const changeEvent = `batas:session-change:${userKey}`;
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
  return {
    readUser,
    store(user) {
      window.localStorage.setItem(userKey, JSON.stringify(user));
      announce();
    },
    clear() {
      try {
        window.localStorage.removeItem(userKey);
      } finally {
        announce();
      }
    },
    useSnapshot() {
      return { user: useSyncExternalStore(subscribe, readUser, () => null) };
    },
  };
}

/** The admin as the back-office keeps it: the answer of POST /api/admin/login. */
export type AdminUser = AdminUserEntry;

export const siteSession = createSessionStore<SessionUser>('user');
export const adminSession = createSessionStore<AdminUser>('adminUser');

export type SessionKind = 'site' | 'admin';
export const sessionStores: Record<SessionKind, SessionStore<object>> = { site: siteSession, admin: adminSession };
