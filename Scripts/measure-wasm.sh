#!/usr/bin/env bash
# Measures the WebAssembly module in headless Chromium against the native build, on the same
# workload: a 3-column waterfall of 10,000 and 1,000,000 items laid out again at a new width
# (the median and the fastest of 15 relayouts after a second of warm-up relayouts, so that the
# optimizing tier's code is what runs; performance.now in the page), and the module's first call
# (compiling and instantiating it, then the first layout of a small document).
#
#   Scripts/measure-wasm.sh [DIR]    the module in DIR (default .build/wasm; built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/wasm}
[[ -f "$out/brickwork.wasm" ]] || bash Scripts/build-wasm.sh "$out"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[[ -n "$browser" ]] || { echo "measure-wasm: no chromium on PATH" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="out"></pre>'
  echo '<script type="module">'
  cat "$out/brickwork.mjs"
  printf 'const moduleBase64 = "%s";\n' "$(base64 -w0 "$out/brickwork.wasm")"
  cat <<'JS'
const lines = [];
const bytes = Uint8Array.from(atob(moduleBase64), (c) => c.charCodeAt(0));
let start = performance.now();
const brickwork = new Brickwork(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports);
const ready = performance.now() - start;
start = performance.now();
const first = brickwork.layout({ width: 375, sections: [{ columns: 2, items: [{ height: 100 }, { aspectRatio: 1.5 }] }] });
first.json();
lines.push(`first-call ${ready.toFixed(2)} ${(performance.now() - start).toFixed(2)}`);
for (const count of [10000, 1000000]) {
  const values = new Float64Array(2 + count);
  values[0] = count;
  for (let i = 0; i < count; i++) values[2 + i] = 50 + (i * 7919) % 200;
  const layout = brickwork.layoutItems({ width: 375, sections: [{ columns: 3, columnSpacing: 8,
    itemSpacing: 8, insets: { top: 8, left: 8, bottom: 8, right: 8 } }] }, values);
  // Warm-up: a second of relayouts, so that the engine's optimizing tier has replaced its
  // baseline code (V8 compiles a module fast first, then optimizes hot functions in the
  // background); the first call is timed above.
  const warm = performance.now();
  for (let run = 0; run < 2 || performance.now() - warm < 1000; run++) {
    layout.relayout(run % 2 === 0 ? 414 : 375);
  }
  const times = [];
  for (let run = 0; run < 16; run++) {
    // Small layouts are timed 100 at a time: the page's clock ticks in 0.1 ms.
    const repeats = count < 100000 ? 100 : 1;
    const t = performance.now();
    for (let r = 0; r < repeats; r++) layout.relayout((run + r) % 2 === 0 ? 414 : 375);
    if (run > 0) times.push((performance.now() - t) / repeats);
  }
  times.sort((a, b) => a - b);
  lines.push(`wasm ${count} ${times[times.length >> 1]} ${times[0]} ${layout.contentSize.height}`);
  layout.release();
}
document.getElementById("out").textContent = lines.join("\n");
</script></body></html>
JS
} >"$work/measure.html"

wasm=$("$browser" --headless --no-sandbox --disable-gpu --no-first-run \
  --user-data-dir="$work/profile" --dump-dom "file://$work/measure.html" 2>/dev/null |
  sed -n '/<pre id="out">/,/<\/pre>/p' | sed 's/<[^>]*>//g')

swiftc -O -wmo -parse-as-library -module-name Brickwork -package-name Brickwork \
  $(find Sources/Brickwork -name '*.swift') Scripts/wasm/measure-native.swift -o "$work/native"
native=$("$work/native")

echo "$wasm" | awk '/^first-call/ { printf "module first call: compile + instantiate %s ms, first layout + JSON %s ms\n", $2, $3 }'
{ echo "$wasm"; echo "$native"; } | awk '
  $1 == "wasm" { w[$2] = $3; wm[$2] = $4; h[$2] = $5 }
  $1 == "native" { n[$2] = $3; nm[$2] = $4; hn[$2] = $5 }
  END {
    for (count in w) {
      same = (h[count] == hn[count]) ? "same content height" : "DIFFERENT content height"
      printf "relayout of %d items at a new width: Chromium %.2f ms (fastest %.2f), native %.2f ms (fastest %.2f): %.2fx (fastest %.2fx; %s)\n", count, w[count], wm[count], n[count], nm[count], w[count] / n[count], wm[count] / nm[count], same
    }
  }' | sort -t' ' -k3 -n
