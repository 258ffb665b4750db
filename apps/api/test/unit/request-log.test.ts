import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../src/config/logger.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    ['/verify-email?token=abc&next=%2Fdashboard', '/verify-email?token=[redacted]&next=%2Fdashboard'],
    [
      '/x?access_token=1&code=2&q=tanada&API-Key=3',
      '/x?access_token=[redacted]&code=[redacted]&q=tanada&API-Key=[redacted]',
    ],
    ['/law-library?q=token', '/law-library?q=token'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  it('never writes a token from the query string or a credential header', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
    app.get('/reset-password', async () => 'ok');
    await app.inject({
      url: '/reset-password?token=s3cret-link-value',
      headers: { authorization: 'Bearer s3cret-bearer', cookie: 'batas_session=s3cret-cookie' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toMatch(/s3cret/);
  });
});
