import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { FieldError } from '@/types/api';
import { clearSession, readToken } from './session-storage';

/** A failed API call: HTTP status, the server's message, and its per-field errors for forms. */
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

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 still clears the session but stays on the page (the start-up token check). */
  redirectOn401?: boolean;
}

/** Arrays become repeated parameters (documentType=A&documentType=B); empty values are left out. */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
  }
  return params;
}

// The router registers a client-side navigation; until then (or outside the app) a full page load does the job.
let onUnauthorized = () => window.location.assign(paths.login.getHref());
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function handleUnauthorized(redirect: boolean) {
  clearSession();
  if (redirect && window.location.pathname !== paths.login.path) onUnauthorized();
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

export async function apiRequest<T>(
  path: string,
  { method = 'GET', query, body, signal, redirectOn401 = true }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const search = toSearchParams(query).toString();
  const response = await fetch(`${env.apiUrl}${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  const payload = await readBody(response);

  if (response.status === 401) handleUnauthorized(redirectOn401);
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText || 'Request failed';
    const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
    throw new ApiError(response.ok ? 400 : response.status, message, errors);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
