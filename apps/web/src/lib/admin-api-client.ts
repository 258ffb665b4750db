import { env } from '@/config/env';
import type { FieldError } from '@/types/api';
import { ApiError, toSearchParams, type Query } from './api-client';
import { clearAdminSession, readAdminToken } from './admin-session';

/** Shown when the server cannot be reached at all (admin-and-viewer.md section 8). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** A request that never reached the server; status 0 tells it apart from the server's refusals. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls /api/admin/* with the admin token. A 401 means the token is gone or revoked (deactivated account): the
 * admin session is cleared, and the guard, which watches it, sends the visitor to /admin/login.
 */
export async function adminRequest<T>(
  path: string,
  { method = 'GET', query, body, signal }: AdminRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const search = toSearchParams(query).toString();

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = parseBody(await response.text());
  if (response.status === 401 && token && path !== '/admin/login') clearAdminSession();
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText || 'Request failed';
    const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
    throw new ApiError(response.ok ? 400 : response.status, message, errors);
  }
  return payload as T;
}

function parseBody(text: string): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null; // a proxy's HTML error page: the status text will do
  }
}

export const adminApi = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => adminRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => adminRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => adminRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => adminRequest<T>(path, { method: 'DELETE' }),
};
