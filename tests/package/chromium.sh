#!/usr/bin/env bash
# Debian's Chromium (/usr/bin/chromium) for the tests, with its per-window omnibox popup off.
# A new browser context opens a headless window, and Chromium 15x preloads that window's
# omnibox popup (a chrome:// WebUI page in a renderer of its own): about 1.7 of the 2.5
# CPU-s a fresh context costs on a 2-core machine, and the browser tests open over a hundred.
# Chromium keeps only the last --disable-features switch, and Playwright passes its own, so
# every such switch given is merged into one with the popup's features added.
off=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
args=()
for a in "$@"; do
  case $a in
    --disable-features=*) IFS=, read -ra more <<< "${a#*=}" && off+=("${more[@]}") ;;
    *) args+=("$a") ;;
  esac
done
IFS=,
exec /usr/bin/chromium "${args[@]}" "--disable-features=${off[*]}"
