// The FeedCallbacks property target, in headless Chromium (run by Web/test/fuzz.mjs): the
// feed's state under `render` and `recycle` callbacks that throw, call back into the feed
// (append, setSize, update, destroy) or do both, on the full and the lean module. The page has
// `moduleBase64`, `leanBase64`, `fuzz = { seed, seconds }` and a `#feed` element of 600 × 800;
// it leaves `{ runs, failures, errors, summary }` in `<pre id="out">` as base64 JSON.
//
// First fixed cases (a render that throws during an append; an append from inside render; a
// render that throws and asks for an update; calls after destroy), then random runs from `fuzz.seed` (run k: seed + k) until
// `fuzz.seconds` have passed. After every call into the feed: its count is its layout's item
// count; the DOM holds exactly the rendered elements, in item order, each at its item's frame
// and rendered to the end; once callbacks stop failing, an update renders every item of the
// band; a destroyed feed throws on every call and holds no layout; no other layout is open.
import { instantiate, kinds, BrickworkError } from "./brickwork.mjs";
import { LeanBrickwork } from "./lean.mjs";
import { createFeed } from "./feed.mjs";
import { random } from "./random.mjs";

const errors = [];
addEventListener("error", (event) => errors.push(String(event.message)));
addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
const failures = [];
const fail = (text) => { if (failures.length < 40) failures.push(text); };
const bytes = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const host = document.getElementById("feed");
const itemKind = kinds.indexOf("item");

// The modules, with every layout counted while open.
let open = 0;
function counted(brickwork) {
  for (const method of ["layout", "layoutItems"]) {
    const original = brickwork[method]?.bind(brickwork);
    if (!original) continue;
    brickwork[method] = (...args) => {
      const layout = original(...args);
      open += 1;
      const release = layout.release.bind(layout);
      layout.release = () => {
        if (!layout.released) open -= 1;
        release();
      };
      return layout;
    };
  }
  return brickwork;
}
const full = counted(await instantiate(bytes(moduleBase64)));
const lean = counted(new LeanBrickwork((await instantiate(bytes(leanBase64))).exports));

// The feeds destroyed (by `destroy` here, which marks them first).
const gone = new WeakSet();
const destroy = (feed) => {
  gone.add(feed);
  feed.destroy();
};

/** An error a test callback throws on purpose. */
class CallbackError extends Error {}

// Styles as the browser writes them back.
const probe = document.createElement("div").style;

// The feed's invariants, outside any callback: a sentence per broken one.
function check(feed, where) {
  if (gone.has(feed)) {
    if (feed.layout !== null) fail(`${where}: a destroyed feed holds a layout`);
    if (open !== 0) fail(`${where}: ${open} layouts open after destroy`);
    if (feed.content.isConnected) fail(`${where}: a destroyed feed's list is in the document`);
    for (const [name, call] of [["append", () => feed.append([{ width: 1, height: 1 }])],
      ["update", () => feed.update()], ["setSize", () => feed.setSize(0, { width: 1, height: 1 })],
      ["scrollToItem", () => feed.scrollToItem(0)], ["itemAtFraction", () => feed.itemAtFraction(0.5)]]) {
      let threw = false;
      try { call(); } catch { threw = true; }
      if (!threw) fail(`${where}: ${name} after destroy did not throw`);
    }
    if (open !== 0) fail(`${where}: calls after destroy opened ${open} layouts`);
    return;
  }
  if (open > 1) fail(`${where}: ${open} layouts open for one feed`);
  const layout = feed.layout;
  if (layout !== null) {
    const codes = layout.codes();
    let items = 0;
    for (let e = 0; e < codes.length; e += 3) if (codes[e] === itemKind) items += 1;
    if (items !== feed.count) fail(`${where}: count ${feed.count}, its layout ${items} items`);
  }
  const children = [...feed.content.children];
  if (children.length !== feed.rendered.size) {
    fail(`${where}: ${children.length} boxes in the DOM, ${feed.rendered.size} rendered`);
  }
  let previous = -1;
  for (const child of children) {
    const index = Number(child.dataset.index);
    if (!(index > previous)) fail(`${where}: item ${index} after item ${previous} in the DOM`);
    previous = index;
    if (feed.rendered.get(index) !== child) fail(`${where}: box ${index} is not the rendered one`);
    if (!(index < feed.count)) fail(`${where}: box ${index} of ${feed.count} items`);
    else if (child.dataset.done !== "1") fail(`${where}: box ${index} is shown but its render did not finish`);
    else {
      const frame = feed.frameOf(index);
      probe.top = `${frame.y}px`;
      probe.height = `${frame.height}px`;
      if (child.style.top !== probe.top || child.style.height !== probe.height) {
        fail(`${where}: box ${index} at ${child.style.top} (${child.style.height}), its frame ${frame.y} (${frame.height})`);
      }
    }
  }
}

