#!/usr/bin/env bash
# `npm test`: every project's tests, after the builds they need. The backend's specs and the browser
# suite take most of the time: they start at once, side by side, and the other projects' unit tests
# run beside them one project at a time. (Given them all, Nx starts the many short ones first, as
# libraries and remotes have more dependents, and these two last: 4 minutes more on 2 cores.)
set -uo pipefail
cd "$(dirname "$0")/.."

LONG=@market/backend,@market/e2e
run_tests() { npx nx run-many -t test --excludeTaskDependencies --outputStyle=static "$@"; }

npx nx run-many -t build --parallel=2 --outputStyle=static || exit $?

# The short ones' output is printed whole after the long ones', so the two do not interleave.
short_log=$(mktemp)
run_tests --exclude="$LONG" --parallel=1 >"$short_log" 2>&1 &
short=$!
long_log=$(mktemp)
run_tests --projects="$LONG" --parallel=2 2>&1 | tee "$long_log"
long_status=${PIPESTATUS[0]}
short_status=0
wait "$short" || short_status=$?
cat "$short_log"
# A failure's name is printed again last: CI keeps only the tail of a long output.
if ! { [ "$long_status" -eq 0 ] && [ "$short_status" -eq 0 ]; }; then
  echo "=== failed ==="
  sed 's/\x1b\[[0-9;]*m//g' "$long_log" "$short_log" | grep -E '^ *(FAIL |● )' | grep -v '● Console' | sort -u
fi
rm -f "$short_log" "$long_log"
[ "$long_status" -eq 0 ] && [ "$short_status" -eq 0 ]
