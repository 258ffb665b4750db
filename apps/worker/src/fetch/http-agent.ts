import { readdirSync, readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { Agent, interceptors, type Dispatcher } from 'undici';

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
 */
export function createHttpAgent(options: HttpAgentOptions = {}): Dispatcher {
  const agent = new Agent({
    connections: 1,
    pipelining: 1,
    connect: {
      ca: [...rootCertificates, ...extraCaCertificates()],
      rejectUnauthorized: true,
      timeout: options.connectTimeoutMs ?? 15_000,
    },
  });
  return agent.compose(interceptors.redirect({ maxRedirections: 5 }));
}
