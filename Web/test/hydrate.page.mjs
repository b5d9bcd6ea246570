// Hydration in headless Chromium (Tests/BrickworkWasmTests/HydrationBrowserTests.swift opens
// it): a page written by `brickwork layout --format html`, with `moduleBase64` (the module's
// bytes) and `hydration` (`{ document, values }`: the layout document the page was laid out
// from, without its items, and the items as width-height pairs) added, loads this script. It
// measures every server-drawn box, hydrates a feed from the page's embedded frames, measures
// the feed's boxes, appends items and compares the feed with a full layout of all of them,
// leaving its findings in `<pre id="out">` as base64 JSON.
import { instantiate, kinds } from "./brickwork.mjs";
import { createFeed, readEmbeddedFrames } from "./feed.mjs";
import { instantiateLean } from "./lean.mjs";
import { random } from "./random.mjs";

const errors = [];
addEventListener("error", (event) => errors.push(String(event.message)));
addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const report = { failures: [], errors };
const fail = (message) => { if (report.failures.length < 50) report.failures.push(message); };

try {
  const bytes = Uint8Array.from(atob(moduleBase64), (c) => c.charCodeAt(0));
  const brickwork = await instantiate(bytes);
  let layoutCalls = 0;
  for (const name of ["layout", "layoutItems"]) {
    const call = brickwork[name].bind(brickwork);
    brickwork[name] = (...args) => { layoutCalls += 1; return call(...args); };
  }
  const { document: source, values } = hydration;
  const count = values.length / 2;
  const host = document.querySelector(".layout");
  const served = new Map();
  for (const box of host.querySelectorAll(":scope > div[data-kind=item]")) {
    served.set(Number(box.dataset.item), box.getBoundingClientRect());
  }
  report.served = served.size;
  const moved = (feed, limit) => {
    let most = 0;
    let measured = 0;
    for (const [index, element] of feed.rendered) {
      if (index >= limit) continue;
      const a = served.get(index);
      const b = element.getBoundingClientRect();
      if (!a) { fail(`item ${index} has no server box`); continue; }
      measured += 1;
      most = Math.max(most, Math.abs(a.left - b.left), Math.abs(a.top - b.top),
        Math.abs(a.width - b.width), Math.abs(a.height - b.height));
    }
    return { most, measured };
  };

  const block = readEmbeddedFrames();
  const section = { ...source.sections[0] };
  const feed = createFeed(host, {
    brickwork, section, items: Float64Array.from(values), itemForm: "sizes", hydrate: block,
    direction: source.direction ?? "ltr", overscan: 0,
    render(element, index) { element.textContent = String(index); },
  });
  await settle();
  await settle();
  const hydrated = moved(feed, count);
  report.movedAtHydration = hydrated.most;
  report.measuredAtHydration = hydrated.measured;
  report.layoutCallsAtHydration = layoutCalls;
  if (feed.layout !== null) fail("the hydrated feed laid its items out");

  // The first append: equal to a full layout of all the items, in the module.
  const next = random(0x4d7);
  const more = new Float64Array(2 * 40);
  for (let i = 0; i < more.length; i++) more[i] = 50 + Math.floor(next() * 400);
  feed.append(more);
  await settle();
  const all = new Float64Array(2 + values.length + more.length);
  all[0] = count + more.length / 2;
  all[1] = 1;
  all.set(values, 2);
  all.set(more, 2 + values.length);
  const full = brickwork.layoutItems(
    JSON.stringify({ ...source, sections: [section] }), all);
  const frames = full.frames();
  const codes = full.codes();
  let compared = 0;
  for (let e = 0; e < full.count; e++) {
    if (codes[3 * e] !== kinds.indexOf("item")) continue;
    const index = codes[3 * e + 2];
    const f = feed.frameOf(index);
    const g = frames.subarray(4 * e, 4 * e + 4);
    if (f.x !== g[0] || f.y !== g[1] || f.width !== g[2] || f.height !== g[3]) {
      fail(`item ${index} after the append: ${JSON.stringify(f)}, a full layout ${[...g]}`);
    }
    compared += 1;
  }
  full.release();
  report.comparedAfterAppend = compared;
  report.countAfterAppend = feed.count;
  report.movedAfterAppend = moved(feed, count).most;

  // The same feed on the lean module: every frame the full module's, bit for bit.
  const leanBytes = Uint8Array.from(atob(leanBase64), (c) => c.charCodeAt(0));
  const lean = await instantiateLean(leanBytes);
  const box = document.createElement("div");
  box.style.cssText = `width:${host.clientWidth}px;height:400px`;
  document.body.append(box);
  const leanFeed = createFeed(box, {
    brickwork: lean, section, items: all.subarray(2), itemForm: "sizes",
    direction: source.direction ?? "ltr",
  });
  // Laid out at the width the page's frames were computed at, as the full feed was.
  leanFeed.layout.relayout(block.container.width);
  let leanCompared = 0;
  const full2 = brickwork.layoutItems(JSON.stringify({ ...source, sections: [section] }), all);
  const leanFrames = leanFeed.layout.frames().slice();
  const fullFrames = full2.frames();
  if (leanFrames.length !== fullFrames.length) fail(`lean: ${leanFrames.length / 4} elements, full ${fullFrames.length / 4}`);
  for (let i = 0; i < fullFrames.length; i++) {
    if (!Object.is(leanFrames[i], fullFrames[i])) { fail(`lean frame value ${i}: ${leanFrames[i]} != ${fullFrames[i]}`); break; }
    leanCompared += 1;
  }
  full2.release();
  report.leanValuesCompared = leanCompared;
  report.leanItemsRendered = leanFeed.rendered.size;
  leanFeed.destroy();
  box.remove();
  feed.destroy();
} catch (error) {
  errors.push(`${error?.stack ?? error}`);
}

const utf8 = new TextEncoder().encode(JSON.stringify(report));
let binary = "";
for (let i = 0; i < utf8.length; i += 8192) binary += String.fromCharCode(...utf8.subarray(i, i + 8192));
document.getElementById("out").textContent = btoa(binary);
