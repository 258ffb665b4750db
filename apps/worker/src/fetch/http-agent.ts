import { readdirSync, readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { Agent, type Dispatcher } from 'undici';
import { publicOnlyLookup } from './address-policy.ts';

const CERTS_DIR = new URL('../../certs/', import.meta.url);

/** The PEM files shipped in apps/worker/certs (intermediates some sources forget to send; see its README). */
export function extraCaCertificates(dir: URL = CERTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pem'))
    .sort()
    .map((name) => readFileSync(new URL(name, dir), 'utf8'));
}

export interface HttpAgentOptions {
  /** Connect timeout (ms); the whole-request timeout is the fetcher's. */
  connectTimeoutMs?: number;
}

/**
 * The one HTTP client of the scrapers. TLS verification stays on: `ca` *replaces* Node's trust list, so the
 * default roots are passed along with the extra intermediates rather than instead of them. One connection
 * per origin backs up the per-host queue of the fetcher (one request at a time per host).
 *
 * Redirects are not followed here: the fetcher follows them itself, checking each hop's origin and robots.txt.
 * Host names resolving to private or link-local addresses are refused at connect time (address-policy.ts).
 */
export function createHttpAgent(options: HttpAgentOptions = {}): Dispatcher {
  return new Agent({
    connections: 1,
    pipelining: 1,
    connect: {
      ca: [...rootCertificates, ...extraCaCertificates()],
      rejectUnauthorized: true,
      timeout: options.connectTimeoutMs ?? 15_000,
      lookup: publicOnlyLookup,
    },
  });
}
