#!/usr/bin/env bash
# Builds the DocC documentation of the core (Brickwork, from Sources/Brickwork/Brickwork.docc)
# and of BrickworkDocument, with every warning an error: a broken symbol link, a bad topic, a
# link from BrickworkDocument to a core symbol that does not resolve. Also checks that the core's
# landing page curates every public top-level symbol.
#
#   Scripts/docs.sh [output-directory]     (default .build/docs)
#
# Cross-module links from BrickworkDocument are written ``/Brickwork/Symbol`` and resolve
# against the core's archive, passed as a dependency. The symbol graphs are built in their own
# scratch directory so the extra compiler flags do not invalidate the ordinary build.
set -euo pipefail
cd "$(dirname "$0")/.."

docc="${DOCC:-$(command -v docc || true)}"
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || { echo "docs.sh: no docc (set DOCC or put it on PATH)" >&2; exit 1; }

out="$(mkdir -p "${1:-.build/docs}" && cd "${1:-.build/docs}" && pwd)"
graphs="$out/symbol-graphs"
rm -rf "$graphs" "$out/Brickwork.doccarchive" "$out/BrickworkDocument.doccarchive"

for target in Brickwork BrickworkDocument; do
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

document_catalog=()
[ -d Sources/BrickworkDocument/BrickworkDocument.docc ] &&
  document_catalog=(Sources/BrickworkDocument/BrickworkDocument.docc)
"$docc" convert "${document_catalog[@]}" \
  --additional-symbol-graph-dir "$graphs/BrickworkDocument" \
  --fallback-display-name BrickworkDocument --fallback-bundle-identifier BrickworkDocument \
  --enable-experimental-external-link-support --dependency "$out/Brickwork.doccarchive" \
  --warnings-as-errors --output-path "$out/BrickworkDocument.doccarchive"

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
echo "docs.sh: documentation in $out/Brickwork.doccarchive and $out/BrickworkDocument.doccarchive"
