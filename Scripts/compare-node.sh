#!/usr/bin/env bash
# `brickwork layout` (release build) against node on the same 1,000,000-item document: a
# 3-column waterfall of pixel sizes at width 375, spacing 10. node does JSON.parse, the same
# shortest-column loop and JSON.stringify of the same output object. Runs are interleaved
# (brickwork, node, brickwork, node, ...) so that a busy machine slows both alike; the script
# prints each one's median wall time and their ratio.
#
# Then, on the same disk: `brickwork layout --output FILE` (temporary file, fsync, rename)
# against standard output redirected to a file, and against standard output redirected to a
# file followed by `sync FILE` (the same flush, outside the command).
#
# Before timing, it checks that the two compute the same frames (every number of brickwork's
# output equals node's, bit for bit) and that brickwork's numbers are shortest round-trip
# text (each number token equals JavaScript's shortest text of its value) with no padding.
#
#   Scripts/compare-node.sh [RUNS] [ITEMS] [DIR]
#
# RUNS (default 5) runs of each; ITEMS (default 1000000); DIR, where the documents and outputs
# go (default a new directory under .build, on the repository's disk; removed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
items=${2:-1000000}
command -v node >/dev/null || { echo "compare-node: node is not installed" >&2; exit 1; }
swift build -c release --product brickwork >/dev/null
brickwork=$(swift build -c release --show-bin-path)/brickwork
mkdir -p .build
work=${3:-$(mktemp -d "$PWD/.build/compare-node.XXXXXX")}
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

# The document: seeded pixel sizes, 200 to 4,000 pixels each way.
node - "$items" >"$work/document.json" <<'EOF'
const count = Number(process.argv[2]);
let state = 0x9e3779b9;
function next() {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state;
}
const items = [];
for (let i = 0; i < count; i++) {
  items.push({ width: 200 + (next() % 3801), height: 200 + (next() % 3801) });
}
process.stdout.write(JSON.stringify({
  width: 375,
  sections: [{ layout: "waterfall", columns: 3, columnSpacing: 10, itemSpacing: 10, items }],
}));
EOF

# node's layout: JSON.parse, the shortest-column loop, JSON.stringify, to standard output.
cat >"$work/layout.js" <<'EOF'
const fs = require("fs");
const document = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const section = document.sections[0];
const columns = section.columns, spacing = section.columnSpacing, gap = section.itemSpacing;
const width = (document.width - (columns - 1) * spacing) / columns;
const pitch = width + spacing;
const positions = new Array(columns).fill(0);
const elements = new Array(section.items.length);
let greatest = 0;
for (let i = 0; i < section.items.length; i++) {
  const item = section.items[i];
  let best = 0, least = positions[0];
  for (let c = 1; c < columns; c++) if (positions[c] < least) { best = c; least = positions[c]; }
  const height = item.height * width / item.width;
  const bottom = least + height;
  elements[i] = { kind: "item", section: 0, item: i, column: best, x: best * pitch, y: least,
    width, height };
  positions[best] = bottom + gap;
  if (bottom > greatest) greatest = bottom;
}
const output = { contentSize: { width: document.width, height: greatest }, columns: [columns],
  elements, hidden: [] };
fs.writeFileSync(1, JSON.stringify(output));
EOF

# The checks: the same numbers as node's, shortest round-trip text, no padding.
"$brickwork" layout "$work/document.json" >"$work/brickwork.json"
node "$work/layout.js" "$work/document.json" >"$work/node.json"
node - "$work/brickwork.json" "$work/node.json" <<'EOF'
const fs = require("fs");
const text = fs.readFileSync(process.argv[2], "utf8");
const mine = JSON.parse(text), theirs = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
let differing = 0;
if (mine.contentSize.height !== theirs.contentSize.height) differing++;
for (let i = 0; i < theirs.elements.length; i++) {
  const a = mine.elements[i], b = theirs.elements[i];
  for (const key of ["column", "x", "y", "width", "height"]) if (a[key] !== b[key]) differing++;
}
let tokens = 0, notShortest = 0, example = "";
for (const token of text.match(/-?[0-9][0-9.eE+-]*/g)) {
  tokens++;
  if (String(Number(token)) !== token) { notShortest++; example ||= token; }
}
const compact = JSON.stringify(mine).length;
console.log(`check: ${mine.elements.length} elements, ${differing} numbers differ from node's`);
console.log(`check: ${tokens} number tokens, ${notShortest} not JavaScript's shortest text` +
  (example ? ` (e.g. ${example})` : ""));
console.log(`check: ${text.length} bytes; the same value without whitespace: ${compact} bytes` +
  ` (the format's line breaks and separator spaces: ${(100 * (1 - compact / text.length)).toFixed(1)}%)`);
if (differing || notShortest) process.exit(1);
EOF

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
now() { date +%s%N; }
seconds() { awk -v n="$1" 'BEGIN { printf "%.3f", n / 1e9 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "compare-node: $items items, $(wc -c <"$work/document.json") bytes in," \
  "$(wc -c <"$work/brickwork.json") bytes out; $runs interleaved runs each; load $(cut -d' ' -f1-3 /proc/loadavg)"
: >"$work/b" && : >"$work/n"
"$brickwork" layout "$work/document.json" >/dev/null
node "$work/layout.js" "$work/document.json" >/dev/null
for _ in $(seq "$runs"); do
  start=$(now); "$brickwork" layout "$work/document.json" >/dev/null; echo $(($(now) - start)) >>"$work/b"
  start=$(now); node "$work/layout.js" "$work/document.json" >/dev/null; echo $(($(now) - start)) >>"$work/n"
done
b=$(median <"$work/b") n=$(median <"$work/n")
echo "to /dev/null: brickwork $(seconds "$b") s, node $(seconds "$n") s (medians): node / brickwork = $(ratio "$n" "$b")x"

: >"$work/s" && : >"$work/o" && : >"$work/y"
for _ in $(seq "$runs"); do
  rm -f "$work/out.json"; sync
  start=$(now); "$brickwork" layout "$work/document.json" >"$work/out.json"; echo $(($(now) - start)) >>"$work/s"
  rm -f "$work/out.json"; sync
  start=$(now); "$brickwork" layout "$work/document.json" --output "$work/out.json"; echo $(($(now) - start)) >>"$work/o"
  rm -f "$work/out.json"; sync
  start=$(now); "$brickwork" layout "$work/document.json" >"$work/out.json"; sync "$work/out.json"; echo $(($(now) - start)) >>"$work/y"
done
s=$(median <"$work/s") o=$(median <"$work/o") y=$(median <"$work/y")
echo "to a file: standard output $(seconds "$s") s, --output $(seconds "$o") s," \
  "standard output then sync $(seconds "$y") s (medians): --output / standard output = $(ratio "$o" "$s")x"
