#!/usr/bin/env bash
# `npm test`: every project's tests, after the builds they need, in two phases that each have the
# machine to themselves: first the backend's specs (four Jest workers, each an app on its own
# database) with the other projects' short unit tests beside them one project at a time, then the
# browser suite (three files at a time, each a server and a Chromium). Run side by side on 2 cores the
# backend and the browser suite kept a load average of 14-16: the wall clock was no shorter, and
# app start-ups and timing bounds that pass in seconds ran out after minutes (CI, stop 66).
set -uo pipefail
cd "$(dirname "$0")/.."

run_tests() { npx nx run-many -t test --excludeTaskDependencies --outputStyle=static "$@"; }
# timed NAME COMMAND...: runs it, notes its duration in a file (it may run in a pipeline's subshell).
timed() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%-40s %4d s%s\n' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo '  FAILED')" >>"$logs/durations"
  return $status
}

npx nx run-many -t build --parallel=2 --outputStyle=static || exit $?
logs=$(mktemp -d)

# The short ones' output is printed whole after the backend's, so the two do not interleave.
timed "unit tests (libraries, shell, remotes)" run_tests --exclude=@market/backend,@market/e2e --parallel=1 \
  >"$logs/short" 2>&1 &
short=$!
backend_status=0
timed "backend specs" run_tests --projects=@market/backend 2>&1 | tee "$logs/backend"
backend_status=${PIPESTATUS[0]}
short_status=0
wait "$short" || short_status=$?
cat "$logs/short"
e2e_status=0
timed "browser suite" run_tests --projects=@market/e2e 2>&1 | tee "$logs/e2e"
e2e_status=${PIPESTATUS[0]}

echo "=== npm test phases ==="
cat "$logs/durations"
# A failure's name is printed again last, after the first lines of what it said: CI keeps only
# the tail of a long output.
if ! { [ "$backend_status" -eq 0 ] && [ "$short_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]; }; then
  echo "=== why ==="
  sed 's/\x1b\[[0-9;]*m//g' "$logs"/{backend,short,e2e} |
    awk '/^ *● Console/ { n = 0 } /^ *● / && !/● Console/ { n = 10 } n > 0 { if (NF) print; n-- }' | head -40
  echo "=== failed ==="
  sed 's/\x1b\[[0-9;]*m//g' "$logs"/{backend,short,e2e} | grep -E '^ *(FAIL |● )' | grep -v '● Console' | sort -u
fi
rm -rf "$logs"
[ "$backend_status" -eq 0 ] && [ "$short_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
