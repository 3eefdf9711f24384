#!/usr/bin/env bash
# A throw-away PostgreSQL server for the tests that need one (reference-api/live-processes.test.ts):
# Debian's server binaries, a new cluster in a temporary folder, trust on loopback, a free port.
# Prints the lines to eval:  eval "$(bash scripts/postgres-for-tests.sh)"
# which export TEST_POSTGRES_URL and define stop_test_postgres (stops the server, removes the folder).
# Needs Debian's package `postgresql` (apt-get install -y postgresql); run as root or as postgres.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  echo "no PostgreSQL server here: apt-get install -y postgresql" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/test-postgres-XXXXXX)
# The server refuses to run as root: the cluster belongs to the postgres user.
as_postgres=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_postgres=(runuser -u postgres --)
fi
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"${as_postgres[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1
"${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
echo "export TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:$port/postgres"
echo "stop_test_postgres() { ${as_postgres[*]} $bin/pg_ctl -D $dir/data -m fast stop >/dev/null; rm -rf $dir; }"
