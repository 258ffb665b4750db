import type { SessionUser } from '@/types/api';

/**
 * The session lives in localStorage ('token' and 'user', as the spec's flows store them). Writers announce a change
 * with a window event so the layout updates in this tab; the 'storage' event covers other tabs.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
export const SESSION_CHANGE_EVENT = 'batas:session-change';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (private mode): behave as signed out
  }
}

export function readUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null; // a corrupt entry must not break the whole site
  }
}

function announce() {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function storeSession(token: string, user: SessionUser): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  announce();
}

export function storeUser(user: SessionUser): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  announce();
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } finally {
    announce();
  }
}
