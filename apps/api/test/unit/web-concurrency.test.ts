import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

describe('WEB_CONCURRENCY', () => {
  it('is one server process unless set', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u@127.0.0.1/db' }).WEB_CONCURRENCY).toBe(4);
  });

  it('refuses several processes on the embedded database, and nonsense, naming the variable', () => {
    for (const env of [{ WEB_CONCURRENCY: '2' }, { WEB_CONCURRENCY: '0' }, { WEB_CONCURRENCY: 'many' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
