#!/usr/bin/env bash
# Builds the DocC documentation of the core (Brickwork, from Sources/Brickwork/Brickwork.docc),
# of BrickworkDocument and of BrickworkFiles, with every warning an error: a broken symbol link,
# a bad topic, a link to another module's symbol that does not resolve. Also checks that the
# core's landing page curates every public top-level symbol.
#
#   Scripts/docs.sh [output-directory]     (default .build/docs)
#
# Cross-module links are written ``/Brickwork/Symbol`` (or ``/BrickworkDocument/Symbol``) and
# resolve against the archives of the modules depended on. The symbol graphs are built in their own
# scratch directory so the extra compiler flags do not invalidate the ordinary build; it starts
# empty, because a module the build finds up to date writes no symbol graph.
set -euo pipefail
cd "$(dirname "$0")/.."

docc="${DOCC:-$(command -v docc || true)}"
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || { echo "docs.sh: no docc (set DOCC or put it on PATH)" >&2; exit 1; }

out="$(mkdir -p "${1:-.build/docs}" && cd "${1:-.build/docs}" && pwd)"
graphs="$out/symbol-graphs"
rm -rf "$graphs" "$out"/Brickwork*.doccarchive .build/docs-scratch

for target in Brickwork BrickworkDocument BrickworkFiles; do
  mkdir -p "$graphs/$target"
  swift build --scratch-path .build/docs-scratch --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/$target"
  # Keep the target's own graphs (a build also writes those of the modules it depends on).
  find "$graphs/$target" -name '*.symbols.json' ! -name "$target.symbols.json" \
    ! -name "$target@*.symbols.json" -delete
done

"$docc" convert Sources/Brickwork/Brickwork.docc \
  --additional-symbol-graph-dir "$graphs/Brickwork" \
  --enable-experimental-external-link-support --warnings-as-errors \
  --output-path "$out/Brickwork.doccarchive"

# A module without a catalog of its own gets a landing page made from its symbols.
convert_module() {
  local module=$1
  shift
  local catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  local dependencies=()
  for dependency in "$@"; do dependencies+=(--dependency "$out/$dependency.doccarchive"); done
  "$docc" convert "${catalog[@]}" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --warnings-as-errors --output-path "$out/$module.doccarchive"
}
convert_module BrickworkDocument Brickwork
convert_module BrickworkFiles Brickwork BrickworkDocument

# Every public top-level symbol of the core has a place in a topic group of the landing page.
missing=0
for symbol in $(grep -o '"pathComponents":\["[^"]*"\]' "$graphs/Brickwork/Brickwork.symbols.json" |
  sed 's/.*\["\(.*\)"\]/\1/' | sort -u); do
  if ! grep -q "^- \`\`$symbol\`\`\$" Sources/Brickwork/Brickwork.docc/Brickwork.md; then
    echo "docs.sh: $symbol is in no topic group of Brickwork.md" >&2
    missing=1
  fi
done
[ "$missing" = 0 ] || exit 1
echo "docs.sh: documentation in $out/Brickwork.doccarchive, $out/BrickworkDocument.doccarchive" \
  "and $out/BrickworkFiles.doccarchive"
