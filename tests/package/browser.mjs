// @ts-check
// Headless Chromium (Debian's) through playwright-core, for the package test and the
// Chromium benchmark. Any console error or warning fails the page.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

/**
 * Debian's Chromium through chromium.sh (beside this file), which turns off the omnibox popup
 * every new window preloads: most of a fresh context's CPU time. The tests' browser; the
 * benchmarks launch /usr/bin/chromium itself, the browser as people have it.
 */
export const chromiumPath = fileURLToPath(new URL('./chromium.sh', import.meta.url));

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' launch options. No wall-clock limit on the launch, nor (newContext below) on any
 * wait or action: a test bounds its work by counts, never by time, so a busy or slow machine
 * only makes it take longer (a hang is for CI's own limit to stop).
 */
export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs, timeout: 0 };

/**
 * A context whose waits and actions have no time limit (Playwright's default is 30 s).
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
export async function newContext(browser, options) {
  return withoutTimeLimits(await browser.newContext(options));
}

/**
 * A context (also a persistent one) whose waits and actions have no time limit.
 * @param {import('playwright-core').BrowserContext} context
 */
export function withoutTimeLimits(context) {
  context.setDefaultTimeout(0);
  return context;
}

/**
 * Opens url, waits for window.__done, returns window.__result and the console problems.
 * @param {string} url
 */
export async function runPage(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    /** @type {string[]} */
    const problems = [];
    /** Every request the page and its workers made, with when (Date.now(), as the page's own). */
    /** @type {{ url: string, at: number }[]} */
    const requests = [];
    context.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(url);
    await page.waitForFunction(() => /** @type {any} */ (window).__done === true);
    const result = await page.evaluate(() => /** @type {any} */ (window).__result);
    return { result, problems, requests };
  } finally {
    await browser.close();
  }
}
