/**
 * Requests that `npm run check:contracts` sends to every declared route, on a fresh embedded database with a small
 * library and a few accounts: each answer must parse with the schema its route declares for the status. A route
 * declared without probes here fails the check, so a new declaration comes with its proof. They run in this order:
 * the last ones end sessions and remove accounts.
 */
import type { createTestApp } from '../../apps/api/test/helpers.ts';
import { accountProbes } from './probes/account-probes.ts';
import { backOfficeProbes } from './probes/back-office-probes.ts';
import { folderProbes } from './probes/folder-probes.ts';
import { probeFixtures, type Probe } from './probes/probe-fixtures.ts';
import { readingProbes } from './probes/reading-probes.ts';

export type { Probe } from './probes/probe-fixtures.ts';

/** The library and accounts the probes read, made through the API where it can, then every probe in order. */
export async function probesFor(t: Awaited<ReturnType<typeof createTestApp>>): Promise<Probe[]> {
  const fixtures = await probeFixtures(t);
  return [
    ...readingProbes(fixtures),
    ...(await accountProbes(fixtures)),
    ...backOfficeProbes(fixtures),
    ...folderProbes(fixtures),
  ];
}
