import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const e2e = inject('e2e');
/** For `describe.skipIf(skipE2e)`: true when the run has no browser (the setup printed one SKIPPED line). */
export const skipE2e = e2e.skip;

export function baseUrl(): string {
  if (e2e.skip) throw new Error('e2e skipped');
  return e2e.baseUrl;
}

export function e2eData() {
  if (e2e.skip) throw new Error('e2e skipped');
  return e2e.data;
}

/** The folder where the test SMTP server keeps the platform's e-mails (support/mail-catcher.ts). */
export function mailDir(): string {
  if (e2e.skip) throw new Error('e2e skipped');
  return e2e.mailDir;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh page (own storage) at a given width: 375 for phones, 1280 for desktops. */
export async function openPage(browser: Browser, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(path);
  await waitForApp(page);
  return page;
}

/**
 * Moves to another address inside the running app, as a click on a link does: the browser loads that page's data
 * itself, so a test can slow it down or make it fail (a page loaded from the server arrives with its data). The
 * router follows the history's popstate, the event it listens to.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Waits until React has taken over the page: a server-rendered page is visible (and clickable) before its script
 * has run, and a click that early does nothing, for a test as for a person on a slow phone.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** axe-core in the page: returns the serious and critical violations (there should be none). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours are measured at rest: a dialog still fading in (Mantine's 200 ms transition) has a title that is, for a
  // moment, grey on grey, and on a fast machine the dialog's data arrived before the fade had ended. Finite
  // transitions and animations are awaited; endless ones (a skeleton's pulse, a spinner) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than injected as a <script>: the server's CSP (its own files and one loader, by hash) rightly
  // blocks any other inline script.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document) => Promise<{
            violations: Array<{
              id: string;
              impact: string;
              help: string;
              nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        // The first node's markup and axe's reason name the culprit; a class name alone rarely does.
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} node(s), first ${JSON.stringify(violation.nodes[0]?.target)} ${violation.nodes[0]?.html.slice(0, 200) ?? ''} ${violation.nodes[0]?.failureSummary ?? ''}`,
    );
}

/** True when the page scrolls sideways: content wider than the viewport (a responsive layout bug). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The elements that stick out past the right edge of the viewport, named so a failing test says which. */
export async function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 1 && element.getClientRects().length > 0,
      )
      .filter((element) => !element.closest('[aria-hidden="true"], [data-position], .mantine-Popover-dropdown'))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 40)}"`,
      )
      .slice(0, 10),
  );
}
