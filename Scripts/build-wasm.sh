#!/usr/bin/env bash
# Builds the Brickwork core, the document reader and JSON writer, and the C entry points of
# Sources/BrickworkWasm as Embedded Swift for wasm32 (-Osize), links them with wasm-ld and the
# small C runtime in Sources/BrickworkWasmRuntime, and writes a module with no imports.
#
#   Scripts/build-wasm.sh [DIR]       writes DIR/brickwork.wasm (default .build/wasm), with
#                                     DIR/brickwork.mjs (the JS wrapper), DIR/feed.mjs (the
#                                     feed element), DIR/brickwork-lean.wasm and DIR/lean.mjs
#                                     (the lean module for feeds and its wrapper), and
#                                     DIR/brickwork-harness.wasm (the same code behind a WASI
#                                     command that reads documents on standard input, for the
#                                     wasmkit tests), and DIR/package (the npm package of Web/
#                                     with the module); prints the module's size, plain and gzipped
#   Scripts/build-wasm.sh --check-core
#                                     only compiles Sources/Brickwork as Embedded Swift: the
#                                     seam guard of .ci/run (an `any`, an untyped `throws`, a
#                                     Foundation import or reflection in the core fails it)
#
# Size: the Swift code is compiled at -Osize; the document reader and writer and the entry points
# with every @inline(__always) ignored (those attributes are for the native reader's speed; in the
# module each copied a function into every caller: 40 KB of code). The core keeps its own:
# ignoring them there makes the core larger, and relayout slower. The modules are compiled to LLVM
# bitcode (-lto=llvm-full) and wasm-ld optimizes them as one program: code the entry points cannot
# reach goes, and calls across the modules inline (6% less gzipped than linking machine code,
# relayout unchanged). wasm-ld writes compact code offsets (--compress-relocations: 23 KB less).
# When binaryen's wasm-opt is on PATH (Debian package `binaryen`, which .ci/run installs), both
# modules then go through `wasm-opt -O3` (as small as -Oz within 0.5%, and it does not slow
# relayout down as -Oz seemed to); without it the script still works and says the module is not
# optimized.
# BRICKWORK_WASM_OPT=0 skips that step.
#
# The modules are the package's targets, compiled from the source tree, never copied: Brickwork,
# BrickworkDocument (stdlib only: the document, its reader and the writers) and BrickworkWasm;
# BrickworkFiles (files, item lists, images, the gallery) is not the browser's business. Exit
# status 3: the toolchain has no Embedded Swift for wasm32.
set -euo pipefail
cd "$(dirname "$0")/.."

swiftc_path=$(command -v swiftc || true)
if [[ -z "$swiftc_path" ]]; then
  echo "build-wasm: no swiftc on PATH" >&2
  exit 3
fi
toolchain=$(cd "$(dirname "$(readlink -f "$swiftc_path")")/.." && pwd)
embedded="$toolchain/lib/swift/embedded"
if [[ ! -d "$embedded/Swift.swiftmodule" ]] ||
  ! ls "$embedded/Swift.swiftmodule" | grep -q '^wasm32-unknown-none-wasm'; then
  echo "build-wasm: no Embedded Swift stdlib for wasm32-unknown-none-wasm in $embedded" >&2
  exit 3
fi
for tool in clang wasm-ld; do
  if [[ ! -x "$toolchain/bin/$tool" ]]; then
    echo "build-wasm: no $tool in $toolchain/bin" >&2
    exit 3
  fi
done

swift_flags=(
  -enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -Osize -wmo
  -parse-as-library -Werror EmbeddedRestrictions -Xfrontend -disable-stack-protector
  -package-name Brickwork -lto=llvm-full -enable-experimental-feature Extern
)
# The flags of the modules around the core (see the top): size over speed.
size_flags=(-Xfrontend -ignore-always-inline)
extra_flags=()
c_flags=(--target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib -mbulk-memory -Wall -Werror)

# Compiles the Swift files given after $1 (the module name) into $work/$1.o and its module, with
# the flags in $extra_flags added.
compile() {
  local module=$1
  shift
  "$swiftc_path" "${swift_flags[@]}" "${extra_flags[@]}" -module-name "$module" -I "$work" \
    -emit-module -emit-module-path "$work/$module.swiftmodule" -c -o "$work/$module.o" "$@"
}

# The Swift files of the package's target $1 (Sources/$1), in a stable order.
target_sources() { find "Sources/$1" -name '*.swift' | sort; }

if [[ "${1:-}" == "--check-core" ]]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  start=$SECONDS
  mapfile -t files < <(target_sources Brickwork)
  compile Brickwork "${files[@]}"
  echo "build-wasm: Sources/Brickwork compiles as Embedded Swift for wasm32 ($((SECONDS - start)) s)"
  exit 0
