// `npm start` (or, for a process manager or a container, `node scripts/start.mjs`): the whole platform on one port.
// Builds the web app if needed, then runs the API server, which serves it, in this very process: there is no
// child to lose a signal to, so SIGTERM/SIGINT sent to this process id reach the server's graceful stop (in-flight
// requests answered, the job runner at a safe point, the database closed). With WEB_CONCURRENCY > 1 this process
// supervises that many server processes (node:cluster) and passes the signals on to each.
import cluster from 'node:cluster';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/ensure-web-build.mjs';

process.env.NODE_ENV ??= 'production';
// A prebuilt app given by WEB_DIST_DIR is served as it is; the server processes of a cluster never build.
if (cluster.isPrimary && !process.env.WEB_DIST_DIR) ensureWebBuild();
process.chdir(new URL('..', import.meta.url).pathname);
register();
await import('../apps/api/src/server.ts');
