#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (npm cannot download a browser here). Installs it when missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (the end-to-end tests need it)." >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
command -v chromium
