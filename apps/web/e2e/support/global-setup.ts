import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, migrate } from '@batas/db';
import { freePort, startServer, type RunningServer } from '@batas/test-support';
import { chromiumAvailable, CHROMIUM_PATH } from './chromium.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { seedE2eData, type E2eData } from './e2e-data.ts';
import { startFixtureSites, type FixtureSites } from '../../../worker/test/support/fixture-sites.ts';
import { ensureWebBuild } from '../../../../scripts/lib/ensure-web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e:
      | { skip: true; reason: string }
      | {
          skip: false;
          baseUrl: string;
          data: E2eData /** where the SMTP catcher keeps received mail */;
          mailDir: string;
          /** The scrapers' mini sites (LAWPHIL_BASE_URL, ELIBRARY_BASE_URL), which a test may switch off. */
          sourceSites: { lawphil: string; elibrary: string };
        };
  }
}

let server: RunningServer | undefined;
let sites: FixtureSites | undefined;
let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
let dataDir: string | undefined;

/**
 * Once per run: build the web app, prepare a database with the tests' own data (not the demo seed),
 * start the real server on it, and hand the URL to the browser tests.
 */
export async function setup(project: TestProject) {
  if (!chromiumAvailable()) {
    const reason = `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
    if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1 but ${reason}`);
    console.log(`\nSKIPPED: end-to-end browser tests — ${reason}\n`);
    project.provide('e2e', { skip: true, reason });
    return;
  }
  ensureWebBuild({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'batas-e2e-'));
  const db = await openDatabase({ embeddedDir: join(dataDir, 'db') });
  let data: E2eData;
  try {
    await migrate(db);
    data = await seedE2eData(db);
  } finally {
    await db.close();
  }
  // The scrapers' mini copies of LawPhil and the E-Library on 127.0.0.1, so a job started from the dashboard runs.
  sites = await startFixtureSites({ remoteSwitch: true });
  // A real SMTP server for the e-mails (password reset, claim decisions); links point at the server under test.
  mail = await startMailCatcher(join(dataDir, 'received-mail'));
  const port = await freePort();
  server = await startServer({
    watchAs: 'e2e server',
    env: {
      PORT: String(port),
      SMTP_URL: mail.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Batas <no-reply@batas.test>',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
      LAWPHIL_BASE_URL: sites.baseUrls.lawphil,
      ELIBRARY_BASE_URL: sites.baseUrls.elibrary,
    },
  });
  project.provide('e2e', { skip: false, baseUrl: server.url, data, mailDir: mail.dir, sourceSites: sites.baseUrls });
}

export async function teardown() {
  await server?.stop();
  await sites?.close();
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
