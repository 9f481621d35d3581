// What the corpus builders share: their command line (a snapshot of another project's repository,
// a checkout or a bare git directory, and --commit), reading files of that snapshot, the project
// root they write under, and the ids they give puzzles.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Options that take a value, so that their value is not read as the snapshot. */
const VALUE_OPTIONS = ['--commit', '--sigh'];

/** The value after `--name` on the command line, if any. */
export function option(/** @type {string} */ name) {
  const args = process.argv.slice(2);
  return args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
}

/**
 * The snapshot named on the command line (read at --commit, HEAD by default); exits with the
 * usage line when there is none.
 * @param {string} usage
 */
export function snapshotFromArgs(usage) {
  const args = process.argv.slice(2);
  const path = args.find((a, i) => !a.startsWith('--') && !VALUE_OPTIONS.includes(args[i - 1] ?? ''));
  if (!path) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { args, ...openSnapshot(path, option('--commit') ?? 'HEAD') };
}

/**
 * Files of another project's repository: a checkout holds them, a bare git directory holds them at `commit`.
 * @param {string} path
 * @param {string} commit
 */
export function openSnapshot(path, commit) {
  const git = (/** @type {string[]} */ a) => execFileSync('git', ['--git-dir', path, ...a], { maxBuffer: 1 << 30 });
  const checkout = (/** @type {string} */ file) => existsSync(join(path, file));
  return {
    /** The commit read, short, or "working tree" for a checkout holding `probe`. */
    rev: (/** @type {string} */ probe) =>
      checkout(probe) ? 'working tree' : git(['rev-parse', '--short', commit]).toString().trim(),
    /** One file's text. */
    read: (/** @type {string} */ file) =>
      checkout(file) ? readFileSync(join(path, file), 'utf8') : git(['show', `${commit}:${file}`]).toString(),
    /** A directory holding `dirs` (for modules that import each other), and how to remove it when it is a copy. */
    extract(/** @type {string[]} */ dirs) {
      if (dirs.every(checkout)) return { dir: path, done() {} };
      const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
      execFileSync('tar', ['-x', '-C', dir], { input: git(['archive', commit, ...dirs]) });
      return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
    },
  };
}

/** A puzzle's id: its name in lower case, runs of other characters as one '-'. */
export const slug = (/** @type {string} */ s) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
