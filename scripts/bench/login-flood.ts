/**
 * npm run bench:login-flood -- [--junk 50010] [--db pglite|postgres]
 *
 * Whether the sign-in throttle holds through a flood of junk sign-ins (the second hardening round: 50,010 of them
 * once pushed a locked account's counter out of the embedded database's store). A victim's account is locked with
 * 10 wrong passwords, then:
 *   1. `--junk` sign-ins with made-up e-mails from one address, through POST /api/auth/login (the real route and
 *      throttle, in process): the first 30 are checked and refused, the rest are refused by the address limit;
 *   2. as many junk attempts from as many different addresses, each with its own made-up e-mail, at the counters
 *      the throttle uses (app.rateCounters, with the throttle's own keys): what a botnet would make the server
 *      count, without paying a password hash for each here.
 * After each, the victim's right password must still get 429, and the number of counters kept is reported.
 */
import { openDatabase } from '../../packages/db/src/index.ts';
import { migrate } from '../../packages/db/src/migrate.ts';
import { hashPassword } from '../../packages/db/src/passwords.ts';
import { LOGIN_LIMITS } from '../../apps/api/src/routes/api/auth/rate-limits.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { buildBenchApp } from './lib/bench-app.ts';

const args = readArgs();
const junk = intArg(args, 'junk', 50_010);
const kind = dbArg(args);

const { db, description } =
  kind === 'pglite'
    ? { db: await openDatabase({}), description: 'PGlite in memory (counters in the API process)' }
    : await openBenchDatabase('postgres', 'login_flood', true);
if (kind === 'pglite') await migrate(db);
const app = await buildBenchApp(db);
const PASSWORD = 'victim-password-that-is-right';
const victim = `victim-${Date.now()}@example.com`;
await db.query(
  `INSERT INTO users (email, password_hash, first_name, last_name, role, user_type, approval_status)
   VALUES ($1, $2, 'Vic', 'Tim', 'basic', 'basic', 'approved')`,
  [victim, await hashPassword(PASSWORD)],
);
const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const victimStatus = async () => (await login(victim, PASSWORD, '198.51.100.250')).statusCode;

console.log(`${description}; ${junk.toLocaleString('en-US')} junk attempts per phase`);
for (let guess = 0; guess < LOGIN_LIMITS.perAccount; guess++)
  await login(victim, `wrong-${guess}`, `198.51.100.${guess + 1}`);
console.log(`victim locked: right password answers ${await victimStatus()}`);

let started = performance.now();
const statuses = new Map<number, number>();
for (let index = 0; index < junk; index++) {
  const { statusCode } = await login(`junk-${index}@example.com`, 'junk-password', '203.0.113.66');
  statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
}
console.log(
  `1. ${junk.toLocaleString('en-US')} junk sign-ins from one address through the route in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${[...statuses].map(([status, count]) => `${count.toLocaleString('en-US')} × ${status}`).join(', ')}); ` +
    `counters kept: ${(await app.rateCounters.size()).toLocaleString('en-US')}; victim's right password: ${await victimStatus()}`,
);

started = performance.now();
for (let index = 0; index < junk; index++) {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  await app.rateCounters.hit(`login:address:${address}`, LOGIN_LIMITS.windowMs);
  await app.rateCounters.hit(`login:account:flood-${index}@example.com`, LOGIN_LIMITS.windowMs);
}
await app.rateCounters.prune();
console.log(
  `2. ${junk.toLocaleString('en-US')} junk attempts from as many addresses (${(junk * 2).toLocaleString('en-US')} new counters) in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s; counters kept after pruning: ` +
    `${(await app.rateCounters.size()).toLocaleString('en-US')}; victim's right password: ${await victimStatus()}`,
);
await app.close();
await db.close();
