// `npm run dev`: one process on :3000, reloaded when the API's code changes. It serves the API and renders the web
// app's pages on the server from their sources through Vite (WEB_DEV_SERVER), with hot reload in the browser: the
// same routes, loaders and template as production, no build step.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', WEB_DEV_SERVER: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
