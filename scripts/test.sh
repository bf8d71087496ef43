#!/usr/bin/env bash
# npm test: typecheck, lint, build, then every Vitest project (unit, api, e2e) in one run,
# closing with one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
echo "== typecheck" && npx tsc --noEmit -p tsconfig.json || exit 1
echo "== lint" && npx biome check . || exit 1
echo "== build" && npm run build --silent || exit 1
mkdir -p .tmp
echo "== tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json "$@"
status=$?
node scripts/summarize-tests.mjs "${TEST_LABEL:-tests}" .tmp/vitest.json
exit $status
