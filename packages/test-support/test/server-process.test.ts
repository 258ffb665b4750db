import { describe, expect, it } from 'vitest';
import { freePort, processesCarrying, startServer } from '../src/index.ts';

// A stand-in server: answers /api/health on $PORT and exits 0 on SIGTERM, like the real one.
const HEALTHY = `require('node:http').createServer((req, res) => res.end(req.url === '/api/health' ? 'ok' : ''))
  .listen(Number(process.env.PORT), '127.0.0.1'); process.on('SIGTERM', () => process.exit(0));`;

describe('startServer', () => {
  it('resolves once /api/health answers, marks the process, and stops it with its exit code', async () => {
    const server = await startServer({ command: [process.execPath, '-e', HEALTHY] });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(await (await fetch(`${server.url}/api/health`)).text()).toBe('ok');
    expect(processesCarrying(server.marker) ?? [server.pid]).toEqual([server.pid]);
    expect(await server.stop()).toBe(0);
    expect(processesCarrying(server.marker) ?? []).toEqual([]);
  });

  it('fails with the output of a server that exits before answering', async () => {
    const failure = startServer({ command: [process.execPath, '-e', 'console.error("no database"); process.exit(3)'] });
    await expect(failure).rejects.toThrow(/exited with 3:\nno database/);
  });

  it('listens on the port it is given', async () => {
    const port = await freePort();
    const server = await startServer({ command: [process.execPath, '-e', HEALTHY], env: { PORT: String(port) } });
    expect(server.port).toBe(port);
    await server.stop();
  });
});
