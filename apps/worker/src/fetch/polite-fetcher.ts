import { request, type Dispatcher } from 'undici';
import { sleep } from './abortable-sleep.ts';
import { FetchError } from './fetch-error.ts';
import { HostGate, hostDelayFloor } from './host-gate.ts';
import { type HostSlots } from './host-slots.ts';
import { createHttpAgent } from './http-agent.ts';
import { readCappedBody } from './read-capped-body.ts';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
} from './retry-policy.ts';
import { rulesFromResponse, type RobotsRules } from './robots-rules.ts';
import { CRAWLER_NAME, USER_AGENT } from './user-agent.ts';

export interface FetchedPage {
  url: string;
  status: number;
  bytes: Uint8Array;
  contentType: string | undefined;
}

export interface PoliteFetcherOptions {
  /** The job's delay between two requests to one host (500–10,000 ms). */
  delayMs: number;
  /**
   * The configured source sites (LAWPHIL_BASE_URL, ELIBRARY_BASE_URL): no request, and no redirect hop, leaves
   * their origins. Without it, a redirect may not leave the origin of the URL asked for.
   */
  allowedOrigins?: readonly string[];
  /** Whole-request limit: connect, headers and body. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  dispatcher?: Dispatcher;
  /** Shared per process so that jobs running side by side still send one request at a time per host. */
  gate?: HostGate;
  /** The same across processes: each turn at a host also holds its PostgreSQL slot (host-slots.ts). */
  hostSlots?: HostSlots;
  /** Largest body read (25 MB): counted as it streams in, whatever the answer declares. */
  maxBytes?: number;
  /** Called once per HTTP attempt (tests and benchmarks count them). */
  onRequest?: (url: string) => void;
}

interface Attempt {
  status: number;
  bytes: Uint8Array;
  contentType: string | undefined;
  location?: string;
  retryAfterMs?: number;
}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const sharedGate = new HostGate();
let sharedDispatcher: Dispatcher | undefined;

/**
 * Fetches pages the way a guest should: robots.txt first (read once per fetcher, i.e. per job run), one request
 * at a time per host with the job's delay between them, a timeout on every request, and retries with
 * exponential backoff on timeouts, network errors, 429 and 5xx, honouring Retry-After. Redirects are followed
 * here, hop by hop, each hop checked like a new URL (origin, robots.txt) and taking its own turn at the host.
 * Answers are raw bytes: decoding is the page's business (LawPhil is windows-1252 without a charset header).
 */
export class PoliteFetcher {
  private readonly robots = new Map<string, Promise<RobotsRules>>();
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly dispatcher: Dispatcher;
  private readonly gate: HostGate;
  private readonly maxBytes: number;
  private readonly allowedOrigins: ReadonlySet<string> | undefined;

  constructor(private readonly options: PoliteFetcherOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.dispatcher = options.dispatcher ?? (sharedDispatcher ??= createHttpAgent());
    this.gate = options.gate ?? sharedGate;
    this.maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
    this.allowedOrigins = options.allowedOrigins && new Set(options.allowedOrigins.map((url) => new URL(url).origin));
  }

  /** The page's bytes on a 2xx answer; otherwise a FetchError (404 and other 4xx at once, the rest after retries). */
  async fetch(url: string, signal?: AbortSignal): Promise<FetchedPage> {
    const firstOrigin = new URL(url).origin;
    let current = url;
    for (let hop = 0; ; hop++) {
      this.checkOrigin(current, firstOrigin, url);
      const rules = await this.robotsFor(current, signal);
      if (rules.unreachable) throw unreachableHost(current, rules.unreachable, url);
      if (!rules.isAllowed(current)) throw new FetchError('robots', `robots.txt disallows ${current}`, url);
      const delayMs = Math.max(this.options.delayMs, rules.crawlDelayMs ?? 0);
      const attempt = await this.withRetries(current, delayMs, signal);
      const next = redirectTarget(attempt, current);
      if (next) {
        if (hop >= MAX_REDIRECTS)
          throw new FetchError('status', `more than ${MAX_REDIRECTS} redirects from ${url}`, url);
        current = next;
        continue;
      }
      if (attempt.status < 200 || attempt.status >= 300) {
        throw new FetchError('status', `HTTP ${attempt.status} for ${current}`, url, attempt.status);
      }
      return { url, status: attempt.status, bytes: attempt.bytes, contentType: attempt.contentType };
    }
  }

  private isAllowedOrigin(url: string, firstOrigin: string): boolean {
    const { origin } = new URL(url);
    return this.allowedOrigins ? this.allowedOrigins.has(origin) : origin === firstOrigin;
  }

  private checkOrigin(current: string, firstOrigin: string, asked: string): void {
    if (this.isAllowedOrigin(current, firstOrigin)) return;
    const why =
      current === asked
        ? `${asked} is not on a configured source site`
        : `${asked} redirects off the source site, to ${current}`;
    throw new FetchError('refused', why, asked);
  }

