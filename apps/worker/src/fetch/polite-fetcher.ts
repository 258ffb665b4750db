import { request, type Dispatcher } from 'undici';
import { sleep } from './abortable-sleep.ts';
import { FetchError } from './fetch-error.ts';
import { HostGate, hostDelayFloor } from './host-gate.ts';
import { createHttpAgent } from './http-agent.ts';
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
  /** Whole-request limit: connect, headers and body. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  dispatcher?: Dispatcher;
  /** Shared per process so that jobs running side by side still send one request at a time per host. */
  gate?: HostGate;
  maxBytes?: number;
  /** Called once per HTTP attempt (tests and benchmarks count them). */
  onRequest?: (url: string) => void;
}

interface Attempt {
  status: number;
  bytes: Uint8Array;
  contentType: string | undefined;
  retryAfterMs?: number;
}

const sharedGate = new HostGate();
let sharedDispatcher: Dispatcher | undefined;

/**
 * Fetches pages the way a guest should: robots.txt first (read once per fetcher, i.e. per job run), one request
 * at a time per host with the job's delay between them, a timeout on every request, and retries with
 * exponential backoff on timeouts, network errors, 429 and 5xx, honouring Retry-After. Answers are raw bytes:
 * decoding is the page's business (LawPhil is windows-1252 without a charset header).
 */
export class PoliteFetcher {
  private readonly robots = new Map<string, Promise<RobotsRules>>();
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly dispatcher: Dispatcher;
  private readonly gate: HostGate;
  private readonly maxBytes: number;

  constructor(private readonly options: PoliteFetcherOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.dispatcher = options.dispatcher ?? (sharedDispatcher ??= createHttpAgent());
    this.gate = options.gate ?? sharedGate;
    this.maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  }

  /** The page's bytes on a 2xx answer; otherwise a FetchError (404 and other 4xx at once, the rest after retries). */
  async fetch(url: string, signal?: AbortSignal): Promise<FetchedPage> {
    const rules = await this.robotsFor(url, signal);
    if (!rules.isAllowed(url)) throw new FetchError('robots', `robots.txt disallows ${url}`, url);
    const delayMs = Math.max(this.options.delayMs, rules.crawlDelayMs ?? 0);
    const attempt = await this.withRetries(url, delayMs, signal);
    if (attempt.status < 200 || attempt.status >= 300) {
      throw new FetchError('status', `HTTP ${attempt.status} for ${url}`, url, attempt.status);
    }
    return { url, status: attempt.status, bytes: attempt.bytes, contentType: attempt.contentType };
  }

  private robotsFor(url: string, signal?: AbortSignal): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    let rules = this.robots.get(origin);
    if (!rules) {
      const robotsUrl = `${origin}/robots.txt`;
      rules = this.withRetries(robotsUrl, this.options.delayMs, signal).then(
        (answer) =>
          rulesFromResponse(robotsUrl, answer.status, Buffer.from(answer.bytes).toString('utf8'), CRAWLER_NAME),
        (error: unknown) => {
          if (error instanceof FetchError && error.kind === 'aborted') throw error;
          return rulesFromResponse(robotsUrl, 'unreachable', '', CRAWLER_NAME);
        },
      );
      // A stop while reading robots.txt must not leave a rejected promise cached for the next run.
      rules.catch(() => this.robots.delete(origin));
      this.robots.set(origin, rules);
    }
    return rules;
  }

  private async withRetries(url: string, delayMs: number, signal?: AbortSignal): Promise<Attempt> {
    const host = new URL(url).host;
    const pause = Math.max(delayMs, hostDelayFloor(new URL(url).hostname));
    for (let attempt = 1; ; attempt++) {
      let answer: Attempt | undefined;
      let failure: FetchError | undefined;
      try {
        answer = await this.gate.run(host, pause, signal, () => this.once(url, signal));
      } catch (error) {
        if (signal?.aborted) throw new FetchError('aborted', 'stopped', url);
        failure = error instanceof FetchError ? error : new FetchError('network', String(error), url);
        if (failure.kind === 'too-large') throw failure;
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
      const declared = Number(response.headers['content-length']);
      if (declared > this.maxBytes) {
        response.body.destroy();
        throw new FetchError('too-large', `${url} is larger than ${this.maxBytes} bytes`, url);
      }
      const bytes = new Uint8Array(await response.body.arrayBuffer());
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        bytes,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        retryAfterMs: parseRetryAfter(response.headers['retry-after']),
      };
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (timeout.aborted && !jobSignal?.aborted)
        throw new FetchError('timeout', `no complete answer from ${url} within ${this.timeoutMs} ms`, url);
      throw new FetchError('network', `${url}: ${(error as Error).message}`, url);
    }
  }
}
