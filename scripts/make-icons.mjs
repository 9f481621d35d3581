// @ts-check
// The app's PNG icons, rendered from web/public/icon.svg by Debian's Chromium at exact pixel
// sizes into web/public/ (committed: run again only when icon.svg changes). Install prompts
// want PNGs of 192 and 512 pixels; a maskable one (launchers crop it to a circle or squircle)
// has its background fill the square and the artwork inside the central 80% circle; iOS's
// home-screen icon (apple-touch-icon) is opaque, rounded by the system.
// Usage: node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/package/browser.mjs';

const dir = fileURLToPath(new URL('../web/public/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`, 'utf8');

// icon.svg's parts: a rounded square of the background colour, then the artwork on it.
const BACKGROUND =
  /^(<svg [^>]*viewBox="0 0 (\d+) \2"[^>]*>)<rect width="\2" height="\2" rx="[\d.]+" fill="([^"]+)"\/>(.*)<\/svg>\s*$/s;
const parts = svg.match(BACKGROUND);
if (!parts)
  throw new Error(
    'web/public/icon.svg: expected <svg viewBox="0 0 N N"> starting with <rect width="N" height="N" rx=".." fill=".."/>',
  );
const [, open, side, fill, art] = /** @type {string[]} */ (parts);
const n = Number(side);

/** The background filling the square (no rounded corners), the artwork scaled by `scale` about the centre. */
const fullBleed = (/** @type {number} */ scale) =>
  `${open}<rect width="${n}" height="${n}" fill="${fill}"/>` +
  `<g transform="translate(${n / 2} ${n / 2}) scale(${scale}) translate(${-n / 2} ${-n / 2})">${art}</g></svg>`;

// The artwork (the grid's white square, 3/4 of the side) scaled so its corners sit inside the
// 80% circle: half-diagonal 0.72 * 0.375 * sqrt(2) = 0.38 of the side, under the radius 0.4.
const MASKABLE_SCALE = 0.72;

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(MASKABLE_SCALE) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><body style="margin:0">${sized}</body>`);
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      omitBackground: true, // the rounded icon's corners stay transparent
    });
    // A PNG's IHDR holds the width and height at bytes 16 and 20.
    if (png.readUInt32BE(16) !== icon.size || png.readUInt32BE(20) !== icon.size)
      throw new Error(`${icon.file}: rendered ${png.readUInt32BE(16)}x${png.readUInt32BE(20)}, not ${icon.size}`);
    writeFileSync(`${dir}${icon.file}`, png);
    console.log(`web/public/${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
