/**
 * The scraping queue: the one module that reads and writes scraping_jobs, scraping_items and scraping_logs.
 * The API queues, stops, resumes and reads jobs through it; the worker's runner claims, heartbeats, crawls and
 * releases them through it. README.md describes the states.
 */
export * from './job-row.ts';
export * from './job-requests.ts';
export * from './job-lifecycle.ts';
export * from './job-log.ts';
export * from './work-items.ts';
export * from './library-jobs.ts';
