#!/usr/bin/env bash
# `npm test`: every test of the project, from a fresh clone.
#   1. static checks (types, lint, formatting)
#   2. production build (the end-to-end tests drive it)
#   3. unit and integration tests, server tests on SQLite
#   4. the server tests again on a real PostgreSQL that this script installs and starts
#   5. end-to-end tests in Debian's Chromium (installed when missing)
# Ends with one line "N passed, N failed" summing every runner.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results=$(mktemp -d)
status=0

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
fail() { echo "FAILED: $*" >&2; status=1; }

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  echo "Chromium is missing: installing Debian's chromium package"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
}

step "types, lint, formatting"
npm run --silent typecheck || fail typecheck
npx eslint . --max-warnings 0 || fail lint
npx prettier --check . >/dev/null || { npx prettier --check . | tail -20; fail formatting; }

step "build"
npm run --silent build || { fail build; echo "0 passed, 1 failed"; exit 1; }

step "unit and integration tests (SQLite)"
npx vitest run --project contract --project demo-data --project analysis --project server --project web \
  --reporter=default --reporter=json --outputFile.json="$results/unit.json" || fail "unit tests"

step "server tests on PostgreSQL"
pg_env=$(bash scripts/postgres-test-server.sh start) || { fail "PostgreSQL start"; pg_env=""; }
if [ -n "$pg_env" ]; then
  eval "$pg_env"
  trap 'bash "$root/scripts/postgres-test-server.sh" stop "$PG_TEST_DIR"' EXIT
  # Only the files whose behaviour depends on the dialect (apps/server/src/test/README.md).
  SERVER_TESTS=dialect-dependent TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$results/postgres.json" || fail "PostgreSQL tests"
fi

step "end-to-end tests (Chromium)"
ensure_chromium || fail "Chromium install"
npx vitest run --project e2e \
  --reporter=default --reporter=json --outputFile.json="$results/e2e.json" || fail "end-to-end tests"

step "summary"
node scripts/test-summary.mjs "$results"/*.json || status=1
exit $status
