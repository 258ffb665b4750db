/** The worker package: the durable scraping job runner, started by the API process or by `npm run worker`. */
export { startJobRunner, type JobRunner, type JobRunnerOptions } from './runner/job-runner.ts';
export { type RunnerLog } from './runner/runner-log.ts';
