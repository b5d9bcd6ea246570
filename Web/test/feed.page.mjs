// The feed in headless Chromium (Tests/BrickworkWasmTests/FeedBrowserTests.swift opens it): a
// page with `moduleBase64` (the module's bytes) and a `#feed` element of 600 × 800 points loads
// this script, which drives the feed and leaves its findings in `<pre id="out">` as base64 JSON:
// `failures` (each a sentence) and the measurements the Swift test checks again.
import { instantiate, kinds } from "./brickwork.mjs";
import { createFeed } from "./feed.mjs";
import { random } from "./random.mjs";

const errors = [];
addEventListener("error", (event) => errors.push(String(event.message)));
addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
let shiftScore = 0;
let shiftCount = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    shiftScore += entry.value;
    shiftCount += 1;
  }
}).observe({ type: "layout-shift", buffered: true });

const next = random(0xfeed);
const sizes = (count) => {
  const values = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) {
    values[2 * i] = 400 + Math.floor(next() * 1200);
    values[2 * i + 1] = 300 + Math.floor(next() * 1200);
  }
  return values;
};
// Lets the browser run a frame or two.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
// Waits for `event` (a promise) or 25 settles, whichever comes first: whether it came.
async function within(event) {
  let came = false;
  event.then(() => { came = true; });
  for (let round = 0; round < 25 && !came; round++) await settle();
  return came;
}
// Scrolls the feed's container and waits for the scroll event (the feed's listener runs first).
async function scrollTo(top) {
  const before = host.scrollTop;
  host.scrollTop = top;
  if (host.scrollTop === before) return true;
  const came = await within(new Promise((resolve) => host.addEventListener("scroll", resolve, { once: true })));
  await settle();
  return came;
}
// Scrolls as `scrollTo`; when the browser delivers no scroll event (headless Chromium under
// virtual time may produce no frame), updates the feed as its scroll handler would.
async function scrollFeed(feed, top) {
  if (await scrollTo(top)) return;
  report.scrollEventsMissed += 1;
  feed.update();
}
// Sets the container's width and waits for the resize observation (the feed's observer was
// created first, so it runs first; a new observer's first report is the size it found).
async function resizeTo(width) {
  let reports = 0;
  let changed;
  const observed = new Promise((resolve) => { changed = resolve; });
  const observer = new ResizeObserver(() => {
    reports += 1;
    if (reports === 2) changed();
  });
  observer.observe(host);
  await settle();
  host.style.width = `${width}px`;
  const came = await within(observed);
  observer.disconnect();
  await settle();
  return came;
}

const failures = [];
const fail = (text) => { if (failures.length < 40) failures.push(text); };
const report = { failures, errors, scrollEventsMissed: 0 };

const host = document.getElementById("feed");
const hostTop = () => host.getBoundingClientRect().top;
const section = { columns: 3, columnSpacing: 8, itemSpacing: 8 };
const overscan = 300;
const pictures = [];
// Items render as pictures only while the picture check runs: each picture is a resource load,
// and virtual time waits for loads.
let withPictures = false;

// The items whose frames intersect the band the feed keeps, found without the module: every
// item's top in a sorted list, and the tallest item's height bound the candidates.
let tops = [];
let tallest = 0;
function indexFrames(feed) {
  tops = Array.from({ length: feed.count }, (_, i) => [feed.frameOf(i).y, i]).sort((a, b) => a[0] - b[0]);
  tallest = 0;
  for (let i = 0; i < feed.count; i++) tallest = Math.max(tallest, feed.frameOf(i).height);
}
function expectedBand(feed) {
  const top = host.scrollTop - overscan;
  const bottom = host.scrollTop + host.clientHeight + overscan;
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tops[middle][0] <= top - tallest) low = middle + 1;
    else high = middle;
  }
  const found = [];
  for (let k = low; k < tops.length && tops[k][0] < bottom; k++) {
    const f = feed.frameOf(tops[k][1]);
    if (f.y < bottom && f.y + f.height > top && f.x < host.clientWidth && f.x + f.width > 0) found.push(tops[k][1]);
  }
  return found.sort((a, b) => a - b);
}