  private robotsFor(url: string, signal?: AbortSignal): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    let rules = this.robots.get(origin);
    if (!rules) {
      rules = this.readRobots(origin, signal);
      // A stop while reading robots.txt must not leave a rejected promise cached for the next run.
      rules.catch(() => this.robots.delete(origin));
      this.robots.set(origin, rules);
    }
    return rules;
  }

  /** robots.txt, following up to five redirects on the allowed origins (RFC 9309); beyond that, no file. */
  private async readRobots(origin: string, signal?: AbortSignal): Promise<RobotsRules> {
    let robotsUrl = `${origin}/robots.txt`;
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const answer = await this.withRetries(robotsUrl, this.options.delayMs, signal);
        const next = redirectTarget(answer, robotsUrl);
        if (!next) {
          const text = Buffer.from(answer.bytes).toString('utf8');
          return rulesFromResponse(robotsUrl, { status: answer.status, body: text }, CRAWLER_NAME);
        }
        if (!this.isAllowedOrigin(next, origin)) break;
        robotsUrl = next;
      }
      return rulesFromResponse(robotsUrl, { status: 404, body: '' }, CRAWLER_NAME);
    } catch (error) {
      // A stop, or a site we may not connect to at all, is the caller's answer, not a missing robots.txt.
      if (error instanceof FetchError && (error.kind === 'aborted' || error.kind === 'refused')) throw error;
      return rulesFromResponse(robotsUrl, { unreachable: reasonOf(error) }, CRAWLER_NAME);
    }
  }

  private async withRetries(url: string, delayMs: number, signal?: AbortSignal): Promise<Attempt> {
    const host = new URL(url).host;
    const pause = Math.max(delayMs, hostDelayFloor(new URL(url).hostname));
    for (let attempt = 1; ; attempt++) {
      let answer: Attempt | undefined;
      let failure: FetchError | undefined;
      try {
        const send = () => this.once(url, signal);
        const slots = this.options.hostSlots;
        answer = await this.gate.run(host, pause, signal, () =>
          slots ? slots.run(host, pause, signal, send) : send(),
        );
      } catch (error) {
        if (signal?.aborted) throw new FetchError('aborted', 'stopped', url);
        failure = error instanceof FetchError ? error : new FetchError('network', String(error), url);
        if (failure.kind === 'too-large' || failure.kind === 'refused') throw failure;
      }
      const retryable = failure !== undefined || isRetryableStatus(answer!.status);
      if (!retryable) return answer!;
      if (attempt > this.retry.retries) {
        if (failure)
          throw new FetchError(failure.kind, `${failure.message} (after ${attempt} attempts)`, url, undefined, attempt);
        return answer!;
      }
      try {
        await sleep(backoffDelay(this.retry, attempt, answer?.retryAfterMs), signal);
      } catch {
        throw new FetchError('aborted', 'stopped', url);
      }
    }
  }

  private async once(url: string, jobSignal?: AbortSignal): Promise<Attempt> {
    this.options.onRequest?.(url);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = jobSignal ? AbortSignal.any([jobSignal, timeout]) : timeout;
    try {
      const response = await request(url, {
        dispatcher: this.dispatcher,
        method: 'GET',
        signal,
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const location = header(response.headers.location);
      if (REDIRECT_STATUSES.has(response.statusCode) && location) {
        await response.body.dump();
        return { status: response.statusCode, bytes: new Uint8Array(), contentType: undefined, location };
      }
      const declared = Number(response.headers['content-length']);
      if (declared > this.maxBytes) {
        discard(response.body);
        throw new FetchError('too-large', `${url} is larger than ${this.maxBytes} bytes`, url);
      }
      const bytes = await readCappedBody(response.body, url, this.maxBytes);
      return {
        status: response.statusCode,
        bytes,
        contentType: header(response.headers['content-type']),
        retryAfterMs: parseRetryAfter(response.headers['retry-after']),
      };
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (timeout.aborted && !jobSignal?.aborted)
        throw new FetchError('timeout', `no complete answer from ${url} within ${this.timeoutMs} ms`, url);
      const refusal = privateAddressRefusal(error);
      if (refusal) throw new FetchError('refused', `${url}: ${refusal}`, url);
      throw new FetchError('network', `${url}: ${(error as Error).message}`, url);
    }
  }
}

/** 'could not reach lawphil.net: connect ECONNREFUSED … (after 4 attempts)': the host, then what went wrong. */
function unreachableHost(current: string, reason: string, asked: string): FetchError {
  return new FetchError('unreachable', `could not reach ${new URL(current).host}: ${reason}`, asked);
}

/** A failed robots.txt request's reason without its URL (the message names the host already). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^\S+robots\.txt: /, '').replace(/ from \S+robots\.txt/, '');
}

/** Drops a body unread; the abort this causes is expected, not an error to report. */
export function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The absolute URL a 3xx answer points to (fragment dropped), or undefined when it is not a redirect. */
function redirectTarget(attempt: Attempt, from: string): string | undefined {
  if (!attempt.location || !REDIRECT_STATUSES.has(attempt.status)) return undefined;
  try {
    const target = new URL(attempt.location, from);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
    target.hash = '';
    return target.href;
  } catch {
    return undefined;
  }
}

/** The connect-time refusal of address-policy.ts, wherever undici wrapped it. */
function privateAddressRefusal(error: unknown): string | undefined {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === 'ERR_BATAS_PRIVATE_ADDRESS') return current.message;
    current = current.cause as typeof current;
  }
  return undefined;
}
