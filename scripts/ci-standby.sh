#!/usr/bin/env bash
# The API tests with a streaming read replica (decision 0064): a real standby of the machine's
# PostgreSQL (pg_basebackup -R), hot, on 127.0.0.1:5433 (the next free port if taken; STANDBY_PORT
# to choose) in a temporary folder. First the API tests with their reads that tolerate a replica
# sent to it (each test file's database reaches the standby by replication), then on their own
# the tests that delay the standby's replay (test/replicas/read-your-writes.test.ts: a delay would
# hold up every other file). Arguments go to the first run's vitest (test files to run only
# those). The standby is stopped and removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# The first free port from 5433 on, unless STANDBY_PORT names one.
PORT="${STANDBY_PORT:-5433}"
if [ -z "${STANDBY_PORT:-}" ]; then
  while taken "$PORT" && [ "$PORT" -lt $((5433 + 20)) ]; do PORT=$((PORT + 1)); done
fi
SERVER_HOST=127.0.0.1
SERVER_PORT=5432
VERSION="$(ls /etc/postgresql | sort -V | tail -1)"
BIN="/usr/lib/postgresql/$VERSION/bin"
HBA="/etc/postgresql/$VERSION/main/pg_hba.conf"
EXCLUSIVE='**/replicas/read-your-writes.test.ts'

if [ "$(id -u)" != 0 ]; then
  echo "Run as root: the standby runs as the postgres user, and the primary's pg_hba.conf may need a line" >&2
  exit 1
fi
if ! pg_isready -q -h "$SERVER_HOST" -p "$SERVER_PORT"; then
  echo "The machine's PostgreSQL does not answer on $SERVER_HOST:$SERVER_PORT" >&2
  exit 1
fi
if taken "$PORT"; then
  echo "Port $PORT is taken: set STANDBY_PORT to a free one" >&2
  exit 1
fi

# A fresh machine's PostgreSQL takes no replication connection: allow it from this machine.
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$HBA"; then
  echo "Allowing replication connections from 127.0.0.1 in $HBA"
  echo 'host replication all 127.0.0.1/32 trust' >>"$HBA"
  psql -q -h "$SERVER_HOST" -p "$SERVER_PORT" -U postgres -d postgres -c 'select pg_reload_conf()' >/dev/null
fi

dir="$(mktemp -d /tmp/toolyard-standby.XXXXXX)"
chown postgres: "$dir"
as_postgres=(runuser -u postgres --)

stop() {
  if [ -f "$dir/data/postmaster.pid" ]; then
    "${as_postgres[@]}" "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap stop EXIT

echo "▶ Making a streaming standby of $SERVER_HOST:$SERVER_PORT on 127.0.0.1:$PORT"
# -R: standby.signal and primary_conninfo; -X stream: the WAL written meanwhile comes along.
"${as_postgres[@]}" "$BIN/pg_basebackup" -h "$SERVER_HOST" -p "$SERVER_PORT" -U postgres \
  -D "$dir/data" -R -X stream -c fast
# Debian keeps the configuration outside the data folder: the standby gets its own. Feedback keeps
# the primary from removing rows a standby's query still reads (fewer replay conflicts).
cat >"$dir/data/postgresql.conf" <<EOF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
hot_standby = on
hot_standby_feedback = on
max_connections = 200
shared_buffers = 64MB
EOF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/data/pg_hba.conf"
: >"$dir/data/pg_ident.conf"
chown postgres: "$dir/data/postgresql.conf" "$dir/data/pg_hba.conf" "$dir/data/pg_ident.conf"
"${as_postgres[@]}" "$BIN/pg_ctl" -D "$dir/data" -l "$dir/standby.log" -w -t 60 start >/dev/null

standby() { psql -qAt -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "$1" 2>/dev/null || true; }
for _ in $(seq 300); do
  if [ "$(standby 'select pg_is_in_recovery()')" = t ] &&
    [ "$(standby 'select status from pg_stat_wal_receiver')" = streaming ]; then
    break
  fi
  sleep 0.1
done
if [ "$(standby 'select status from pg_stat_wal_receiver')" != streaming ]; then
  echo "The standby is not streaming:" >&2
  cat "$dir/standby.log" >&2 || true
  exit 1
fi
echo "  in recovery and streaming"

export TEST_DATABASE_URL="postgresql://postgres@$SERVER_HOST:$SERVER_PORT/test"
export TEST_REPLICA_URL="postgresql://postgres@127.0.0.1:$PORT/test"

echo "▶ API tests with reads from the standby"
# The cost and load batteries run on their own (as in .ci/run): they measure time, not answers.
npx vitest run --project server \
  --exclude '**/cost-battery.test.ts' --exclude '**/load-battery.test.ts' --exclude '**/*.timing.test.ts' --exclude "$EXCLUSIVE" \
  "$@"

echo "▶ Read-your-writes against a standby whose replay is held back (alone: it delays everyone's)"
TEST_REPLICA_EXCLUSIVE=1 npx vitest run --project server apps/server/test/replicas/read-your-writes.test.ts


echo "▶ Three server processes on one database: direct, through PgBouncer, with this standby"
bash scripts/ci-pgbouncer.sh apps/server/test/cluster/three-processes.test.ts
