// Runs one of the wrapper's property targets for a time, from a seed, and says what it found:
//
//   node Web/test/fuzz.mjs NAME SECONDS [SEED] [--package=DIR] [--chromium=PATH]
//
//   HandleLifetime   in node: Web/test/handle-lifetime.mjs
//   FeedCallbacks    in headless Chromium: Web/test/feed-callbacks.page.mjs
//   HydrationBlocks  in headless Chromium: Web/test/hydration-blocks.page.mjs
//
// The modules and wrappers come from the package directory --package (or $BRICKWORK_PACKAGE;
// Scripts/build-wasm.sh DIR writes it to DIR/package); Chromium is --chromium (or
// $BRICKWORK_CHROMIUM), else the first of chromium, chromium-browser, google-chrome on PATH. Run k uses seed SEED + k (SEED random
// when not given, printed first): a finding names its run's seed, and `fuzz.mjs NAME 0 SEED`
// replays that run alone. Exit status 0 with "no finding", 1 with the finding.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const options = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith("--"))
  .map((a) => [a.slice(2, a.indexOf("=")), a.slice(a.indexOf("=") + 1)]));
const [name, secondsText, seedText] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const pages = { FeedCallbacks: "feed-callbacks.page.mjs", HydrationBlocks: "hydration-blocks.page.mjs" };
if (!name || secondsText === undefined || !(name === "HandleLifetime" || name in pages)) {
  console.error("usage: fuzz.mjs HandleLifetime|FeedCallbacks|HydrationBlocks SECONDS [SEED] [--package=DIR] [--chromium=PATH]");
  process.exit(2);
}
const seconds = Number(secondsText);
const seed = seedText !== undefined ? Number(seedText) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const packageDirectory = options.package ?? process.env.BRICKWORK_PACKAGE;
if (!packageDirectory) {
  console.error("fuzz.mjs: give --package=DIR, the built package (Scripts/build-wasm.sh DIR writes DIR/package)");
  process.exit(2);
}
console.log(`${name}: seed ${seed}, ${seconds} s`);

let report;
if (name === "HandleLifetime") {
  const { handleLifetimeRun } = await import("./handle-lifetime.mjs");
  const full = new WebAssembly.Module(readFileSync(join(packageDirectory, "brickwork.wasm")));
  const lean = new WebAssembly.Module(readFileSync(join(packageDirectory, "brickwork-lean.wasm")));
  const end = Date.now() + seconds * 1000;
  report = { runs: 0, finding: null };
  do {
    report.finding = handleLifetimeRun(full, lean, (seed + report.runs) >>> 0);
    report.runs += 1;
  } while (report.finding === null && Date.now() < end);
} else {
  report = runPage(pages[name]);
}
if (report.finding) {
  console.log(`${name}: FINDING after ${report.runs} runs: ${report.finding}`);
  process.exit(1);
}
console.log(`${name}: ${report.runs} runs from seed ${seed}, no finding${report.summary ? ` (${report.summary})` : ""}`);

// Opens the page script `script` next to the package's wrappers and modules in Chromium (by
// Web/test/chromium.mjs), with `fuzz = { seed, seconds }`, and returns its report.
function runPage(script) {
  const chromium = options.chromium ?? process.env.BRICKWORK_CHROMIUM ?? ["chromium", "chromium-browser", "google-chrome"]
    .map((program) => spawnSync("sh", ["-c", `command -v ${program}`]).stdout.toString().trim())
    .find((path) => path.length > 0);
  if (!chromium) {
    console.error("fuzz.mjs: no Chromium (set BRICKWORK_CHROMIUM)");
    process.exit(2);
  }
  const page = mkdtempSync(join(tmpdir(), "brickwork-fuzz-"));
  try {
    for (const file of ["brickwork.mjs", "feed.mjs", "lean.mjs"]) {
      copyFileSync(join(packageDirectory, file), join(page, file));
    }
    for (const file of [script, "random.mjs"]) copyFileSync(join(here, file), join(page, file));
    const base64 = (file) => readFileSync(join(packageDirectory, file)).toString("base64");
    writeFileSync(join(page, "page.html"), `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head><body style="margin:0">
<div id="feed" style="width:600px;height:800px"></div>
<pre id="out"></pre>
<script>var moduleBase64 = "${base64("brickwork.wasm")}";
var leanBase64 = "${base64("brickwork-lean.wasm")}";
var fuzz = { seed: ${seed}, seconds: ${seconds} };</script>
<script type="module" src="${script}"></script>
</body></html>
`);
    const run = spawnSync(process.execPath, [join(here, "chromium.mjs"), chromium, join(page, "page.html")], {
      env: { ...process.env, BRICKWORK_CHROMIUM_TIMEOUT: String(seconds + 120) },
      maxBuffer: 64 << 20,
    });
    if (run.status !== 0) return { runs: 0, finding: `the page gave no report: ${run.stderr.toString().trim()}` };
    const said = run.stdout.toString().trim();
    const answer = JSON.parse(Buffer.from(said, "base64").toString("utf8"));
    const problems = [...answer.errors.map((error) => `script error: ${error}`), ...answer.failures];
    return { runs: answer.runs, finding: problems.length > 0 ? problems.slice(0, 20).join("\n") : null,
      summary: answer.summary };
  } finally {
    rmSync(page, { recursive: true, force: true });
  }
}
