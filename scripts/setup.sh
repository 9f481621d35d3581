#!/usr/bin/env bash
# Installs what the build and tests need when it is missing: Debian packages first, then
# npm packages. Safe to run again; it only installs what is absent.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, by the command or file that proves each is present.
declare -A need=(
  [cmake]=cmake [g++]=g++ [make]=make [node]=nodejs [npm]=npm [emcc]=emscripten [chromium]=chromium
  [/usr/include/catch2/catch.hpp]=catch2 [/usr/include/eigen3/Eigen/Core]=libeigen3-dev
  [clang++]=clang [/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a]=libclang-rt-14-dev
  [/usr/bin/time]=time [clang-format]=clang-format [/usr/include/nlohmann/json.hpp]=nlohmann-json3-dev [minisat]=minisat
)
missing=()
for probe in "${!need[@]}"; do
  if [[ $probe == /* ]]; then [[ -e $probe ]] || missing+=("${need[$probe]}")
  else command -v "$probe" > /dev/null || missing+=("${need[$probe]}"); fi
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# npm packages (the web API, app and their tests), once package.json exists.
if [[ -f package.json ]]; then
  if [[ ! -d node_modules || package.json -nt node_modules/.package-lock.json ]]; then
    echo "setup: npm install"
    npm install --no-audit --no-fund --loglevel=error
  fi
  # The package tests install the packed tarball offline into empty projects
  # (tests/package/consumer.mjs), so npm resolves sudoku-lab's own dependencies (lz-string)
  # from its cache. That needs their full registry metadata, which the install above, going by
  # package-lock.json, does not store: on a fresh machine those installs failed (ENOTCACHED).
  # --prefer-offline: no request once the cache holds it.
  mapfile -t deps < <(node -p "Object.entries(require('./package.json').dependencies ?? {}).map(([n, v]) => n + '@' + v).join('\n')")
  if ((${#deps[@]})) && [[ -n ${deps[0]} ]]; then
    npm cache add "${deps[@]}" --prefer-offline --loglevel=error \
      || echo "setup: warning: npm could not cache ${deps[*]}; the package tests install them offline"
  fi
fi
