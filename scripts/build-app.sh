#!/usr/bin/env bash
# Builds the web app: the WebAssembly module and the API (scripts/build-wasm.sh, skipped with
# --no-wasm when pkg/ is already built), then the Vite static site into dist/app/, then the
# service worker's list of files to keep offline (and its cache version: a hash of them).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "${1:-}" == --no-wasm && -f pkg/lib/index.js ]] || scripts/build-wasm.sh
node_modules/.bin/vite build --config web/vite.config.ts
cd dist/app
mapfile -t files < <(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cat "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s",' "${files[@]}")
sed -i "s|\[/\* FILES \*/\]|[${list%,}]|; s|/\* VERSION \*/|${version}|" sw.js
grep -q "${version}" sw.js || { echo "build-app.sh: the service worker's file list was not written" >&2; exit 1; }
