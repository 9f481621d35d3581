// @ts-check
// The Chromium side shared by the WASM benchmarks: Vite builds of bench/wasm/chromium,
// the benchmark page opened in Debian's headless Chromium, and CPU time of Chromium's
// processes (pages have no CPU clock; /proc has one per process).
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { root } from './common.mjs';

/** CPU seconds (user + system) of all descendants of a process (here: Chromium's processes), from /proc. @param {number} rootPid */
export function chromiumCpuSeconds(rootPid) {
  /** @type {Map<number, { ppid: number, ticks: number }>} */
  const procs = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(d), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // exited meanwhile
    }
  }
  let ticks = 0;
  for (const [p, info] of procs) {
    if (p === rootPid) continue;
    for (let q = p, hops = 0; q > 1 && hops < 20; q = procs.get(q)?.ppid ?? 0, hops++)
      if (q === rootPid) {
        ticks += info.ticks;
        break;
      }
  }
  return ticks / 100; // USER_HZ
}

// Exact names first: 'sudoku-lab' would also match 'sudoku-lab/solver' as a prefix.
const alias = [
  { find: 'sudoku-lab-raw', replacement: `${root}pkg/wasm/sudoku.mjs` },
  { find: /^sudoku-lab\/solver$/, replacement: `${root}pkg/lib/solver.js` },
  { find: /^sudoku-lab$/, replacement: `${root}pkg/lib/index.js` },
];

/** A Vite production build of one entry of bench/wasm/chromium. @param {string} entry @param {string} outDir */
export async function viteBuild(entry, outDir) {
  await build({
    root: `${root}bench/wasm/chromium`,
    base: './',
    logLevel: 'error',
    resolve: { alias },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: `${root}bench/wasm/chromium/${entry}` },
    },
  });
}

/**
 * The benchmark page (bench/wasm/chromium/main.js) built, served and opened; it exposes
 * window.setData(lines) and window.run(mode, reps) -> wall seconds.
 */
export async function openBenchPage() {
  const benchDir = `${root}build/bench-chromium/bench`;
  await viteBuild('index.html', benchDir);
  const server = await serve(benchDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && console.error(`page ${m.type()}: ${m.text()}`),
  );
  await page.goto(server.url);
  await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: 60000 });
  return {
    page,
    version: browser.version(),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
