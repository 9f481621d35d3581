#!/usr/bin/env bash
# npm run lint: ESLint (recommended rules, no import cycles), Prettier's layout for the web
# side and clang-format's for the C++ (configs: eslint.config.js, .prettierrc.json,
# .clang-format). `scripts/lint.sh --fix` rewrites what the formatters and ESLint can fix.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin
mapfile -t cpp < <(git ls-files '*.cpp' '*.hpp' '*.h')
if [[ ${1:-} == --fix ]]; then
  "$bin/eslint" --fix .
  "$bin/prettier" --write --log-level warn .
  clang-format -i "${cpp[@]}"
  exit 0
fi
"$bin/eslint" .
"$bin/prettier" --check --log-level warn .
clang-format --dry-run --Werror "${cpp[@]}"
echo "lint: clean"