fi

out=${1:-.build/wasm}
mkdir -p "$out"
work="$out/obj"
rm -rf "$work"
mkdir -p "$work"

mapfile -t core < <(target_sources Brickwork)
mapfile -t document < <(target_sources BrickworkDocument)
mapfile -t entries < <(target_sources BrickworkWasm)
compile Brickwork "${core[@]}"
extra_flags=("${size_flags[@]}")
compile BrickworkDocument "${document[@]}"
compile BrickworkWasm "${entries[@]}"
for file in runtime strtod harness; do
  "$toolchain/bin/clang" "${c_flags[@]}" -c "Sources/BrickworkWasmRuntime/$file.c" \
    -o "$work/$file.o"
done

exports=()
while read -r name; do exports+=("--export=$name"); done < <(
  grep -ho '@_cdecl("[a-z_0-9]*")' "${entries[@]}" | sed 's/@_cdecl("\(.*\)")/\1/' | sort -u
)
objects=("$work/Brickwork.o" "$work/BrickworkDocument.o" "$work/BrickworkWasm.o"
  "$work/runtime.o" "$work/strtod.o" "$embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a")
# The stack pointer is exported so that the JS wrapper can restore it after a trap (a trap does
# not unwind the stack the compiled code keeps in memory).
link=("$toolchain/bin/wasm-ld" --gc-sections --strip-all --compress-relocations
  -z stack-size=1048576 --export=__stack_pointer)

"${link[@]}" --no-entry "${exports[@]}" -o "$out/brickwork.wasm" "${objects[@]}"
"${link[@]}" "${exports[@]}" -o "$out/brickwork-harness.wasm" "$work/harness.o" "${objects[@]}"
cp Web/brickwork.mjs Web/feed.mjs "$out/"

# binaryen's optimizer, on both modules (the harness runs the same optimized code). The
# features are those clang and swiftc emit for this target; --strip-all removed the section
# that names them.
optimized="not optimized: no wasm-opt on PATH"
if [[ "${BRICKWORK_WASM_OPT:-1}" == 0 ]]; then
  optimized="not optimized: BRICKWORK_WASM_OPT=0"
elif command -v wasm-opt >/dev/null 2>&1; then
  for module in brickwork brickwork-harness; do
    wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$out/$module.wasm" -o "$out/$module.wasm"
  done
  optimized="wasm-opt -O3"
fi

# The lean module for feeds (Sources/BrickworkWasmLean, Web/lean.mjs): the same core object with
# the lean entry points only (items and options as numbers, frames and queries out; no document
# reader, no JSON writer), optimized as the full module, in DIR/brickwork-lean.wasm.
build_lean() {
  local sources lean_exports=()
  mapfile -t sources < <(target_sources BrickworkWasmLean)
  compile BrickworkWasmLean "${sources[@]}"
  while read -r name; do lean_exports+=("--export=$name"); done < <(
    grep -ho '@_cdecl("[a-z_0-9]*")' "${sources[@]}" | sed 's/@_cdecl("\(.*\)")/\1/' | sort -u
  )
  "${link[@]}" --no-entry "${lean_exports[@]}" -o "$out/brickwork-lean.wasm" \
    "$work/Brickwork.o" "$work/BrickworkWasmLean.o" "$work/runtime.o" \
    "$embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
  if [[ "$optimized" == "wasm-opt -O3" ]]; then
    wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$out/brickwork-lean.wasm" -o "$out/brickwork-lean.wasm"
  fi
  cp Web/lean.mjs "$out/"
  lean_summary="build-wasm: wrote $out/brickwork-lean.wasm: $(wc -c <"$out/brickwork-lean.wasm") bytes, $(gzip -9 -c "$out/brickwork-lean.wasm" | wc -c) gzipped (${#lean_exports[@]} exports)"
}
build_lean

# The npm package of Web/ (package.json): the wrapper, the feed element, their declarations and
# the module, with the licence and the browser guide as its README, in DIR/package; `npm pack`
# there writes the tarball a project installs.
rm -rf "$out/package"
mkdir -p "$out/package"
cp Web/package.json Web/*.mjs Web/*.d.mts LICENSE "$out/brickwork.wasm" "$out/brickwork-lean.wasm" \
  "$out/package/"
# The package's README is the browser guide.
cp docs/browser.md "$out/package/README.md"

plain=$(wc -c <"$out/brickwork.wasm")
gzipped=$(gzip -9 -c "$out/brickwork.wasm" | wc -c)
echo "build-wasm: wrote $out/brickwork.wasm: $plain bytes, $gzipped gzipped" \
  "(${#exports[@]} exports; $optimized)"
echo "$lean_summary"
