/**
 * When to try a request again and how long to wait first (retry timeouts,
 * 429 and 5xx with exponential backoff; a 404 is a normal answer, never retried).
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff; doubles each time (1 s, 2 s, 4 s …). */
  baseDelayMs: number;
  /** Upper bound of any wait, Retry-After included, so one bad header cannot park a job for hours. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 60_000 };

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/** Milliseconds to wait from a Retry-After header (seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Wait before retry number `attempt` (1-based): the server's Retry-After when given, else exponential with jitter. */
export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return Math.min(policy.maxDelayMs, retryAfterMs);
  const exponential = policy.baseDelayMs * 2 ** (attempt - 1);
  // ±20 % so several workers that failed together do not come back together.
  const jitter = exponential * 0.2 * (Math.random() * 2 - 1);
  return Math.min(policy.maxDelayMs, Math.round(exponential + jitter));
}
