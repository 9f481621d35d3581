// @ts-check
// Time from import to an interactive <sudoku-board> in Chromium, as a site embeds it: a page on
// one origin imports pkg/lib/element.js from another (a CDN stand-in serving the files as
// published, each module its own request), adds a board, and waits until the board shows its
// puzzle in play (every cell drawn, the givens in place: taps and keys now act; one tap and one
// key are then sent to check, untimed). Two boards: `puzzle=` (the page names the puzzle: the
// engine still loads to validate it) and `daily` (the engine generates today's puzzle). Each
// load is cold (a new context, the HTTP cache off); the two take turns within each run; one
// warm-up run is dropped; medians of the runs, wall time (a page has no CPU clock), CPU at 1x
// unless --throttle N. Usage: node bench/package/element.mjs [--runs N] [--throttle N]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveHost } from '../../tests/package/hosting-server.mjs';
import { loadAverage, median, parseArgs, root, table } from '../harness/harness.mjs';
import { coldPage, launch } from './pages.mjs';

const args = parseArgs(['runs', 'throttle'], 'node bench/package/element.mjs [--runs N] [--throttle N]');
const runs = args.number('runs', 10);
const throttle = args.number('throttle', 1);
const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';

const cdn = await serveHost(root, { cors: true });
const siteDir = mkdtempSync(join(tmpdir(), 'sudoku-lab-element-bench-'));
/** @type {Record<string, string>} */
const boards = { puzzle: `puzzle="${SEED}"`, daily: 'daily="today" difficulty="medium"' };
for (const [name, attrs] of Object.entries(boards))
  writeFileSync(
    join(siteDir, `${name}.html`),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${name}</title></head><body>
<script type="module">
const out = {};
try {
  const t0 = performance.now();
  await import('${cdn.url}pkg/lib/element.js');
  out.imported = performance.now() - t0;
  const host = document.createElement('div');
  host.innerHTML = '<sudoku-board ${attrs}></sudoku-board>';
  const board = host.firstElementChild;
  document.body.append(host);
  // Interactive: the board in play with its puzzle drawn (81 cells, givens shown).
  await new Promise((resolve) => {
    const ready = () => {
      const cells = board.shadowRoot?.querySelectorAll('[data-cell]') ?? [];
      return cells.length === 81 && board.shadowRoot.querySelectorAll('[data-cell].given').length >= 17 && board.game?.mode === 'play';
    };
    if (ready()) return resolve();
    const watch = new MutationObserver(() => ready() && (watch.disconnect(), resolve()));
    const attach = () => board.shadowRoot ? watch.observe(board.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true }) : requestAnimationFrame(attach);
    attach();
  });
  out.interactive = performance.now() - t0;
  out.puzzle = [...board.shadowRoot.querySelectorAll('[data-cell]')].map((c) => (c.classList.contains('given') ? c.textContent : '.')).join('');
} catch (e) {
  out.error = String(e && e.stack || e);
}
window.__result = out;
window.__done = true;
</script></body></html>
`,
  );
const site = await serveHost(siteDir);
const browser = await launch();
/** @type {Record<string, { imported: number[], interactive: number[], errors: string[] }>} */
const times = Object.fromEntries(Object.keys(boards).map((k) => [k, { imported: [], interactive: [], errors: [] }]));
const loadBefore = loadAverage();
try {
  for (let i = 0; i <= runs; i++)
    for (const name of Object.keys(boards)) {
      const m = times[name];
      if (!m) continue;
      const { ctx, page, cdp, problems } = await coldPage(browser);
      try {
        if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        await page.goto(`${site.url}${name}.html`);
        await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: 60000 });
        const r = await page.evaluate(() => /** @type {any} */ (window).__result);
        if (r.error || problems.length) {
          m.errors.push(r.error ?? problems.join('; '));
          continue;
        }
        // Untimed: the board takes a tap and a digit.
        const empty = r.puzzle.indexOf('.');
        await page.locator(`sudoku-board [data-cell="${empty}"]`).click();
        await page.keyboard.press('Digit5');
        const placed = await page.locator(`sudoku-board [data-cell="${empty}"]`).innerText();
        if (placed.trim() !== '5') m.errors.push(`the board did not take a digit (cell ${empty} shows '${placed}')`);
        else if (i > 0) {
          m.imported.push(r.imported);
          m.interactive.push(r.interactive);
        }
      } finally {
        await ctx.close();
      }
    }
} finally {
  await browser.close();
  await site.close();
  await cdn.close();
}
const ms = (/** @type {number[]} */ xs) => (xs.length ? median(xs).toFixed(0) : '-');
const range = (/** @type {number[]} */ xs) =>
  xs.length ? `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}` : '-';
const out = table(
  'element-interactive',
  `\`<sudoku-board>\` from import() to an interactive board in Chromium ${browser.version()} (ms, wall; CPU ${throttle}x; median of ${runs} cold loads, interleaved; unbundled from a second origin)`,
  ['board', 'import() of element.js', 'import() to interactive', 'min..max', 'loads'],
);
for (const [name, m] of Object.entries(times))
  out.row([
    `\`<sudoku-board ${boards[name]}>\``,
    ms(m.imported),
    `**${ms(m.interactive)}**`,
    range(m.interactive),
    `${m.interactive.length}${m.errors.length ? `; failed ${m.errors.length}: ${m.errors[0]}` : ''}`,
  ]);
out.note(`Load average ${loadBefore} before, ${loadAverage()} after.`);
