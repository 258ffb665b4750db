import { describe, expect, it } from 'vitest';
import { rulesFromResponse, type RobotsAnswer } from '../../../src/fetch/robots-rules.ts';

const ROBOTS = 'https://lawphil.net/robots.txt';
const PAGE = 'https://lawphil.net/statutes/repacts/ra2012/ra_10173_2012.html';

describe('robots.txt answers (RFC 9309)', () => {
  const table: Array<{ answer: RobotsAnswer; allowed: boolean; unreachable: string | undefined }> = [
    { answer: { status: 200, body: 'User-agent: *\nDisallow: /statutes/\n' }, allowed: false, unreachable: undefined },
    { answer: { status: 200, body: 'User-agent: *\nAllow: /\n' }, allowed: true, unreachable: undefined },
    { answer: { status: 404, body: '' }, allowed: true, unreachable: undefined },
    { answer: { status: 503, body: 'busy' }, allowed: false, unreachable: 'robots.txt answered HTTP 503' },
    {
      answer: { unreachable: 'connect ECONNREFUSED 1.2.3.4:443' },
      allowed: false,
      unreachable: 'connect ECONNREFUSED 1.2.3.4:443',
    },
  ];
  it.each(table)('$answer → allowed $allowed, unreachable $unreachable', ({ answer, allowed, unreachable }) => {
    const rules = rulesFromResponse(ROBOTS, answer, 'BatasBot');
    expect(rules.isAllowed(PAGE)).toBe(allowed);
    // Only a file that exists can disallow: no answer is "unreachable", never read as the site saying no.
    expect(rules.unreachable).toBe(unreachable);
  });
});
