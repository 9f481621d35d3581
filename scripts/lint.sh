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
# The three side by side (ESLint alone used one core for most of its 18 s), each one's output
# printed in turn once all have ended; the run fails if any failed.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$bin/eslint" . > "$out/eslint" 2>&1 &
eslint=$!
"$bin/prettier" --check --log-level warn . > "$out/prettier" 2>&1 &
prettier=$!
clang-format --dry-run --Werror "${cpp[@]}" > "$out/clang-format" 2>&1 &
clang=$!
failed=()
wait "$eslint" || failed+=(ESLint)
wait "$prettier" || failed+=(Prettier)
wait "$clang" || failed+=(clang-format)
cat "$out/eslint" "$out/prettier" "$out/clang-format"
if ((${#failed[@]})); then
  echo "lint: ${failed[*]} failed (output above)"
  exit 1
fi
echo "lint: clean"
