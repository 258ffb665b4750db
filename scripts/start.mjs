// `npm start`: the whole platform on one port — builds the web app if needed, then runs the API server,
// which serves the built app, on the embedded database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { ensureWebBuild } from './lib/ensure-web-build.mjs';

ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward stop signals so the server shuts down gracefully; exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
