#!/usr/bin/env bash
# Chromium for the browser tests, with every --disable-features=... merged into one: Chromium reads only the
# last, and Playwright puts its own list before the test's (tests/support/browser.ts).
args=()
disabled=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#disabled[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${disabled[*]}")")
fi
exec chromium "${args[@]}"
