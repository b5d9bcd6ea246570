#!/usr/bin/env bash
# Fuzzes one target with libFuzzer: Scripts/fuzz.sh NAME SECONDS [libFuzzer options...]
#   NAME     a fuzz product (DocumentFuzz, PropertyListFuzz, CSVFuzz, LayoutFuzz, ...), or a
#            property target of the JS wrappers (HandleLifetime, FeedCallbacks, HydrationBlocks)
#   SECONDS  how long to fuzz
# A property target builds the modules with Scripts/build-wasm.sh into .build/wasm-fuzz and runs
# Web/test/fuzz.mjs NAME SECONDS [SEED] (under node, or Chromium through node): the extra
# argument is the seed (random by default, printed; a finding names its run's seed).
# Builds Sources/Fuzz/NAME/ in release with --sanitize=fuzzer and BRICKWORK_FUZZ set (in its
# own scratch folder, .build/fuzz, so the ordinary build is untouched), then runs it on a
# working copy of the seed corpus Fuzz/Corpus/NAME/ (new inputs stay in .build/fuzz-runs/corpus;
# the checked-in seeds are not touched). Crashes are written to .build/fuzz-runs/artifacts/NAME/;
# turn each into a regression: copy it to Fuzz/Regressions/NAME/ (replayed by `swift test`).
# FUZZ_SANITIZE=address adds AddressSanitizer. Each worker may hold at most FUZZ_RSS_LIMIT_MB
# (512 MiB by default): memory that grows with every input (a leak) ends the run as an
# out-of-memory finding instead of passing unseen. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: Scripts/fuzz.sh NAME SECONDS [libFuzzer options...]" >&2
  exit 2
fi
name="$1"
seconds="$2"
shift 2
case "$name" in
  HandleLifetime | FeedCallbacks | HydrationBlocks)
    bash Scripts/build-wasm.sh .build/wasm-fuzz >/dev/null
    exec node Web/test/fuzz.mjs "$name" "$seconds" "$@" --package=.build/wasm-fuzz/package
    ;;
esac
if [ ! -d "Sources/Fuzz/$name" ]; then
  echo "fuzz.sh: no fuzz target Sources/Fuzz/$name" >&2
  exit 2
fi
scratch=.build/fuzz
sanitizers=(--sanitize=fuzzer)
# swiftc keeps only the last -sanitize= it is given, and SwiftPM passes one per --sanitize: a
# second `--sanitize=address` silently dropped the fuzzer's coverage (libFuzzer then ran blind,
# "cov: 0"). The second sanitizer goes in one flag with the fuzzer, after SwiftPM's.
if [ -n "${FUZZ_SANITIZE:-}" ]; then sanitizers+=(-Xswiftc "-sanitize=fuzzer,$FUZZ_SANITIZE"); fi
swift build -c release --scratch-path "$scratch" "${sanitizers[@]}" \
  -Xswiftc -DBRICKWORK_FUZZ -Xswiftc -use-ld=lld --product "$name"
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/$name"

corpus=".build/fuzz-runs/corpus/$name"
artifacts=".build/fuzz-runs/artifacts/$name/"
mkdir -p "$corpus" "$artifacts"
# One forked worker that goes on after a crash, so that one run collects every finding
# (FUZZ_FORK=0 stops at the first crash instead).
options=(-max_total_time="$seconds" -artifact_prefix="$artifacts"
  -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-512}" -timeout=10 -print_final_stats=1)
if [ "${FUZZ_FORK:-1}" != 0 ]; then
  options+=(-fork="${FUZZ_FORK:-1}" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
if [ -f "Fuzz/Dictionaries/$name.dict" ]; then options+=(-dict="Fuzz/Dictionaries/$name.dict"); fi
seeds=()
if [ -d "Fuzz/Corpus/$name" ]; then seeds+=("Fuzz/Corpus/$name"); fi
if [ -d "Fuzz/Regressions/$name" ]; then seeds+=("Fuzz/Regressions/$name"); fi
# Swift's backtracer would catch the crash before libFuzzer could record the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$binary" "${options[@]}" "$@" "$corpus" "${seeds[@]}"