// The items the band holds, from the feed's frames (not its query).
function band(feed) {
  const top = host.scrollTop - feed.overscan;
  const bottom = host.scrollTop + host.clientHeight + feed.overscan;
  const wanted = [];
  for (let i = 0; i < feed.count; i++) {
    const f = feed.frameOf(i);
    if (f.y < bottom && f.y + f.height > top && f.width > 0 && f.height > 0) wanted.push(i);
  }
  return wanted;
}

// With callbacks that no longer fail, an update renders every item of the band.
function checkComplete(feed, where) {
  if (gone.has(feed)) return;
  feed.update();
  const missing = band(feed).filter((index) => feed.rendered.get(index)?.dataset.done !== "1");
  if (missing.length > 0) fail(`${where}: items ${missing.slice(0, 5)} of the band not rendered after an update`);
  check(feed, where);
}

const sizes = (next, count) => Array.from({ length: count }, () => ({
  width: 50 + Math.floor(next() * 400), height: 50 + Math.floor(next() * 400) }));

let runs = 0;
let calls = 0;
let thrown = 0;
try {
// The fixed cases.
{
  let throwing = false;
  const feed = createFeed(host, { brickwork: full, items: sizes(random(1), 4), section: { columns: 2 },
    render(element, index) {
      if (throwing && index >= 4) throw new CallbackError(`render ${index}`);
      element.dataset.done = "1";
    } });
  throwing = true;
  try {
    feed.append(sizes(random(2), 4));
    fail("throwing render: the append did not rethrow the render's error");
  } catch (error) {
    if (!(error instanceof CallbackError)) fail(`throwing render: ${error}`);
  }
  check(feed, "throwing render during append");
  throwing = false;
  checkComplete(feed, "throwing render during append, then an update");
  destroy(feed);
  check(feed, "throwing render, destroyed");
}
{
  let armed = false;
  const feed = createFeed(host, { brickwork: full, items: sizes(random(3), 6), section: { columns: 3 },
    render(element, index) {
      if (armed) {
        armed = false;
        feed.append(sizes(random(4), 30));
      }
      element.dataset.done = "1";
    } });
  armed = true;
  feed.append(sizes(random(5), 6));
  check(feed, "append from inside render");
  checkComplete(feed, "append from inside render, then an update");
  destroy(feed);
  check(feed, "append from inside render, destroyed");
}
{
  let stubborn = false;
  const feed = createFeed(host, { brickwork: full, items: sizes(random(6), 3), section: { columns: 3 },
    render(element) {
      if (stubborn) {
        feed.update();
        throw new CallbackError("stubborn");
      }
      element.dataset.done = "1";
    } });
  stubborn = true;
  try {
    feed.append(sizes(random(7), 3));
    fail("a render that throws and asks for an update: no error");
  } catch (error) {
    if (!(error instanceof CallbackError)) fail(`a render that throws and asks for an update: ${error}`);
  }
  check(feed, "a render that throws and asks for an update");
  stubborn = false;
  checkComplete(feed, "a render that throws and asks for an update, then an update");
  destroy(feed);
}
{
  const feed = createFeed(host, { brickwork: lean, items: sizes(random(5), 20), section: { columns: 2 },
    render(element) { element.dataset.done = "1"; } });
  destroy(feed);
  check(feed, "calls after destroy");
  destroy(feed);
}

// Random runs.
const seed = fuzz.seed >>> 0;
const end = performance.now() + fuzz.seconds * 1000;
do {
  const runSeed = (seed + runs) >>> 0;
  const next = random(runSeed);
  const pick = (array) => array[Math.floor(next() * array.length)];
  const strategy = pick([{ columns: 1 + Math.floor(next() * 4), itemSpacing: 4, columnSpacing: 4 },
    { layout: "justified", targetRowHeight: 150 }, { layout: "flow", itemSpacing: 2, lineSpacing: 2 }]);
  const brickwork = next() < 0.5 ? full : lean;
  let hostile = true;  // whether callbacks misbehave (off while checking completeness)
  let depth = 0;
  let feed = null;
  const misbehave = (kind, element, index) => {
    if (!hostile || depth > 1) return;
    const roll = next();
    if (roll < 0.08) throw new CallbackError(`${kind} ${index}`);
    if (roll > 0.2 || feed === null || gone.has(feed)) return;
    depth += 1;
    try {
      const action = pick(["append", "append", "setSize", "update", "scroll", "destroy"]);
      if (action === "destroy" && next() > 0.2) return;
      if (action === "append") feed.append(sizes(next, 1 + Math.floor(next() * 8)));
      else if (action === "setSize" && feed.count > 0) {
        feed.setSize(Math.floor(next() * feed.count), sizes(next, 1)[0]);
      } else if (action === "update") feed.update();
      else if (action === "scroll") host.scrollTop = next() * feed.contentHeight;
      else if (action === "destroy") destroy(feed);
    } finally {
      depth -= 1;
    }
  };
  host.scrollTop = 0;
  try {
    feed = createFeed(host, { brickwork, items: sizes(next, Math.floor(next() * 60)), section: strategy,
      overscan: 100,
      render(element, index) {
        misbehave("render", element, index);
        element.dataset.done = "1";
      },
      recycle(element, index) { misbehave("recycle", element, index); } });
  } catch (error) {
    if (!(error instanceof CallbackError || error instanceof BrickworkError)) fail(`run ${runSeed}: createFeed threw ${error}`);
    if (open !== 0) fail(`run ${runSeed}: a feed that failed to be made left ${open} layouts open`);
    open = 0;
    runs += 1;
    continue;
  }
  check(feed, `run ${runSeed}, made`);
  for (let step = 0; step < 30 && !gone.has(feed); step++) {
    const action = pick(["append", "append", "appendBad", "setSize", "scroll", "update", "complete", "destroy"]);
    const where = `run ${runSeed}, step ${step} (${action})`;
    calls += 1;
    try {
      if (action === "append") feed.append(sizes(next, 1 + Math.floor(next() * 20)));
      else if (action === "appendBad") feed.append([{ width: 10, height: 10 }, { width: -1, height: 10 }]);
      else if (action === "setSize" && feed.count > 0) feed.setSize(Math.floor(next() * feed.count), sizes(next, 1)[0]);
      else if (action === "scroll") {
        host.scrollTop = next() * feed.contentHeight;
        feed.update();
      } else if (action === "update") feed.update();
      else if (action === "destroy" && next() < 0.3) destroy(feed);
    } catch (error) {
      thrown += 1;
      const expected = error instanceof CallbackError || (error instanceof BrickworkError && action === "appendBad")
        || (gone.has(feed) && /destroyed/.test(error.message));
      if (!expected) fail(`${where}: threw ${error?.stack ?? error}`);
    }
    if (action === "appendBad" && feed.count > 0 && !gone.has(feed)) {
      // The bad append is refused whole.
      const last = feed.frameOf(feed.count - 1);
      if (last.width < 0) fail(`${where}: the refused item was kept`);
    }
    check(feed, where);
    if (action === "complete") {
      hostile = false;
      checkComplete(feed, where);
      hostile = true;
    }
  }
  hostile = false;
  if (!gone.has(feed)) checkComplete(feed, `run ${runSeed}, end`);
  try { destroy(feed); } catch (error) { if (!(error instanceof CallbackError)) fail(`run ${runSeed}: destroy threw ${error}`); }
  check(feed, `run ${runSeed}, destroyed`);
  open = 0;
  runs += 1;
} while (failures.length === 0 && performance.now() < end);
} catch (error) {
  errors.push(String(error?.stack ?? error));
}

const report = { runs, failures, errors, summary: `${calls} calls, ${thrown} threw` };
document.getElementById("out").textContent = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(report))));
