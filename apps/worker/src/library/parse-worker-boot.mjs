// Starts a parsing thread (parse-worker.ts). A worker thread does not share its parent's module hooks on every
// Node version, so it registers tsx itself before loading the TypeScript entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
