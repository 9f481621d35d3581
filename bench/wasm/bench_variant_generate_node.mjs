// @ts-check
// The variant generator in WASM in Node (the variants module, this thread) beside native, case by
// case in one run (issue 36): for each case, build/native/bench/bench_variant_generate runs its
// seeds, then this process the same seeds through variantGenerate. One call per seed 1..N, its CPU
// time (process.cpuUsage); the two sides must make the same puzzles (bench_variant_generate's
// digest of the compact lines, computed here too), so the figures compare like with like.
//   variant-generate: no difficulty; Killer 9x9 (no givens, cages 2-5), jigsaw 9x9, classic 16x16, X 9x9.
//   variant-generate-bands: each band easy..extreme for Killer 9x9, X 9x9 and jigsaw 9x9: seeds
//   found (the rest are not-found past the generator's rating bound), their times, and every
//   puzzle rated again by variantRate (outside the timing): in the band asked for, and whose
//   hardest step (highest ER) is the rating's hardest technique with exactly that band.
// Usage: node bench/wasm/bench_variant_generate_node.mjs [--seeds9 N] [--seeds16 N] [--band-seeds N] [--only generate|bands]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Sample, dec, loadAverage, parseArgs, readTables, root, table } from '../harness/harness.mjs';

const usage =
  'node bench/wasm/bench_variant_generate_node.mjs [--seeds9 N] [--seeds16 N] [--band-seeds N] [--only generate|bands]';
const args = parseArgs(['seeds9', 'seeds16', 'band-seeds', 'only'], usage);
const seeds9 = args.number('seeds9', 100);
const seeds16 = args.number('seeds16', 30);
const bandSeeds = args.number('band-seeds', 30);
const only = args.text('only', '');
if (!['', 'generate', 'bands'].includes(only)) {
  console.error(`--only takes generate or bands, not '${only}'\nusage: ${usage}`);
  process.exit(2);
}

