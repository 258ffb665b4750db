import robotsParser from 'robots-parser';

export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** Crawl-delay for us in ms, when the site sets one. */
  crawlDelayMs?: number;
  /**
   * Why robots.txt could not be had (no answer, or a 5xx). Nothing on the host is fetched until the next job
   * reads it again (RFC 9309: "assume complete disallow"), but the job reports the host as unreachable: the
   * site did not say no, it did not answer.
   */
  unreachable?: string;
}

/** What reading robots.txt gave: an HTTP status with its body, or no answer at all and why. */
export type RobotsAnswer = { status: number; body: string } | { unreachable: string };

/**
 * robots.txt read the way RFC 9309 says: a 4xx answer (no file) allows everything; a 5xx answer or no answer
 * at all makes the host unreachable for this job. Only a file that exists can disallow.
 */
export function rulesFromResponse(robotsUrl: string, answer: RobotsAnswer, userAgent: string): RobotsRules {
  if ('unreachable' in answer) return { isAllowed: () => false, unreachable: answer.unreachable };
  if (answer.status >= 500) return { isAllowed: () => false, unreachable: `robots.txt answered HTTP ${answer.status}` };
  if (answer.status >= 400) return { isAllowed: () => true };
  const robot = robotsParser(robotsUrl, answer.body);
  const delay = robot.getCrawlDelay(userAgent);
  return {
    // robots-parser answers undefined for URLs of another origin: those are checked against their own file.
    isAllowed: (url) => robot.isAllowed(url, userAgent) !== false,
    crawlDelayMs: typeof delay === 'number' && delay > 0 ? Math.min(delay, 60) * 1000 : undefined,
  };
}
