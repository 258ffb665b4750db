import type { FieldError } from '@batas/shared/contracts/envelope';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { sessionStores, type SessionKind } from './session-store';

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/**
 * A failed API call, the same for every caller: HTTP status (0 when the server could not be reached), the server's
 * message, and its per-field errors for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fieldErrors = Object.fromEntries(errors.map((error) => [error.field, error.message]));
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isNetworkError = (error: unknown) => isApiError(error) && error.status === 0;

/** Query parameters: a contract's query input (z.input of its schema) or any plain object of the same kind. */
export type Query = Readonly<Record<string, unknown>>;

const isParameter = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 still ends the site session but stays on the page (the start-up token check). */
  redirectOn401?: boolean;
}

/** Arrays become repeated parameters (documentType=A&documentType=B); empty values are left out. */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (isParameter(item)) params.append(key, String(item));
  }
  return params;
}

/**
 * How requests reach the API: the browser's fetch, or, in the server renderer, a function that hands each request
 * to the API in the same process (no network). Set once, when the server starts.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}
export const apiFetch: typeof fetch = (input, init) => transport(input, init);

// The router registers a client-side navigation; until then (or outside the app) a full page load does the job.
let onUnauthorized = () => window.location.assign(paths.login.getHref());
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null; // a proxy's HTML error page: fall back to the status text
  }
}

/**
 * A 401 means the session cookie is missing, expired or revoked. The site's session is cleared and the visitor
 * sent to sign in (unless the caller says otherwise, or they are there already). The back-office's is cleared
 * when it was signed in (a wrong password at its sign-in is no reason), and its guard, which watches the session,
 * shows the admin sign-in.
 */
function endSession(session: SessionKind, path: string, wasSignedIn: boolean, redirect: boolean): void {
  forgetCsrfToken(session);
  if (session === 'admin') {
    if (wasSignedIn && path !== '/admin/login') sessionStores.admin.clear();
    return;
  }
  sessionStores.site.clear();
  if (redirect && window.location.pathname !== paths.login.path) onUnauthorized();
}

/** Which session cookie a request speaks for (the server reads the back-office's only when told). */
const sessionHeaders = (session: SessionKind): Record<string, string> =>
  session === 'admin' ? { 'X-Batas-Session': 'admin' } : {};

/**
 * The CSRF token of each session, asked for once (GET /auth/csrf) and kept in memory only: a state-changing
 * request its cookie authenticates must carry it. It is bound to the session, so a sign-in or sign-out forgets it.
 */
const csrfTokens: Partial<Record<SessionKind, Promise<string>>> = {};
export function forgetCsrfToken(session: SessionKind): void {
  delete csrfTokens[session];
}
function csrfToken(session: SessionKind): Promise<string> {
  const asked = (csrfTokens[session] ??= apiFetch(`${env.apiUrl}/auth/csrf`, {
    headers: { Accept: 'application/json', ...sessionHeaders(session) },
    credentials: 'include',
  })
    .then((response) => response.json() as Promise<{ data?: { csrfToken?: string } }>)
    .then((answer) => answer.data?.csrfToken ?? ''));
  asked.catch(() => forgetCsrfToken(session));
  return asked;
}

const CSRF_REFUSED = /security token \(CSRF\)/;

/**
 * A sign-in or registration answered (the server set the session cookie): remember whom the pages show, and forget
 * the CSRF token of the session before. A sign-out: forget both.
 */
export function startSession<User extends object>(session: SessionKind, user: User): void {
  forgetCsrfToken(session);
  sessionStores[session].store(user);
}
export function endLocalSession(session: SessionKind): void {
  forgetCsrfToken(session);
  sessionStores[session].clear();
}

async function request<T>(
  session: SessionKind,
  path: string,
  options: RequestOptions = {},
  retried = false,
): Promise<T> {
  const { method = 'GET', query, body, signal, redirectOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders(session) };
  const signedIn = sessionStores[session].readUser() !== null;
  if (method !== 'GET') {
    try {
      headers['X-CSRF-Token'] = await csrfToken(session);
    } catch {
      // The server is unreachable: the request below says so.
    }
  }
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const search = toSearchParams(query).toString();

  let response: Response;
  try {
    response = await apiFetch(`${env.apiUrl}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = await readBody(response);
  if (response.status === 401) endSession(session, path, signedIn, redirectOn401);
  // A token from before a sign-in elsewhere in this browser (another tab) no longer fits: ask again, once.
  if (response.status === 403 && !retried && CSRF_REFUSED.test(String(payload?.message ?? ''))) {
    forgetCsrfToken(session);
    return request<T>(session, path, options, true);
  }
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText || 'Request failed';
    const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
    throw new ApiError(response.ok ? 400 : response.status, message, errors);
  }
  return payload as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The API as one session sees it: every call speaks for that session's cookie and ends it on a 401. */
function clientFor(session: SessionKind) {
  return {
    request: <T>(path: string, options?: RequestOptions) => request<T>(session, path, options),
    get: <T>(path: string, options?: Options) => request<T>(session, path, options),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(session, path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(session, path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Options) => request<T>(session, path, { ...options, method: 'DELETE' }),
  };
}

/** The site's calls (the visitor's session, when signed in). */
export const api = clientFor('site');
/** The back-office's calls (the admin session). */
export const adminApi = clientFor('admin');
