/**
 * Who we are, on every request, so a site's operator can see the crawler and reach us
 *. robots.txt rules for 'BatasBot' apply to us.
 */
export const CRAWLER_NAME = 'BatasBot';
export const USER_AGENT = `${CRAWLER_NAME}/1.0 (+https://github.com/batas-ph/batas; Philippine legal information platform)`;
