#!/usr/bin/env bash
# `npm test`: every test of the project, from a fresh clone.
#   1. the production build (the end-to-end tests drive it), with ESLint beside it
#   2. end-to-end tests in Debian's Chromium (installed when missing), in the background from the end of the
#      build; type checking and formatting beside them, then
#   3. unit and integration tests, server tests on SQLite, and beside them
#   4. the dialect-dependent server tests on a real PostgreSQL that this script installs and starts
# Ends with one line "N passed, N failed" summing every runner.
#
# Two cores, and the suite is CPU-bound: the stages overlap so that both cores stay busy, and the priorities
# (nice) say who gets a core when several want it (decision 0027). The build and the end-to-end tests run at
# normal priority: the end-to-end tests wait on a browser and a server whose answers are checked against
# budgets, so whenever those need a core they get it and see an almost quiet machine. Everything else runs at
# nice 10 in what they leave: first the static checks (ESLint, tsc, prettier), then the unit and PostgreSQL
# tests, which start when tsc and prettier are done (ESLint, the longest, may still run beside them at the
# same priority). PostgreSQL starts in the background at once. A background stage's output is printed whole when it ends.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results=$(mktemp -d)
started=$(date +%s)
status=0

# Each step, and each background lane's end, says the seconds since the start: the stage times of a run.
step() { printf '\n\033[1m== %s ==\033[0m (%d s)\n' "$*" "$SECONDS"; }
fail() { echo "FAILED: $*" >&2; status=1; }

# Debian's chromium, and its headless shell that the end-to-end tests prefer (lighter: e2e/support/browser.ts,
# decision 0052), installed in one apt run when missing; without the shell the tests drive chromium itself.
# Japanese fonts too: without them every kanji is a blank box of one width, and the layout tests (a company
# name 7 characters a line, a result title wider than a column of 4) measure boxes, not Japanese text.
ensure_chromium() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  [ -n "$(fc-list :lang=ja 2>/dev/null)" ] || missing+=(fonts-noto-cjk)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian's ${missing[*]} (missing)"
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq || return 1
  apt_get() { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }
  # A release without the shell package still gets chromium.
  apt_get "${missing[@]}" || [ -x /usr/bin/chromium ] || apt_get chromium
}

# Runs "$@" in the background with its output in $results/<name>.log; `finish_lane <name>` waits, prints the
# output and reports a failure under that name.
declare -A lane_pids=()
start_lane() {
  local name=$1
  shift
  {
    "$@"
    local code=$?
    echo "$(($(date +%s) - started))" >"$results/$name.end"
    exit $code
  } >"$results/$name.log" 2>&1 &
  lane_pids[$name]=$!
}
finish_lane() {
  local name=$1
  wait "${lane_pids[$name]}"
  local code=$?
  cat "$results/$name.log"
  echo "($name ended at $(cat "$results/$name.end" 2>/dev/null) s)"
  return $code
}

# Installing (first time) and starting PostgreSQL waits on disk and network: it overlaps the checks.
start_lane postgres bash scripts/postgres-test-server.sh start
pg_dir() { sed -n 's/.*PG_TEST_DIR=\([^ ]*\).*/\1/p' "$results/postgres.log"; }
trap '[ -n "$(pg_dir)" ] && bash "$root/scripts/postgres-test-server.sh" stop "$(pg_dir)"' EXIT

step "build (ESLint beside it)"
start_lane lint nice -n 10 npx eslint . --max-warnings 0
npm run --silent build || build_failed=1
if [ -n "${build_failed:-}" ]; then
  fail build
  wait "${lane_pids[postgres]}" # so that the exit trap finds the server to stop
  wait "${lane_pids[lint]}"
  echo "0 passed, 1 failed"
  exit 1
fi

# The server's URL, not exported: the unit tests run on SQLite.
pg_url=""
finish_lane postgres >/dev/null && pg_url=$(sed -n 's/^export TEST_DATABASE_URL=\([^ ]*\).*/\1/p' "$results/postgres.log")

# fault-postgres-outage.e2e.ts makes a database of its own on the PostgreSQL server (skipped without one).
if ensure_chromium; then
  start_lane e2e env ${pg_url:+TEST_DATABASE_URL="$pg_url"} npx vitest run --project e2e \
    --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
else
  fail "Chromium install"
fi

step "types, lint and formatting, beside the end-to-end tests"
# After the build, tsc -b finds the packages and the server it emitted up to date (the same tsconfig files): it
# only checks, and writes nothing the end-to-end tests' server reads.
nice -n 10 npm run --silent typecheck || fail typecheck
nice -n 10 npx prettier --check --log-level warn . || fail formatting

# The server files whose behaviour depends on the dialect (apps/server/src/test/README.md), on PostgreSQL, on
# one worker beside the rest: they wait on the database more than they compute.
if [ -n "$pg_url" ]; then
  start_lane postgres-tests env SERVER_TESTS=dialect-dependent TEST_DATABASE_URL="$pg_url" nice -n 10 \
    npx vitest run --project server --maxWorkers=1 \
    --reporter=default --reporter=json --outputFile.json="$results/postgres.json"
else
  cat "$results/postgres.log"
  fail "PostgreSQL start"
fi

step "unit and integration tests (SQLite), beside the end-to-end and PostgreSQL tests"
nice -n 10 npx vitest run --project contract --project demo-data --project analysis --project server --project web \
  --reporter=default --reporter=json --outputFile.json="$results/unit.json" || fail "unit tests"

step "lint"
finish_lane lint || fail lint

step "server tests on PostgreSQL"
if [ -n "${lane_pids[postgres-tests]:-}" ]; then
  finish_lane postgres-tests || fail "PostgreSQL tests"
fi

step "end-to-end tests (Chromium)"
if [ -n "${lane_pids[e2e]:-}" ]; then
  finish_lane e2e || fail "end-to-end tests"
fi

step "summary"
node scripts/test-summary.mjs "$results"/*.json || status=1
exit $status
