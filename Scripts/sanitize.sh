#!/usr/bin/env bash
# Runs the test suite under a sanitizer: Scripts/sanitize.sh address|thread [swift test options]
# Each sanitizer builds in its own scratch folder (.build/sanitize-NAME) so the ordinary build
# is untouched. On this toolchain (Swift 6.3, Linux):
#   - ASAN_OPTIONS=detect_leaks=0: XCTest and the Foundation runtime leak at exit;
#   - -Xswiftc -use-ld=lld: the default linker warns on sanitized objects.
# The browser test runs when Chromium is installed (and must, with BRICKWORK_REQUIRE_BROWSER=1).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || { [ "$1" != address ] && [ "$1" != thread ]; }; then
  echo "usage: Scripts/sanitize.sh address|thread [swift test options...]" >&2
  exit 2
fi
sanitizer="$1"
shift
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# Tests that bound a process's resident memory skip themselves under a sanitizer, whose shadow
# memory is several times the program's own (DocumentMemoryTests).
export BRICKWORK_SANITIZER="$sanitizer"
# halt_on_error: the first race fails the run instead of scrolling past.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
start=$(date +%s)
swift build --build-tests --scratch-path ".build/sanitize-$sanitizer" --sanitize="$sanitizer" \
  -Xswiftc -use-ld=lld
built=$(date +%s)
swift test --skip-build --scratch-path ".build/sanitize-$sanitizer" --sanitize="$sanitizer" \
  -Xswiftc -use-ld=lld "$@"
end=$(date +%s)
echo "sanitize.sh $sanitizer: build $((built - start)) s, tests $((end - built)) s"