// The DOM holds exactly the band, in item order, each box at its frame.
// Chromium lays boxes out in 1/64 px units (a box and the container it is measured from are
// each rounded to one, so they may differ by two), from CSS lengths it keeps as 32-bit floats
// (Blink's `Length`): at an offset y, a `top` carries up to half a float's spacing at y.
const tolerance = (y) => 2 / 64 + (y >= 1 ? 2 ** (Math.floor(Math.log2(y)) - 24) : 0);
function checkDOM(feed, where, boxes = true) {
  const children = [...feed.content.children];
  const indices = children.map((element) => Number(element.dataset.index));
  const expected = expectedBand(feed);
  if (indices.join() !== expected.join()) {
    fail(`${where}: DOM holds [${indices.slice(0, 8)}…] (${indices.length}), the band [${expected.slice(0, 8)}…] (${expected.length})`);
  }
  // Measured from the container's padding box, where the numbers are small: at offsets in the
  // millions, a box's page coordinates carry float error of their own.
  const viewport = host.getBoundingClientRect();
  for (const element of boxes ? children : []) {
    const f = feed.frameOf(Number(element.dataset.index));
    const box = element.getBoundingClientRect();
    const left = box.left - viewport.left - host.clientLeft + host.scrollLeft;
    const top = box.top - viewport.top - host.clientTop;
    const off = Math.max(Math.abs(left - f.x), Math.abs(top - (f.y - host.scrollTop)),
      Math.abs(box.width - f.width), Math.abs(box.height - f.height));
    if (off > tolerance(f.y)) fail(`${where}: item ${element.dataset.index} is ${off} px off its frame`);
    if (element.tabIndex !== 0) fail(`${where}: item ${element.dataset.index} is not focusable`);
  }
  return children.length;
}

