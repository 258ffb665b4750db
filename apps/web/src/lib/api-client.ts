import type { csrfRoute } from '@batas/shared/contracts/account-security';
import type { FieldError } from '@batas/shared/contracts/envelope';
import {
  routePath,
  type DownloadedFile,
  type RouteAnswer,
  type RouteDeclaration,
  type RouteInput,
  type RouteRef,
  type RouteResult,
  type StatusOf,
} from '@batas/shared/contracts/route';
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

interface RequestOptions {
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
const apiFetch: typeof fetch = (input, init) => transport(input, init);

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
    .then((response) => response.json() as Promise<Partial<RouteResult<typeof csrfRoute>>>)
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

/** An answer as it came: its status, and its JSON body (or the file, for a route that declares one). */
interface Sent {
  response: Response;
  payload: Record<string, unknown> | null;
  file: DownloadedFile | null;
}

async function send(
  session: SessionKind,
  path: string,
  options: RequestOptions,
  isFile: (status: number) => boolean = () => false,
  retried = false,
): Promise<Sent> {
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
  let file: DownloadedFile | null = null;
  let payload: Record<string, unknown> | null = null;
  try {
    response = await apiFetch(`${env.apiUrl}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
    if (isFile(response.status)) file = await readFile(response);
    else payload = await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401) endSession(session, path, signedIn, redirectOn401);
  // A token from before a sign-in elsewhere in this browser (another tab) no longer fits: ask again, once.
  if (response.status === 403 && !retried && CSRF_REFUSED.test(String(payload?.message ?? ''))) {
    forgetCsrfToken(session);
    return send(session, path, options, isFile, true);
  }
  return { response, payload, file };
}

/** The failure an answer stands for, as every caller sees it. */
function failureOf({ response, payload }: Sent): ApiError {
  const message = typeof payload?.message === 'string' ? payload.message : response.statusText || 'Request failed';
  const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
  return new ApiError(response.ok ? 400 : response.status, message, errors);
}

const failed = ({ response, payload }: Sent) => !response.ok || payload?.success === false;

async function readFile(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/** A declared route's request: its address with the params filled in, its query and its body. */
function routeRequest<Route extends RouteDeclaration>(
  route: RouteRef<Route>,
  input: RouteInput<Route>,
  options: CallOptions,
) {
  const { params, query, body } = input as { params?: Query; query?: Query; body?: unknown };
  const requestOptions: RequestOptions = { ...options, method: route.method, query, body };
  return { path: routePath(route, params), requestOptions };
}

/**
 * Calls a declared route and resolves with its success answer, typed from the declaration. Any other answer is
 * thrown as an ApiError.
 */
async function call<Route extends RouteDeclaration>(
  session: SessionKind,
  route: RouteRef<Route>,
  input: RouteInput<Route>,
  options: CallOptions = {},
): Promise<Exclude<RouteResult<Route>, DownloadedFile>> {
  const { path, requestOptions } = routeRequest(route, input, options);
  const sent = await send(session, path, requestOptions);
  if (failed(sent)) throw failureOf(sent);
  return sent.payload as Exclude<RouteResult<Route>, DownloadedFile>;
}

/**
 * Downloads the file a declared route answers with (its bytes, content type and file name), with the session's
 * credentials. Any other answer is thrown as an ApiError, so a failure is told on the page.
 */
async function download<Route extends RouteDeclaration>(
  session: SessionKind,
  route: RouteRef<Route>,
  input: RouteInput<Route>,
  options: CallOptions = {},
): Promise<Extract<RouteResult<Route>, DownloadedFile>> {
  const { path, requestOptions } = routeRequest(route, input, options);
  const sent = await send(session, path, requestOptions, (status) => status >= 200 && status < 300);
  if (!sent.file) throw failureOf(sent);
  return sent.file as Extract<RouteResult<Route>, DownloadedFile>;
}

/**
 * Calls a declared route and resolves with whichever of the listed answers came (`{ status, body }`, each status
 * with its declared body): for the answers other than success that carry what a page shows (a 300's candidates,
 * a 404's suggestions, a 400's fields). Any other answer is thrown as an ApiError.
 */
async function answer<Route extends RouteDeclaration, const Status extends StatusOf<Route>>(
  session: SessionKind,
  route: RouteRef<Route>,
  input: RouteInput<Route>,
  statuses: readonly Status[],
  options: CallOptions = {},
): Promise<RouteAnswer<Route, Status>> {
  const { path, requestOptions } = routeRequest(route, input, options);
  const sent = await send(session, path, requestOptions);
  const status = sent.response.status;
  if (!(statuses as readonly number[]).includes(status) || sent.payload === null) throw failureOf(sent);
  return { status, body: sent.payload } as RouteAnswer<Route, Status>;
}

/** What a declared route's call may add: its query and body come from the input. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** The API as one session sees it: every call speaks for that session's cookie and ends it on a 401. */
function clientFor(session: SessionKind) {
  return {
    call: <Route extends RouteDeclaration>(route: RouteRef<Route>, input: RouteInput<Route>, options?: CallOptions) =>
      call(session, route, input, options),
    download: <Route extends RouteDeclaration>(
      route: RouteRef<Route>,
      input: RouteInput<Route>,
      options?: CallOptions,
    ) => download(session, route, input, options),
    answer: <Route extends RouteDeclaration, const Status extends StatusOf<Route>>(
      route: RouteRef<Route>,
      input: RouteInput<Route>,
      statuses: readonly Status[],
      options?: CallOptions,
    ) => answer(session, route, input, statuses, options),
  };
}

/** The site's calls (the visitor's session, when signed in). */
export const api = clientFor('site');
/** The back-office's calls (the admin session). */
export const adminApi = clientFor('admin');
