import { useSyncExternalStore } from 'react';

/**
 * The admin session, kept apart from the public one under the spec's keys 'adminToken' and 'adminUser'
 * (admin-and-viewer.md section 3), so signing in to the back-office never signs anyone in or out of the site.
 */
const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';
const CHANGE_EVENT = 'batas:admin-session-change';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  role: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: behave as signed out
  }
}

export const readAdminToken = () => read(TOKEN_KEY);

export function storeAdminSession(token: string, admin: AdminUser): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(admin));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearAdminSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useSyncExternalStore compares snapshots by identity: parse once per stored string.
let cachedRaw: string | null = null;
let cachedUser: AdminUser | null = null;
function userSnapshot(): AdminUser | null {
  const raw = read(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cachedUser =
        parsed && typeof parsed === 'object' && typeof (parsed as AdminUser).role === 'string'
          ? (parsed as AdminUser)
          : null;
    } catch {
      cachedUser = null; // a corrupt entry means signed out, not a crashed back-office
    }
  }
  return cachedUser;
}

/** The stored admin token and user; re-renders when either changes (in this tab or another). */
export function useAdminSession() {
  const token = useSyncExternalStore(subscribe, readAdminToken, () => null);
  const admin = useSyncExternalStore(subscribe, userSnapshot, () => null);
  return { token, admin: token ? admin : null };
}
