import { existsSync } from 'node:fs';

/** The system Chromium (Debian's `chromium` package); browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);
