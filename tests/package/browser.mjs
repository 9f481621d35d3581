// @ts-check
// Headless Chromium (Debian's) through playwright-core, for the package test and the
// Chromium benchmark. Any console error or warning fails the page.
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Opens url, waits for window.__done, returns window.__result and the console problems.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function runPage(url, timeoutMs = 60000) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(url);
    await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: timeoutMs });
    const result = await page.evaluate(() => /** @type {any} */ (window).__result);
    return { result, problems };
  } finally {
    await browser.close();
  }
}
