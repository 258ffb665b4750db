/**
 * Alert runs: the one module that writes alert_digests and alert_matches and moves alerts' schedule on. The job
 * runner calls runAlertDigests on its schedule; the API's admin route calls it on request. README.md has the flow.
 */
export { runAlertDigests, DIGEST_TEMPLATE, type AlertRunCounts } from './run-alert-digests.ts';
export { NEWS_SOURCES } from './news-sources.ts';
export type { AlertRow, NewsItem, NewsSource } from './alert-row.ts';
