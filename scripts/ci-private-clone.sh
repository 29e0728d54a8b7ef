#!/usr/bin/env bash
# A newcomer's first run, as root, from a private folder: clone the repository into a fresh
# 0700 folder under /root, `npm ci`, `npm start` with the defaults, and wait for /api/health.
# PostgreSQL runs as the `postgres` user there, who may not enter that folder (docs/decisions/
# 0011-embedded-postgres-from-private-folders.md). Kills one of the server's worker processes and
# waits for the primary to replace it (0058), stops the app with SIGTERM, makes sure no process
# of it and no embedded PostgreSQL is left running, and removes what it made. Exits non-zero on
# failure.
#
#   scripts/ci-private-clone.sh                  clone the committed HEAD (what CI runs)
#   scripts/ci-private-clone.sh --working-tree   copy the working tree instead (uncommitted
#                                                changes; what .gitignore ignores is left out)
# PORT (default: a free one) and HEALTH_TIMEOUT (seconds, default 240) may be set.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
step="private-folder start"
fail() {
  echo "✖ ${step}: $*" >&2
  exit 1
}

if [ "$(id -u)" != 0 ]; then
  echo "↷ ${step}: skipped — needs root (only as root does PostgreSQL run as another user)"
  exit 0
fi

port="${PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
health_timeout="${HEALTH_TIMEOUT:-240}"
dir="$(mktemp -d /root/toolyard-newcomer-XXXXXX)"
log="$(mktemp /tmp/toolyard-newcomer-XXXXXX.log)"
# Where the server keeps the cluster of a DATA_DIR the postgres user cannot enter.
cluster="/var/lib/toolyard/$(printf '%s' "$dir/data/pg" | sha256sum | cut -c1-16)"
app_pid=""

stray_postgres() { pgrep -f -- "-D $cluster( |\$)" || true; }
# SIGNAL to the app's process group (npm, the start script, the server), never to our own.
signal_app() {
  local pgid
  pgid="$(ps -o pgid= -p "$app_pid" 2>/dev/null | tr -d ' ')"
  [ -n "$pgid" ] && [ "$pgid" != "$(ps -o pgid= -p $$ | tr -d ' ')" ] && kill "-$1" -- "-$pgid" 2>/dev/null
}

cleanup() {
  local status=$?
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    signal_app KILL || kill -KILL "$app_pid" 2>/dev/null || true
  fi
  # The server's watchdog stops PostgreSQL within seconds of its owner's death; make sure.
  for _ in $(seq 1 20); do [ -z "$(stray_postgres)" ] && break; sleep 0.5; done
  for pid in $(stray_postgres); do kill -KILL "$pid" 2>/dev/null || true; done
  rm -rf -- "$dir" "$cluster" "$cluster.log" "$cluster.owner"
  rm -f -- "$log"
  exit "$status"
}
trap cleanup EXIT

[ "$(stat -c %a "$dir")" = 700 ] || fail "$dir is not mode 0700"

echo "▶ ${step}: a fresh clone in ${dir} (0700), npm ci, npm start on port ${port}"
if [ "${1:-}" = "--working-tree" ]; then
  rsync -a --exclude=.git --filter=':- .gitignore' "$repo/" "$dir/"
  chmod 700 "$dir" # rsync gives the top folder the source's mode
else
  git clone --quiet "$repo" "$dir"
fi
[ "$(stat -c %a "$dir")" = 700 ] || fail "$dir is no longer mode 0700 after the clone"

(cd "$dir" && npm ci --no-audit --no-fund >"$log" 2>&1) || {
  tail -n 40 "$log" >&2
  fail "npm ci failed in the clone"
}

# Its own process group (setsid), so SIGTERM reaches npm, the start script and the server.
(cd "$dir" && PORT="$port" exec setsid npm start >"$log" 2>&1) &
app_pid=$!

deadline=$((SECONDS + health_timeout))
until curl -fsS "http://127.0.0.1:${port}/api/health" >/dev/null 2>&1; do
  if ! kill -0 "$app_pid" 2>/dev/null; then
    tail -n 40 "$log" >&2
    fail "npm start exited before /api/health answered"
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    tail -n 40 "$log" >&2
    fail "/api/health did not answer within ${health_timeout} s"
  fi
  sleep 2
done
echo "  /api/health answered: $(curl -fsS "http://127.0.0.1:${port}/api/health")"
grep -o 'The postgres user cannot [^"]*' "$log" | sed 's/^/  server: /' || true

step="private-folder worker restart"
app_pgid="$(ps -o pgid= -p "$app_pid" | tr -d ' ')"
servers="$(pgrep -g "$app_pgid" -f 'apps/server/dist/main.js' || true)"
primary=""
for pid in $servers; do
  echo "$servers" | grep -qx "$(ps -o ppid= -p "$pid" | tr -d ' ')" || primary="$pid"
done
workers() { pgrep -P "$primary" -f 'apps/server/dist/main.js' || true; }
worker_count="$(workers | wc -l)"
victim="$(workers | sed -n 1p)"
[ -n "$primary" ] && [ -n "$victim" ] || fail "no primary with worker processes found"
listened="$(grep -c '"msg":"worker listening"' "$log" || true)"
kill -KILL "$victim"
deadline=$((SECONDS + 120))
until [ "$(grep -c '"msg":"worker listening"' "$log" || true)" -gt "$listened" ] &&
  [ "$(workers | wc -l)" = "$worker_count" ] && ! workers | grep -qx "$victim" &&
  curl -fsS "http://127.0.0.1:${port}/api/health" >/dev/null 2>&1; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    tail -n 40 "$log" >&2
    fail "the worker killed (PID $victim) was not replaced within 120 s"
  fi
  sleep 1
done
echo "✔ ${step}: worker $victim killed, a new one serves ($worker_count workers)"
step="private-folder start"

signal_app TERM || fail "npm start is not in a process group of its own"
for _ in $(seq 1 60); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$app_pid" 2>/dev/null; then
  tail -n 20 "$log" >&2
  fail "npm start did not stop within 30 s of SIGTERM"
fi
app_pid=""
wait 2>/dev/null || true
for _ in $(seq 1 20); do [ -z "$(stray_postgres)" ] && break; sleep 0.5; done
[ -z "$(stray_postgres)" ] || fail "the embedded PostgreSQL was still running after the app stopped"
# The start script leaves just after the primary, which leaves after its workers.
for _ in $(seq 1 20); do [ -z "$(pgrep -g "$app_pgid" || true)" ] && break; sleep 0.5; done
[ -z "$(pgrep -g "$app_pgid" || true)" ] || fail "processes of the app were left running: $(pgrep -g "$app_pgid" | tr '\n' ' ')"
echo "✔ ${step}: started from a private folder and stopped cleanly"
