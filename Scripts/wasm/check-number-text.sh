#!/usr/bin/env bash
# Checks, outside the test suite, that the WebAssembly module writes numbers exactly as the
# native writers do. In the module (Embedded Swift) `NumberText.write` is the stdlib's own
# `description`, not ShortestDecimal (see Sources/BrickworkDocument/Rendering/Numbers); this
# runs that code, compiled as the module compiles it, in wasmkit on COUNT doubles of each of five
# kinds (random bit patterns, frame-like values, offsets past 1e15, the neighbours of the
# formats' thresholds, subnormals) and compares every text with the native `description`, which
# Scripts/check-number-text.sh and NumberTextTests compare with the native writers' digits.
#
#   Scripts/wasm/check-number-text.sh [COUNT] [SEED]   (default 1,000,000 of each kind, seed 1)
set -euo pipefail
cd "$(dirname "$0")/../.."
toolchain=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$toolchain/bin/swiftc" -enable-experimental-feature Embedded -target wasm32-unknown-none-wasm \
  -Osize -wmo -parse-as-library -Xfrontend -disable-stack-protector -Xfrontend -ignore-always-inline \
  -module-name NumberTextCheck -c -o "$work/numbers.o" \
  Scripts/wasm/number-text/Export.swift Sources/BrickworkDocument/Rendering/Numbers/*.swift
for file in Sources/BrickworkWasmRuntime/runtime.c Scripts/wasm/number-text/main.c; do
  "$toolchain/bin/clang" --target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib \
    -mbulk-memory -Wall -Werror -c "$file" -o "$work/$(basename "$file" .c).o"
done
"$toolchain/bin/wasm-ld" --gc-sections -z stack-size=1048576 -o "$work/number-text.wasm" \
  "$work/main.o" "$work/numbers.o" "$work/runtime.o"

swiftc -O -o "$work/number-values" Scripts/wasm/number-text/values/main.swift \
  Scripts/number-text/SplitMix.swift
"$work/number-values" "${1:-1000000}" "${2:-1}" "$work/bits" "$work/expected"
"$toolchain/bin/wasmkit" run "$work/number-text.wasm" <"$work/bits" >"$work/written"
checked=$(wc -l <"$work/expected")
if cmp -s "$work/expected" "$work/written"; then
  echo "check-number-text (wasm): $checked values, 0 differ"
else
  echo "check-number-text (wasm): $checked values, these differ (native, then module):"
  diff "$work/expected" "$work/written" | head -40
  exit 1
fi
