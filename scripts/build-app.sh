#!/usr/bin/env bash
# Builds the web app: the WebAssembly module and the API (scripts/build-wasm.sh, skipped with
# --no-wasm when pkg/ is already built), then the Vite static site into dist/app/, then the
# service worker's lists of files to keep offline (and its cache version: a hash of them):
# the shell and the lite play engine at install, the full engines (the full one's dynamic chunk,
# worker and wasm, which the app loads only when a view needs it, and the full play module's
# worker and wasm, which the play engine loads when a call needs it) once the page is ready, in the
# background (web/src/app/engine/offline.ts), or when first fetched.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "${1:-}" == --no-wasm && -f pkg/lib/index.js ]] || scripts/build-wasm.sh
node_modules/.bin/vite build --config web/vite.config.ts
cd dist/app
mapfile -t all < <(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
# Vite names chunks after their source: lib-* (the dynamic import of pkg/lib/index.js),
# worker-* (its worker), sudoku-*.wasm (the full module; not sudoku-play-*); and the full play
# module the play engine fetches when a call needs it: play-worker-* and sudoku-play-*.wasm (not
# the lite ones, play-lite-worker-* and sudoku-play-lite-*.wasm, which the page starts on).
lazy_re='^assets/(lib-[^/]*\.js|worker-[^/]*\.js|sudoku-[A-Za-z0-9_-]{8}\.wasm|play-worker-[^/]*\.js|sudoku-play-[A-Za-z0-9_-]{8}\.wasm)$'
mapfile -t lazy < <(printf '%s\n' "${all[@]}" | grep -E "$lazy_re")
mapfile -t files < <(printf '%s\n' "${all[@]}" | grep -vE "$lazy_re")
((${#lazy[@]} == 5)) || { echo "build-app.sh: expected the full engines' 5 lazy files, found: ${lazy[*]}" >&2; exit 1; }
version=$(cat "${all[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s",' "${files[@]}")
lazylist=$(printf '"%s",' "${lazy[@]}")
sed -i "s|\[/\* FILES \*/\]|[${list%,}]|; s|\[/\* LAZY \*/\]|[${lazylist%,}]|; s|/\* VERSION \*/|${version}|" sw.js
grep -q "${version}" sw.js || { echo "build-app.sh: the service worker's file list was not written" >&2; exit 1; }