try {
  const bytes = Uint8Array.from(atob(moduleBase64), (c) => c.charCodeAt(0));
  const brickwork = await instantiate(bytes);
  const initial = sizes(100000);
  let known = initial;
  const feed = createFeed(host, {
    brickwork, items: initial, section, overscan,
    render(element, index) {
      if (!withPictures) {
        element.textContent = String(index);
        return;
      }
      const image = new Image();
      image.alt = `item ${index}`;
      image.style.cssText = "display:block;width:100%;height:100%";
      const [w, h] = [known[2 * index], known[2 * index + 1]];
      image.src = "data:image/svg+xml," + encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w / 10}" height="${h / 10}"><rect width="100%" height="100%" fill="#${(index % 4096).toString(16).padStart(3, "0")}"/></svg>`);
      pictures.push(image);
      element.append(image);
    },
  });
  report.count = feed.count;
  report.contentHeight = feed.contentHeight;

  // 1. Top to bottom, a viewport at a time; every 250th position through the scroll event
  // (the browser's), the others by calling `update` as the scroll handler does.
  await settle();
  indexFrames(feed);
  let maxInDOM = checkDOM(feed, "top");
  const maxScroll = feed.contentHeight - host.clientHeight;
  report.scrollSteps = 0;
  report.scrollEvents = 0;
  report.scrollEventsTried = 0;
  for (let step = 1, top = 0; top < maxScroll; step++) {
    top = Math.min(maxScroll, step * host.clientHeight);
    if (step % 250 === 0 || top === maxScroll) {
      report.scrollEventsTried += 1;
      if (await scrollTo(top)) report.scrollEvents += 1;
      else {
        report.scrollEventsMissed += 1;
        feed.update();
      }
    } else {
      host.scrollTop = top;
      feed.update();
    }
    maxInDOM = Math.max(maxInDOM, checkDOM(feed, `scrollTop ${host.scrollTop}`, step % 50 === 0));
    report.scrollSteps += 1;
  }
  report.maxInDOM = maxInDOM;
  report.bottom = { scrollTop: host.scrollTop, maxScroll, last: feed.rendered.has(feed.count - 1) };
  report.reachedBottom = Math.abs(host.scrollTop - maxScroll) < 1 && feed.rendered.has(feed.count - 1);

  // 2. Pictures load into boxes sized before: nothing moves.
  withPictures = true;
  await scrollFeed(feed, maxScroll * 0.3);
  const before = new Map([...feed.content.children].map((element) =>
    [element, element.getBoundingClientRect().toJSON()]));
  const shiftsBefore = shiftScore;
  const shown = pictures.filter((image) => image.isConnected);
  for (let round = 0; round < 100 && !shown.every((image) => image.complete); round++) await settle();
  await settle();
  await settle();
  let moved = 0;
  for (const [element, box] of before) {
    const now = element.getBoundingClientRect();
    if (Math.abs(now.top - box.top) + Math.abs(now.left - box.left) + Math.abs(now.width - box.width) +
      Math.abs(now.height - box.height) > 0) moved += 1;
  }
  report.picturesLoaded = shown.filter((image) => image.complete && image.naturalWidth > 0).length;
  report.boxesWatched = before.size;
  report.boxesMoved = moved;
  report.shiftScoreWhileLoading = shiftScore - shiftsBefore;
  withPictures = false;

  // 3. Width changes keep the first visible item in place.
  report.anchorDrift = 0;
  report.widthChanges = 0;
  for (const [fraction, width] of [[0.4, 450], [0.55, 800], [0.7, 601.5], [0.2, 320]]) {
    await scrollFeed(feed, feed.contentHeight * fraction);
    const anchor = feed.firstVisibleItem();
    const top = feed.rendered.get(anchor).getBoundingClientRect().top - hostTop();
    const columnWidth = feed.frameOf(anchor).width;
    if (!(await resizeTo(width))) fail(`width ${width}: no resize observation`);
    const after = feed.rendered.get(anchor);
    if (!after) {
      fail(`width ${width}: item ${anchor} left the DOM`);
      continue;
    }
    if (feed.frameOf(anchor).width === columnWidth) fail(`width ${width}: no relayout`);
    report.anchorDrift = Math.max(report.anchorDrift, Math.abs(after.getBoundingClientRect().top - hostTop() - top));
    indexFrames(feed);
    checkDOM(feed, `width ${width}`);
    report.widthChanges += 1;
  }
  if (!(await resizeTo(600))) fail("width 600: no resize observation");
  indexFrames(feed);

  // 4. Appends while scrolled: nothing shown moves, and the frames are a full layout's.
  for (let round = 0; round < 3; round++) {
    await scrollFeed(feed, feed.contentHeight * (0.5 + 0.15 * round));
    const boxes = [...feed.rendered].map(([index, element]) => [index, element.getBoundingClientRect().toJSON()]);
    const more = sizes(2000 + 500 * round);
    const grown = new Float64Array(known.length + more.length);
    grown.set(known);
    grown.set(more, known.length);
    known = grown;
    feed.append(more);
    await settle();
    for (const [index, box] of boxes) {
      const now = feed.rendered.get(index)?.getBoundingClientRect();
      if (!now || now.top !== box.top || now.left !== box.left) fail(`append ${round}: item ${index} moved`);
    }
    indexFrames(feed);
    checkDOM(feed, `append ${round}`);
    // The same items laid out at once.
    const whole = brickwork.layoutItems(JSON.stringify({ width: host.clientWidth, sections: [section] }),
      Float64Array.from([feed.count, 1, ...known]));
    const frames = whole.frames().slice();
    const codes = whole.codes().slice();
    whole.release();
    let differ = 0;
    for (let element = 0; element < codes.length / 3; element++) {
      if (codes[3 * element] !== kinds.indexOf("item")) continue;
      const f = feed.frameOf(codes[3 * element + 2]);
      const g = frames.subarray(4 * element, 4 * element + 4);
      if (f.x !== g[0] || f.y !== g[1] || f.width !== g[2] || f.height !== g[3]) differ += 1;
    }
    if (differ > 0) fail(`append ${round}: ${differ} frames differ from a full layout`);
    report.appended = (report.appended ?? 0) + more.length / 2;
  }
  report.countAfterAppends = feed.count;

  // 5. A corrected size keeps every item in its column.
  await scrollFeed(feed, feed.contentHeight * 0.25);
  const corrected = feed.firstVisibleItem() + 5;
  const old = Array.from({ length: feed.count }, (_, i) => feed.frameOf(i));
  const layoutBeforeCorrection = feed.layout;
  feed.setSize(corrected, { width: old[corrected].width, height: old[corrected].height + 200 });
  // The module's update with stable columns, on the same layout: nothing laid out afresh.
  if (feed.layout !== layoutBeforeCorrection) fail("setSize laid the feed out afresh instead of updating it");
  await settle();
  const delta = feed.frameOf(corrected).height - old[corrected].height;
  if (Math.abs(delta - 200) > 1e-6) fail(`the corrected item is ${feed.frameOf(corrected).height} high`);
  // Items before it stay; after it, its column's items move by the difference, others stay.
  let jumped = 0;
  let misplaced = 0;
  let followers = 0;
  for (let i = 0; i < feed.count; i++) {
    const f = feed.frameOf(i);
    if (f.x !== old[i].x) jumped += 1;
    const sameColumn = i > corrected && old[i].x === old[corrected].x;
    if (sameColumn) followers += 1;
    if (Math.abs(f.y - old[i].y - (sameColumn ? delta : 0)) > 1e-6) misplaced += 1;
  }
  report.columnJumps = jumped;
  report.misplacedAfterCorrection = misplaced;
  report.followersMoved = followers;
  indexFrames(feed);
  checkDOM(feed, "size corrected");

  // 6. scrollToItem and the fraction scrubber.
  report.scrollToItemOff = 0;
  for (const index of [12345, 70000, 3, 99999]) {
    feed.scrollToItem(index, { align: "center" });
    await settle();
    const element = feed.rendered.get(index);
    const box = element.getBoundingClientRect();
    const center = box.top + box.height / 2 - hostTop() - host.clientHeight / 2;
    const clamped = host.scrollTop === 0 || host.scrollTop >= feed.contentHeight - host.clientHeight - 1;
    if (!clamped) report.scrollToItemOff = Math.max(report.scrollToItemOff, Math.abs(center));
    checkDOM(feed, `scrollToItem ${index}`);
  }
  report.scrubbed = 0;
  for (const fraction of [0, 0.25, 0.5, 0.999, 1]) {
    const item = feed.itemAtFraction(fraction);
    const offset = Math.min(fraction * feed.contentHeight, feed.contentHeight - 1e-6);
    const f = feed.frameOf(item);
    if (!(f.y <= offset && f.y + f.height >= offset)) fail(`itemAtFraction(${fraction}) = ${item}, not at ${offset}`);
    feed.scrollToFraction(fraction);
    await settle();
    const wanted = fraction * (feed.contentHeight - host.clientHeight);
    if (Math.abs(host.scrollTop - wanted) > 1) fail(`scrollToFraction(${fraction}): scrollTop ${host.scrollTop}, not ${wanted}`);
    checkDOM(feed, `scrollToFraction ${fraction}`);
    report.scrubbed += 1;
  }

  // 7. Keyboard focus: a focused item stays in the DOM while it scrolls away, and focus order
  // is item order (the DOM's).
  const focused = feed.rendered.get(feed.firstVisibleItem());
  focused.focus();
  await scrollFeed(feed, 0);
  report.focusedKept = focused.isConnected && document.activeElement === focused;
  const order = [...feed.content.children].map((element) => Number(element.dataset.index));
  report.focusOrderIsItemOrder = order.every((index, k) => k === 0 || order[k - 1] < index);
  feed.destroy();
  report.destroyed = host.children.length === 0;
} catch (error) {
  errors.push(`${error?.stack ?? error}`);
}

report.shiftCount = shiftCount;
const utf8 = new TextEncoder().encode(JSON.stringify(report));
let binary = "";
for (let i = 0; i < utf8.length; i += 8192) binary += String.fromCharCode(...utf8.subarray(i, i + 8192));
document.getElementById("out").textContent = btoa(binary);
