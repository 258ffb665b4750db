/**
 * Why a page could not be had. `retryable` failures were already retried by the fetcher before this was thrown.
 * 'refused': the URL, a redirect or the address it resolves to is outside the configured source sites.
 * 'unreachable': the host's robots.txt had no answer (or a 5xx), so nothing on it was asked for.
 */
export type FetchFailure =
  | 'robots'
  | 'unreachable'
  | 'status'
  | 'timeout'
  | 'network'
  | 'too-large'
  | 'refused'
  | 'aborted';

export class FetchError extends Error {
  constructor(
    readonly kind: FetchFailure,
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof FetchError && error.kind === 'aborted') || (error instanceof Error && error.name === 'AbortError')
  );
}
