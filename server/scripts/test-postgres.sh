#!/usr/bin/env bash
# The server's tests on PostgreSQL: every test file that opens its database through test/test-database.ts, with
# DATABASE_URL naming a PostgreSQL database (jest's global setup migrates a template there; each test copies it).
# With DATABASE_URL already a postgres:// URL (a user that may create databases), that server is used; otherwise a
# throwaway cluster is made in a temporary folder, listening only on a socket there, and removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each statement is a round trip over a socket, not a call into an in-memory SQLite: the heaviest tests (the demo
# seed imports eight shops' 90 days) take several times longer, hence a longer time limit per test.
run_tests() {
  DATABASE_URL="$1" npx jest --testTimeout=120000 --findRelatedTests test/test-database.ts "${@:2}"
}

if [[ "${DATABASE_URL:-}" =~ ^postgres(ql)?:// ]]; then
  run_tests "$DATABASE_URL" "$@"
  exit
fi

bin=""
for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r) "$(pg_config --bindir 2>/dev/null || true)"; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
    bin="$candidate"
    break
  fi
done
if [ -z "$bin" ]; then
  echo "test:server:pg: no PostgreSQL server found (initdb and pg_ctl). Install it, e.g. 'apt-get install postgresql'" >&2
  echo "on Debian or Ubuntu (CI does), or set DATABASE_URL=postgres://user@host/database of a user who may create databases." >&2
  exit 1
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/uyut-pg-XXXXXX")"
# PostgreSQL refuses to run as root: as root (CI), the cluster belongs to the postgres user the Debian package made.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# A disposable cluster: no durability (fsync, full pages), connections for both jest workers' pools.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-k $dir -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
"$bin/psql" -h "$dir" -U postgres -d postgres -q -c 'create database uyut_test'
echo "test:server:pg: PostgreSQL $("$bin/postgres" -V | awk '{print $3}') in $dir"
run_tests "postgresql://postgres@localhost/uyut_test?host=$dir" "$@"
