import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateCountersFor, type RateCounters } from './rate-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind every rate limit (shared by all API processes on a PostgreSQL server). */
    rateCounters: RateCounters;
  }
}

// What the plugin passes to child() at run time: the route's merged limit options with the route itself.
interface MergedLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the shared counters. Each route keeps its own counters, as the
 * plugin's own stores do: the route is part of the key.
 */
function storeOver(counters: RateCounters) {
  return class SharedCountersStore {
    private prefix = '';
    // The plugin passes the window as a third argument (its typings leave it out).
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (window) => callback(null, { current: window.hits, ttl: window.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: object): SharedCountersStore {
      const { routeInfo } = options as MergedLimitOptions;
      const child = new SharedCountersStore();
      child.prefix = `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}|`;
      return child;
    }
  };
}

/**
 * Registered without a global limit: routes that need one (registration, password change) set their own, and
 * sign-in has its throttle (routes/api/auth/rate-limits.ts). Counters are in PostgreSQL on a server database,
 * so a limit holds across every API process; in memory on the embedded database, which has one process.
 */
export default fp(
  async (app) => {
    const counters = rateCountersFor(app.db);
    app.decorate('rateCounters', counters);
    app.addHook('onClose', async () => counters.close());
    await app.register(rateLimit, { global: false, store: storeOver(counters) });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
