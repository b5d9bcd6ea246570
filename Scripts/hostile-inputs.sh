#!/usr/bin/env bash
# The bad-input matrix's inputs too big for the test suite, run through the release binary,
# with the time (wall clock and user CPU, the fairer on a loaded machine) and peak memory of
# each (GNU time's maximum resident set size):
#   Scripts/hostile-inputs.sh [SCALE]     SCALE 1 (default) is the full size, 0.5 half;
#   BRICKWORK_BINARY=PATH runs that binary instead of building the release one.
# Expected: each large input lays out (status 0) in time linear in its size and memory a small
# multiple of it; /dev/zero is refused at the 512 MiB input limit holding at most that much;
# 100,000-deep nesting is refused at once. Compare SCALE 0.5 and 1 to see linear time.
set -euo pipefail
cd "$(dirname "$0")/.."
scale="${1:-1}"
if [ -n "${BRICKWORK_BINARY:-}" ]; then
  binary="$BRICKWORK_BINARY" # another build, such as .build/debug/brickwork
else
  swift build -c release --product brickwork >/dev/null
  binary="$(swift build -c release --show-bin-path)/brickwork"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

count() { awk -v n="$1" -v s="$scale" 'BEGIN { printf "%d", n * s }'; }
measure() { # NAME EXPECTED-STATUS COMMAND...
  local name="$1" expected="$2"
  shift 2
  local status=0
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%e %U %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || status=$?
    read -r seconds cpu kilobytes < <(tail -n 1 "$work/time")
  else
    local start=$(date +%s.%N)
    "$@" >/dev/null 2>"$work/err" || status=$?
    seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    kilobytes="?"
    cpu="?"
  fi
  local verdict=ok
  [ "$status" = "$expected" ] || verdict="UNEXPECTED status $status"
  printf '%-44s status %s  %7s s (%s s user)  %8s KB peak  %s  %s\n' "$name" "$status" \
    "$seconds" "$cpu" "$kilobytes" "$verdict" "$(head -c 100 "$work/err" | tr '\n' ' ')"
}

items=$(count 10000000)
awk -v n="$items" 'BEGIN { print "width,height"; for (i = 0; i < n; i++) printf "%d,%d\n", 100 + i % 900, 100 + i * 7 % 1000 }' >"$work/items.csv"
measure "$items items (CSV, $(du -m "$work/items.csv" | cut -f1) MB), waterfall" 0 \
  "$binary" layout --items "$work/items.csv" --columns 3 --width 375 --output "$work/out.json"

json=$(count 6600000)
awk -v n="$json" 'BEGIN { printf "{\"width\": 375, \"sections\": [{\"columns\": 3, \"items\": ["; for (i = 0; i < n; i++) printf "%s{\"height\": %d}", (i ? "," : ""), 1 + i % 997; print "]}]}" }' >"$work/page.json"
measure "$json-item document ($(du -m "$work/page.json" | cut -f1) MB JSON)" 0 \
  "$binary" layout "$work/page.json" --output "$work/out.json"

measure "/dev/zero as the document" 1 "$binary" layout /dev/zero
measure "/dev/zero on standard input" 1 sh -c "exec \"$binary\" layout - </dev/zero"

awk 'BEGIN { printf "{\"width\": 1, \"sections\": "; for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]"; print "}" }' >"$work/deep.json"
measure "100,000-deep nesting" 1 "$binary" layout "$work/deep.json"
