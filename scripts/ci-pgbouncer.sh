#!/usr/bin/env bash
# The API tests behind PgBouncer in transaction mode (decision 0064): Debian's pgbouncer on
# 127.0.0.1:6432 (the next free port if taken; PGBOUNCER_PORT to choose) in front of the machine's
# PostgreSQL (127.0.0.1:5432, trust): request traffic through it, session work (LISTEN, the job
# queue's locks, migrations) straight to the server. Arguments go to vitest (test files to run
# only those). Stops pgbouncer on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# The first free port from 6432 on, unless PGBOUNCER_PORT names one.
PORT="${PGBOUNCER_PORT:-6432}"
if [ -z "${PGBOUNCER_PORT:-}" ]; then
  while taken "$PORT" && [ "$PORT" -lt $((6432 + 20)) ]; do PORT=$((PORT + 1)); done
fi
SERVER_HOST=127.0.0.1
SERVER_PORT=5432

if [ ! -x /usr/sbin/pgbouncer ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "pgbouncer is not installed: apt-get install pgbouncer" >&2
    exit 1
  fi
  echo "Installing Debian's pgbouncer"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
fi

if ! pg_isready -q -h "$SERVER_HOST" -p "$SERVER_PORT"; then
  echo "The machine's PostgreSQL does not answer on $SERVER_HOST:$SERVER_PORT" >&2
  exit 1
fi
if taken "$PORT"; then
  echo "Port $PORT is taken: set PGBOUNCER_PORT to a free one" >&2
  exit 1
fi

dir="$(mktemp -d /tmp/toolyard-pgbouncer.XXXXXX)"
# pgbouncer refuses to run as root: as root, it runs as the postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then
    pid="$(cat "$dir/pgbouncer.pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$dir"
}
trap stop EXIT

# trust: no password checked, but the user must be listed. Every database name maps to the
# server (each test file makes its own). Server connections idle for 5 s close, so the databases
# of finished files do not hold the server's connections. `connect_query` gives each server
# connection the statement timeout the app's own pool sets when it connects directly.
printf '"postgres" ""\n"root" ""\n' >"$dir/users.txt"
cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$SERVER_HOST port=$SERVER_PORT connect_query='SET statement_timeout = 15000'

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/users.txt
admin_users = postgres
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
reserve_pool_size = 0
server_idle_timeout = 5
autodb_idle_timeout = 30
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF
if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"/*; fi

"${as_owner[@]}" /usr/sbin/pgbouncer -d "$dir/pgbouncer.ini"
for _ in $(seq 50); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.1
done
if ! pg_isready -q -h 127.0.0.1 -p "$PORT"; then
  echo "pgbouncer did not start:" >&2
  cat "$dir/pgbouncer.log" >&2 || true
  exit 1
fi
echo "▶ API tests behind PgBouncer $(/usr/sbin/pgbouncer --version | head -1 | cut -d' ' -f2) (transaction mode, 127.0.0.1:$PORT)"

# The cost and load batteries run on their own (as in .ci/run): they measure time, not answers.
TEST_DATABASE_URL="postgresql://postgres@$SERVER_HOST:$SERVER_PORT/test" \
  TEST_POOLER_URL="postgresql://postgres@127.0.0.1:$PORT/test" \
  npx vitest run --project server \
  --exclude '**/cost-battery.test.ts' --exclude '**/load-battery.test.ts' --exclude '**/*.timing.test.ts' "$@"
