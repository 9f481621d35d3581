// The npm packages' manifests as scripts/stage-package.mjs writes them: sudoku-lab's
// package.json without the repository-only fields (scripts, devDependencies), and
// sudoku-lab-cli's web/cli-package/package.json completed with the main package's version and
// shared metadata, so both packages are always released at one version.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const readJson = (/** @type {string} */ f) => JSON.parse(readFileSync(join(root, f), 'utf8'));

/** The two manifests: `main` (sudoku-lab) and `cli` (sudoku-lab-cli). */
export function packageManifests() {
  const { scripts: _scripts, devDependencies: _dev, ...main } = readJson('package.json');
  const cli = readJson('web/cli-package/package.json');
  const { version, license, author, repository, bugs, type, engines } = main;
  return {
    main,
    cli: {
      name: cli.name,
      version,
      description: cli.description,
      license,
      author,
      repository,
      bugs,
      type,
      engines,
      ...cli,
    },
  };
}
