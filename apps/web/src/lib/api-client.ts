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
 * A 401 means the session's token is missing, expired or revoked. The site's session is cleared and the visitor
 * sent to sign in (unless the caller says otherwise, or they are there already). The back-office's is cleared
 * when a token was refused (a wrong password at its sign-in is no reason), and its guard, which watches the
 * session, shows the admin sign-in.
 */
function endSession(session: SessionKind, path: string, hadToken: boolean, redirect: boolean): void {
  if (session === 'admin') {
    if (hadToken && path !== '/admin/login') sessionStores.admin.clear();
    return;
  }
  sessionStores.site.clear();
  if (redirect && window.location.pathname !== paths.login.path) onUnauthorized();
}

async function request<T>(session: SessionKind, path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, redirectOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStores[session].readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const search = toSearchParams(query).toString();

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}${search ? `?${search}` : ''}`, {
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
  if (response.status === 401) endSession(session, path, Boolean(token), redirectOn401);
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText || 'Request failed';
    const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
    throw new ApiError(response.ok ? 400 : response.status, message, errors);
  }
  return payload as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The API as one session sees it: every call carries that session's token and ends it on a 401. */
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
