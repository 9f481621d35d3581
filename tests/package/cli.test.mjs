// @ts-check
// `sudoku-lab ...` from the packed tarballs against the native CLI (build/native): the same
// arguments and input give the same stdout, stderr and exit code, byte for byte, for every
// command -- stdin piped or '-', FILE arguments, usage errors, a missing file, fixed seeds.
// Most comparisons run the installed bin, node_modules/.bin/sudoku-lab, which is what
// `npx sudoku-lab` runs in such a project; npx itself runs a large piped batch, a drawn seed and
// the fetch on demand below (each npx start costs npm about 0.9 CPU-s more than the bin's).
// The tool is the package sudoku-lab-cli, which sudoku-lab's bin runs: installed beside it
// (offline, from the local tarballs), or fetched on demand as `npx sudoku-lab` does on a
// machine that has neither (from a local registry serving the tarballs). A web project
// that installs sudoku-lab gets no CLI .wasm.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { cliPath, dataDir, hardest, puzzles, root } from '../wasm/helpers.mjs';
import { installTarball } from './consumer.mjs';
import { serveRegistry } from './registry.mjs';

/** @type {string} */
let dir;
/** @type {{ main: string, cli: string }} */
let tarballs;
before(() => {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run scripts/build.sh first`);
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-cli-'));
  tarballs = installTarball(dir, { cli: true });
});
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs a command line; stdout, stderr, exit code.
 * @param {string} command @param {string[]} args @param {string | undefined} input
 */
function run(command, args, input) {
  const r = spawnSync(command, args, {
    cwd: dir,
    input: input ?? '',
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** Native and the installed bin side by side; returns the bin's run after comparing. @param {string[]} args @param {string} [input] */
function same(args, input) {
  const native = run(cliPath, args, input);
  const installed = run(join(dir, 'node_modules', '.bin', 'sudoku-lab'), args, input);
  assert.deepEqual(installed, native, `sudoku-lab ${args.join(' ')}`);
  return installed;
}

// npm's own warnings (e.g. about the user's npmrc) are not the CLI's output.
const NPX = ['--offline', '--loglevel=error'];

const lines = (/** @type {string[]} */ ps) => ps.join('\n') + '\n';
const top = puzzles('top95.txt').slice(0, 30);

test('solve: stdin, -, FILE, methods and parameters, a bad line (exit 1), a large piped batch', () => {
  assert.equal(same(['solve'], lines(top)).status, 0);
  same(['solve', '-'], lines([...top.slice(0, 3), '12x', '..7.....7' + '.'.repeat(72), '.'.repeat(81)]));
  assert.equal(same(['solve', '-'], lines(['12x'])).status, 1);
  same(['solve', '--method', 'candidates-mrv', join(dataDir, 'hardest11.txt')]);
  same(['solve', '--method', 'backtrack', '--param', 'node_limit=50', join(dataDir, 'top95.txt')]);
  same(
    ['solve', '--method', 'ga-liu', '--seed', '3', '--param', 'max_generations=200'],
    lines(puzzles('easy50.txt').slice(0, 2)),
  );
  // Thousands of lines through a pipe both ways.
  const big = run('npx', [...NPX, 'sudoku-lab', 'solve'], lines(puzzles('17clue_first2000.txt')));
  assert.deepEqual(big, run(cliPath, ['solve'], lines(puzzles('17clue_first2000.txt'))));
  assert.equal(big.stdout.split('\n').length, 2001);
});

test('count and validate', () => {
  same(['count', '--limit', '5'], lines([...top.slice(0, 5), '.'.repeat(81), hardest.replace('8', '.')]));
  same(['count', join(dataDir, 'hardest11.txt')]);
  same(['validate'], lines([...top.slice(0, 3), '12x', '..7.....7' + '.'.repeat(72), 'x'.repeat(81)]));
  same(['validate', join(dataDir, 'seeds.txt')]);
});

test('rate: by techniques (with steps), by givens, by ga with a seed', () => {
  same(['rate'], lines(puzzles('graded/qqwing_expert.txt').slice(0, 10)));
  same(['rate', '--by', 'techniques', '--steps', '-'], lines([hardest]));
  same(['rate', '--by', 'givens', join(dataDir, 'hardest11.txt')]);
  same(['rate', '--by', 'ga', '--runs', '2', '--seed', '4'], lines(puzzles('graded/qqwing_simple.txt').slice(0, 1)));
  same(['rate'], lines(['.'.repeat(81)]));
});

test('hint and methods', () => {
  const h = run(cliPath, ['solve'], lines([hardest])).stdout.trim();
  const entries = [...hardest].map((c, i) => (c !== '0' ? c : i % 4 === 0 ? h[i] : '.')).join('');
  const wrong = entries.replace(/\./, h[entries.indexOf('.')] === '1' ? '2' : '1');
  same(['hint'], lines([hardest, `${hardest} ${entries}`, `${hardest} ${wrong}`]));
  same(['hint', '--reveal', '-'], lines([`${hardest} ${wrong}`]));
  same(['methods']);
});

test('generate: npx sudoku-lab generate --difficulty hard --count 3 --seed 5, and other options', () => {
  const r = same(['generate', '--difficulty', 'hard', '--count', '3', '--seed', '5']);
  assert.equal(r.status, 0);
  const made = r.stdout.trim().split('\n');
  assert.equal(made.length, 3);
  for (const p of made) assert.match(p, /^[1-9.]{81}$/);
  // Each has exactly one solution and rates hard (native counter and rater).
  assert.deepEqual(run(cliPath, ['count'], lines(made)).stdout, '1\n1\n1\n');
  for (const line of run(cliPath, ['rate'], lines(made)).stdout.trim().split('\n')) assert.match(line, / hard$/);
  same(['generate', '--symmetry', 'rot180', '--seed', '2', '--count', '2', '--with-solution']);
  same(['generate', '--terminal', 'ga', '--seed', '1']);
  same(['generate', '--givens', '5', '--seed', '1']);
  // Clue levels, raw grids, text seeds; `--level` names its replacements.
  same(['generate', '--clue-level', '22-27', '--raw', '--seed', 'a text seed']);
  same(['generate', '--clue-level', '20-24', '--symmetry', 'mirror', '--seed', '9', '--count', '2']);
  assert.equal(same(['generate', '--level', '3']).status, 2);
  // No --seed: a random seed, reported on stderr, that reproduces the puzzle natively.
  const drawn = run('npx', [...NPX, 'sudoku-lab', 'generate'], '');
  const m = /^seed (\d+)\n$/.exec(drawn.stderr);
  assert.ok(m, drawn.stderr);
  assert.equal(run(cliPath, ['generate', '--seed', m[1] ?? ''], '').stdout, drawn.stdout);
});

test('usage errors (exit 2, stderr), help, version, a missing file', () => {
  for (const args of [
    [],
    ['bogus'],
    ['solve', '--method'],
    ['solve', '--method', 'nope', '-'],
    ['count', '--limit', 'x'],
    ['rate', '--by', 'stars'],
    ['generate', '--symmetry', 'spiral'],
    ['solve', 'a', 'b'],
  ]) {
    const r = same(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.notEqual(r.stderr, '');
  }
  assert.equal(same(['--help']).status, 0);
  assert.equal(same(['solve', '--help']).status, 0);
  // One version for both packages and both builds: package.json's (CMake passes it in).
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.deepEqual(same(['--version']), { stdout: `sudoku-lab ${version}\n`, stderr: '', status: 0 });
  const missing = same(['solve', join(dir, 'no-such-file.txt')]);
  assert.notEqual(missing.status, 0);
  assert.match(missing.stderr, /no-such-file\.txt/);
  // Through npx too: its exit code and stderr are the tool's.
  const args = ['rate', '--by', 'stars'];
  assert.deepEqual(run('npx', [...NPX, 'sudoku-lab', ...args], ''), run(cliPath, args, ''));
});

/** Every file name under dir, recursively. @param {string} d @returns {string[]} */
const filesUnder = (d) => readdirSync(d, { recursive: true, encoding: 'utf8' });

test('a web project installing sudoku-lab gets no CLI .wasm; sudoku-lab-cli has it and runs as npx sudoku-lab-cli', () => {
  const web = mkdtempSync(join(tmpdir(), 'sudoku-lab-web-'));
  try {
    writeFileSync(join(web, 'package.json'), JSON.stringify({ name: 'web', private: true, type: 'module' }));
    const r = spawnSync(
      'npm',
      ['install', tarballs.main, '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
      { cwd: web, encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
    const installed = filesUnder(join(web, 'node_modules'));
    assert.ok(installed.some((f) => f.endsWith('sudoku.wasm')));
    assert.deepEqual(
      installed.filter((f) => /sudoku-cli|sudoku-lab-cli/.test(f)),
      [],
    );
  } finally {
    rmSync(web, { recursive: true, force: true });
  }
  assert.ok(filesUnder(join(dir, 'node_modules/sudoku-lab-cli')).some((f) => f.endsWith('sudoku-cli.wasm')));
  const args = ['generate', '--seed', '11', '--count', '2'];
  assert.deepEqual(run('npx', [...NPX, 'sudoku-lab-cli', ...args], ''), run(cliPath, args, ''));
});

test('npx sudoku-lab on a machine without either package: fetches sudoku-lab, which fetches sudoku-lab-cli at its version', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'sudoku-lab-npx-'));
  // sudoku-lab's run-time dependencies (lz-string), packed from node_modules: the registry serves them too.
  const dependencies = Object.keys(
    JSON.parse(spawnSync('tar', ['xzOf', tarballs.main, 'package/package.json'], { encoding: 'utf8' }).stdout)
      .dependencies ?? {},
  ).map((name) =>
    join(
      empty,
      spawnSync('npm', ['pack', join(root, 'node_modules', name), '--pack-destination', empty, '--silent'], {
        encoding: 'utf8',
      })
        .stdout.trim()
        .split('\n')
        .pop() ?? '',
    ),
  );
  const registry = await serveRegistry([tarballs.main, tarballs.cli, ...dependencies]);
  try {
    mkdirSync(join(empty, 'project'));
    // Its own npm cache, so nothing installed before counts; the registry reaches every npm
    // started below through the environment. Async: the registry answers from this process.
    const env = {
      ...process.env,
      npm_config_registry: `${registry.url}/`,
      npm_config_cache: join(empty, 'cache'),
      npm_config_update_notifier: 'false',
    };
    const args = ['generate', '--difficulty', 'hard', '--seed', '5', '--count', '2'];
    const { stdout, stderr } = await promisify(execFile)('npx', ['--yes', '--loglevel=error', 'sudoku-lab', ...args], {
      cwd: join(empty, 'project'),
      env,
      encoding: 'utf8',
    });
    const native = run(cliPath, args, '');
    assert.deepEqual({ stdout, stderr }, { stdout: native.stdout, stderr: native.stderr });
    const version = JSON.parse(
      spawnSync('tar', ['xzOf', tarballs.cli, 'package/package.json'], { encoding: 'utf8' }).stdout,
    ).version;
    for (const name of ['sudoku-lab', 'sudoku-lab-cli']) {
      assert.ok(registry.requests.includes(`/${name}`), `${name} was fetched`);
      assert.ok(registry.requests.includes(`/${name}/-/${name}-${version}.tgz`), `${name} ${version} was fetched`);
    }
  } finally {
    await registry.close();
    rmSync(empty, { recursive: true, force: true });
  }
});