const { default: create } = await import(`${root}pkg/wasm/sudoku-variants.mjs`);
/** @type {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} */
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku-variants.wasm`) });

/** The cases as bench_variant_generate names them, with variantGenerate's options and issue 36's bar (p95 ms in WASM). */
const cases = /** @type {const} */ ({
  killer9: { label: 'Killer 9x9, no givens', options: { variants: 'killer', size: 9 }, bar: 1000 },
  jigsaw9: { label: 'jigsaw 9x9', options: { variants: 'jigsaw', size: 9 }, bar: 200 },
  classic16: { label: 'classic 16x16', options: { variants: 'classic', size: 16 }, bar: 1000 },
  x9: { label: 'X 9x9', options: { variants: 'x', size: 9 }, bar: 0 },
});
const bands = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** The ER bands of difficulty_for (core/src/techniques/difficulty.cpp), to check the hardest step's band here. */
const bandOf = (/** @type {number} */ er) =>
  er < 1.6 ? 'easy' : er < 2.6 ? 'medium' : er < 4.5 ? 'hard' : er < 7.5 ? 'expert' : 'extreme';

/** FNV-1a (32 bits) over UTF-8 text, as bench_variant_generate's digest. @param {number} h @param {string} text */
function fnv1a(h, text) {
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 16777619) >>> 0;
  return h;
}

/** bench_variant_generate's row for one case and band. @param {string} name @param {string} band @param {number} seeds */
function native(name, band, seeds) {
  const out = execFileSync(
    `${root}build/native/bench/bench_variant_generate`,
    ['--cases', name, '--bands', band, '--seeds', String(seeds)],
    { encoding: 'utf8' },
  );
  const row = readTables(out).get('variant-generate-native')?.[0];
  if (!row) throw new Error(`bench_variant_generate gave no row for ${name} ${band}`);
  return row;
}

/**
 * Seeds 1..seeds through variantGenerate: CPU ms of each call found, the slowest not found, and with
 * a band each puzzle rated again.
 * @param {keyof typeof cases} name @param {string} band @param {number} seeds
 */
function wasm(name, band, seeds) {
  /** @type {number[]} */
  const ms = [];
  let missed = -1;
  let inBand = 0;
  let hardest = 0;
  let givens = 0;
  let digest = 2166136261;
  for (let seed = 1; seed <= seeds; seed++) {
    const options = { ...cases[name].options, seed, ...(band === 'any' ? {} : { difficulty: band }) };
    const t = process.cpuUsage();
    const g = mod.variantGenerate(/** @type {any} */ (options));
    const d = process.cpuUsage(t);
    const took = (d.user + d.system) / 1e3;
    if ('error' in g) {
      if (g.error.kind !== 'not-found') throw new Error(`${name} ${band} seed ${seed}: ${g.error.message}`);
      missed = Math.max(missed, took);
      digest = fnv1a(digest, '-\n');
      continue;
    }
    ms.push(took);
    digest = fnv1a(digest, `${g.puzzle}\n`);
    givens += g.givens;
    if (band === 'any') continue;
    const r = mod.variantRate(g.puzzle, undefined, true);
    if ('error' in r) throw new Error(`${name} ${band} seed ${seed}: rating failed: ${r.error.message}`);
    if (r.solved && r.difficulty === band) inBand++;
    const top = (r.steps ?? []).reduce(
      (/** @type {import('../../web/src/wasm/sudoku-variants.mjs').RawVariantStep | null} */ a, s) =>
        !a || s.er > a.er ? s : a,
      null,
    );
    if (r.solved && top && top.technique === r.hardest && top.er === r.er && bandOf(top.er) === band) hardest++;
  }
  return {
    sample: new Sample(ms),
    found: ms.length,
    missed,
    inBand,
    hardest,
    givens: ms.length ? givens / ms.length : 0,
    digest: digest.toString(16).padStart(8, '0'),
  };
}

// Warm-up on seeds outside the measured ones (V8 compiles the module in background threads, which cpuUsage counts).
for (const name of /** @type {(keyof typeof cases)[]} */ (Object.keys(cases)))
  for (let seed = 1e6; seed < 1e6 + 3; seed++) mod.variantGenerate({ ...cases[name].options, seed });

const load0 = loadAverage();
if (only !== 'bands') {
  const out = table(
    'variant-generate',
    `Variant generator, no difficulty: native and WASM in Node ${process.version} (CPU ms per puzzle, one call per seed 1..N)`,
    [
      'case',
      'seeds',
      'native p50',
      'native p95',
      'native max',
      'WASM p50',
      'WASM p95',
      'WASM max',
      'WASM/native p50',
      'bar (WASM p95)',
      'same puzzles',
    ],
  );
  for (const name of /** @type {(keyof typeof cases)[]} */ (['killer9', 'jigsaw9', 'classic16', 'x9'])) {
    const seeds = name === 'classic16' ? seeds16 : seeds9;
    const n = native(name, 'any', seeds);
    const w = wasm(name, 'any', seeds);
    if (Number(n.found) !== seeds || w.found !== seeds)
      throw new Error(`${name}: not every seed found (native ${n.found}, WASM ${w.found} of ${seeds})`);
    const p95 = w.sample.quantile(0.95);
    const { bar } = cases[name];
    out.row([
      cases[name].label,
      seeds,
      n['p50 ms'] ?? '-',
      n['p95 ms'] ?? '-',
      n['max ms'] ?? '-',
      dec(w.sample.median()),
      dec(p95),
      dec(w.sample.max()),
      dec(w.sample.median() / Number(n['p50 ms'])),
      bar ? `${bar} ms: ${p95 <= bar ? 'met' : '**not met**'}` : '-',
      n.digest === w.digest ? 'yes' : `**no** (${n.digest} / ${w.digest})`,
    ]);
  }
  out.note(
    `Each case runs natively (bench_variant_generate, g++ -O3) then in WASM, case after case. Killer: cages of 2-5 cells, no givens; the others dug while unique. Load average ${load0} at the start, ${loadAverage()} at the end.`,
  );
}
if (only !== 'generate') {
  const out = table(
    'variant-generate-bands',
    `Variant generator by difficulty: native and WASM in Node ${process.version} (seeds 1..${bandSeeds}; CPU ms per puzzle found; each puzzle rated again)`,
    [
      'case',
      'band',
      'found (native / WASM)',
      'native p50',
      'native p95',
      'WASM p50',
      'WASM p95',
      'WASM not found, max ms',
      'in band',
      'hardest step in band',
      'givens mean',
      'same puzzles',
    ],
  );
  let found = 0;
  let inBand = 0;
  let seen = 0;
  for (const name of /** @type {(keyof typeof cases)[]} */ (['killer9', 'x9', 'jigsaw9'])) {
    for (const band of bands) {
      const n = native(name, band, bandSeeds);
      const w = wasm(name, band, bandSeeds);
      if (Number(n['in band']) !== w.inBand || Number(n['hardest in band']) !== w.hardest)
        throw new Error(`${name} ${band}: native and WASM ratings differ (${JSON.stringify(n)}, ${JSON.stringify(w)})`);
      found += w.found;
      inBand += w.inBand;
      seen += bandSeeds;
      out.row([
        cases[name].label,
        band,
        `${n.found} / ${w.found} of ${bandSeeds}`,
        n['p50 ms'] ?? '-',
        n['p95 ms'] ?? '-',
        w.found ? dec(w.sample.median()) : '-',
        w.found ? dec(w.sample.quantile(0.95)) : '-',
        w.missed < 0 ? '-' : dec(w.missed),
        w.found ? `${w.inBand} of ${w.found} (${dec((100 * w.inBand) / w.found, 0)}%)` : '-',
        w.found ? `${w.hardest} of ${w.found}` : '-',
        dec(w.givens, 1),
        n.digest === w.digest ? 'yes' : `**no** (${n.digest} / ${w.digest})`,
      ]);
    }
  }
  out.note(
    `Over all bands: ${found} of ${seen} seeds found, ${inBand} of ${found} (${dec((100 * inBand) / found, 1)}%) in the band asked for when rated again. A seed not found is GenerateError NotFound past the generator's bound of 400 ratings (max_ratings). Killer has no givens option here, so a puzzle rated too hard is eased by givens. Load average ${load0} at the start, ${loadAverage()} at the end.`,
  );
}
