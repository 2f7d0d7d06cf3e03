#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite on a free loopback port and prints its URL.
# Installs Debian's postgresql package first when the machine has none.
# Usage: eval "$(bash scripts/postgres-test-server.sh start)"   → exports TEST_DATABASE_URL, PG_TEST_DIR
#        bash scripts/postgres-test-server.sh stop "$PG_TEST_DIR"
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

case "${1:-start}" in
  start)
    if ! bin=$(find_bin); then
      echo "PostgreSQL is missing: installing Debian's postgresql package" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
      bin=$(find_bin)
    fi
    dir=$(mktemp -d /tmp/pg-test.XXXXXX)
    chown postgres:postgres "$dir" 2>/dev/null || true
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
    run "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_TEST_DIR=$dir PG_TEST_BIN=$bin"
    ;;
  stop)
    dir=${2:?data directory}
    bin=$(find_bin)
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m immediate stop >&2 || true; else "$bin/pg_ctl" -D "$dir/data" -m immediate stop >&2 || true; fi
    rm -rf "$dir"
    ;;
esac
