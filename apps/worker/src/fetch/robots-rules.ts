import robotsParser from 'robots-parser';

export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** Crawl-delay for us in ms, when the site sets one. */
  crawlDelayMs?: number;
}

/**
 * robots.txt read the way RFC 9309 says: a 4xx answer (no file) allows everything; a 5xx answer or no answer
 * at all means "assume everything is disallowed" until the next job reads it again.
 */
export function rulesFromResponse(
  robotsUrl: string,
  status: number | 'unreachable',
  body: string,
  userAgent: string,
): RobotsRules {
  if (status === 'unreachable' || status >= 500) return { isAllowed: () => false };
  if (status >= 400) return { isAllowed: () => true };
  const robot = robotsParser(robotsUrl, body);
  const delay = robot.getCrawlDelay(userAgent);
  return {
    // robots-parser answers undefined for URLs of another origin: those are checked against their own file.
    isAllowed: (url) => robot.isAllowed(url, userAgent) !== false,
    crawlDelayMs: typeof delay === 'number' && delay > 0 ? Math.min(delay, 60) * 1000 : undefined,
  };
}
