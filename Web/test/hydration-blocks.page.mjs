// The HydrationBlocks property target, in headless Chromium (run by Web/test/fuzz.mjs): blocks
// of embedded frames, valid and broken, given to `createFeed` as `hydrate`, directly or through
// `readEmbeddedFrames` from the JSON text a page embeds. The page has `moduleBase64`,
// `leanBase64`, `fuzz = { seed, seconds }` and a `#feed` element of 600 × 800; it leaves
// `{ runs, failures, errors, summary }` in `<pre id="out">` as base64 JSON.
//
// First fixed cases (an item named twice, a DataView and other non-arrays as items, a frame
// that is not finite or lies outside the container), then random runs from `fuzz.seed` (run k:
// seed + k) until `fuzz.seconds` have passed: a block of a real layout (its elements in any
// order) is adopted, every box where the block put it and no layout made; a block broken in one
// way (an item named twice, missing or unknown, a fractional index, a frame not finite, of a
// negative size or outside the container, a container that is not a finite size, JSON of the
// wrong shape) is refused with a TypeError that leaves the container as it was, renders nothing
// and holds no layout.
import { instantiate, kinds } from "./brickwork.mjs";
import { createFeed, embeddedFramesID, readEmbeddedFrames } from "./feed.mjs";
import { random } from "./random.mjs";

const errors = [];
addEventListener("error", (event) => errors.push(String(event.message)));
addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
const failures = [];
const fail = (text) => { if (failures.length < 40) failures.push(text); };
const host = document.getElementById("feed");
const itemKind = kinds.indexOf("item");
const probe = document.createElement("div").style;
let runs = 0;
let adopted = 0;
let refused = 0;

try {
  const brickwork = await instantiate(Uint8Array.from(atob(moduleBase64), (c) => c.charCodeAt(0)));
  let open = 0;
  for (const method of ["layout", "layoutItems"]) {
    const original = brickwork[method].bind(brickwork);
    brickwork[method] = (...args) => {
      const layout = original(...args);
      open += 1;
      const release = layout.release.bind(layout);
      layout.release = () => { if (!layout.released) open -= 1; release(); };
      return layout;
    };
  }

  // The block of a layout of `values` (width-height pairs) in `section` at `width`, laid out by
  // the module with its own wrapper (not counted), as readEmbeddedFrames gives it.
  const blockOf = (values, section, width) => {
    const layout = brickwork.layoutItems.call(brickwork, { width, sections: [section] },
      [values.length / 2, 1, ...values]);
    open -= 1;
    const frames = layout.frames();
    const codes = layout.codes();
    const elements = [];
    for (let e = 0; e < layout.count; e++) {
      elements.push(codes[3 * e], codes[3 * e + 1], codes[3 * e + 2], ...frames.subarray(4 * e, 4 * e + 4));
    }
    const block = { container: { width, height: 0 }, contentSize: { ...layout.contentSize }, elements };
    layout.release();
    open += 1;
    return block;
  };
  const typed = (block) => ({ ...block, elements: Float64Array.from(block.elements) });
  // The block's JSON as a page embeds it, read back by readEmbeddedFrames.
  const throughText = (block, edit = (json) => json) => {
    const root = document.createElement("div");
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = embeddedFramesID;
    script.textContent = JSON.stringify(edit({ format: "brickwork-frames", version: 1,
      container: [block.container.width, block.container.height],
      contentSize: [block.contentSize.width, block.contentSize.height], elements: [...block.elements] }));
    root.append(script);
    return readEmbeddedFrames(root);
  };

  // createFeed on `hydrate` (a function giving the block, so that readEmbeddedFrames' refusals
  // count as refusals too): whether it refused, and checks either way.
  const attempt = (where, values, section, hydrate, { shouldAdopt, items = Float64Array.from(values) }) => {
    const before = [...host.childNodes];
    let rendered = 0;
    let feed = null;
    let error = null;
    try {
      const block = hydrate();
      feed = createFeed(host, { brickwork, items, itemForm: "sizes", section, hydrate: block, overscan: 0,
        render() { rendered += 1; } });
      if (shouldAdopt) {
        if (feed.layout !== null || open !== 0) fail(`${where}: the adopted block made a layout`);
        for (const [index, element] of feed.rendered) {
          const e = block.elements;
          let found = -1;
          for (let k = 0; k < e.length; k += 7) if (e[k] === itemKind && e[k + 1] === 0 && e[k + 2] === index) found = k;
          probe.top = `${e[found + 4]}px`;
          probe.left = `${e[found + 3]}px`;
          probe.height = `${e[found + 6]}px`;
          if (element.style.top !== probe.top || element.style.left !== probe.left || element.style.height !== probe.height) {
            fail(`${where}: box ${index} at ${element.style.left}, ${element.style.top}, not the block's ${probe.left}, ${probe.top}`);
          }
        }
        adopted += 1;
      } else {
        fail(`${where}: the broken block was adopted`);
      }
    } catch (thrown) {
      error = thrown;
      if (shouldAdopt) fail(`${where}: a valid block was refused: ${thrown}`);
      else if (!(thrown instanceof TypeError)) fail(`${where}: refused with ${thrown} (not a TypeError)`);
      else refused += 1;
      const after = [...host.childNodes];
      if (after.length !== before.length || after.some((node, i) => node !== before[i])) {
        fail(`${where}: the refusal changed the container`);
      }
      if (rendered > 0) fail(`${where}: the refusal rendered ${rendered} items`);
      if (open !== 0) fail(`${where}: the refusal left ${open} layouts open`);
    }
    if (feed) feed.destroy();
    open = 0;
    return error;
  };

  // The fixed cases.
  const values = [400, 300, 300, 500, 600, 400, 200, 200];
  const section = { columns: 2, columnSpacing: 8, itemSpacing: 8 };
  const block = blockOf(values, section, 600);
  attempt("a valid block", values, section, () => typed(block), { shouldAdopt: true });
  const twice = typed(block);
  twice.elements[7 + 2] = 0;
  attempt("an item named twice", values, section, () => twice, { shouldAdopt: false });
  for (const [name, items] of [["a DataView", new DataView(new Float64Array(values).buffer)],
    ["a number", 8], ["a string", "12345678"], ["an array-like", { length: 8 }]]) {
    attempt(`${name} as items`, values, section, () => typed(block), { shouldAdopt: false, items });
    attempt(`${name} as items, not hydrated`, values, section, () => null, { shouldAdopt: false, items });
  }
  for (const itemForm of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
    try {
      createFeed(host, { brickwork, items: Float64Array.from(values), itemForm, section });
      fail(`itemForm ${itemForm} was taken`);
    } catch (error) {
      if (!(error instanceof TypeError)) fail(`itemForm ${itemForm}: ${error}`);
    }
    open = 0;
  }
  const notFinite = typed(block);
  notFinite.elements[3 + 1] = Number.NaN;
  attempt("a frame that is not finite", values, section, () => notFinite, { shouldAdopt: false });
  const outside = typed(block);
  outside.elements[3] = 590;
  attempt("a frame outside the container", values, section, () => outside, { shouldAdopt: false });

  // Random runs.
  const seed = fuzz.seed >>> 0;
  const end = performance.now() + fuzz.seconds * 1000;
  do {
    const runSeed = (seed + runs) >>> 0;
    const next = random(runSeed);
    const pick = (array) => array[Math.floor(next() * array.length)];
    const count = Math.floor(next() * 40);
    const values = Array.from({ length: 2 * count }, () => 20 + Math.floor(next() * 600));
    const section = pick([{ columns: 1 + Math.floor(next() * 4), columnSpacing: 4, itemSpacing: 4 },
      { layout: "justified", targetRowHeight: 100 + next() * 100, itemSpacing: 2 },
      { layout: "flow", itemSpacing: 3, lineSpacing: 3 }]);
    const width = 200 + Math.floor(next() * 700);
    const good = blockOf(values, section, width);
    // Elements in any order are the same block.
    const order = Array.from({ length: good.elements.length / 7 }, (_, i) => i).sort(() => next() - 0.5);
    const shuffled = { ...good, elements: order.flatMap((i) => good.elements.slice(7 * i, 7 * i + 7)) };
    const where = `run ${runSeed}`;
    attempt(`${where}, valid`, values, section, () => (next() < 0.5 ? typed(shuffled) : throughText(shuffled)), { shouldAdopt: true });

    // One way to break it.
    const broken = typed(shuffled);
    const e = broken.elements;
    const items = e.length / 7;
    const at = 7 * Math.floor(next() * Math.max(items, 1));
    const ways = ["containerNaN", "containerNegative", "unknownItem", "jsonShape"];
    if (items >= 1) ways.push("drop", "fraction", "nonFinite", "negativeSize", "pastWidth", "pastHeight", "negativeOrigin");
    if (items >= 2) ways.push("twice");
    const way = pick(ways);
    let hydrate = () => broken;
    switch (way) {
      case "containerNaN": broken.container = { width: Number.NaN, height: 0 }; break;
      case "containerNegative": broken.contentSize = { width: width, height: -1 }; break;
      case "unknownItem": {
        const extra = new Float64Array(e.length + 7);
        extra.set(e);
        extra.set([itemKind, 0, count + Math.floor(next() * 3), 0, 0, 1, 1], e.length);
        broken.elements = extra;
        break;
      }
      case "jsonShape": {
        const edit = pick([(json) => ({ ...json, elements: [...json.elements.slice(0, -1), "1"] }),
          (json) => ({ ...json, container: [json.container[0]] }),
          (json) => ({ ...json, contentSize: "100x100" }),
          (json) => ({ ...json, elements: json.elements.length > 0 ? json.elements.slice(0, -1) : [0] }),
          (json) => ({ ...json, version: 2 })]);
        hydrate = () => throughText(shuffled, edit);
        break;
      }
      case "drop": broken.elements = Float64Array.from([...e.subarray(0, at), ...e.subarray(at + 7)]); break;
      case "fraction": e[at + 2] += 0.5; break;
      case "nonFinite": e[at + 3 + Math.floor(next() * 4)] = pick([Number.NaN, Infinity, -Infinity]); break;
      case "negativeSize": e[at + 5 + Math.floor(next() * 2)] = -1 - next() * 10; break;
      case "pastWidth": e[at + 3] = width - e[at + 5] + 1 + next() * 100; break;
      case "pastHeight": e[at + 4] = good.contentSize.height - e[at + 6] + 1 + next() * 100; break;
      case "negativeOrigin": e[at + 3 + Math.floor(next() * 2)] = -1 - next() * 10; break;
      case "twice": {
        let other = 7 * Math.floor(next() * items);
        if (other === at) other = (at + 7) % e.length;
        e[other + 2] = e[at + 2];
        break;
      }
    }
    // Only items count: a broken non-item element (a header) is no one's business.
    if (!["containerNaN", "containerNegative", "unknownItem", "jsonShape", "twice"].includes(way) && e[at] !== itemKind) {
      runs += 1;
      continue;
    }
    attempt(`${where}, broken (${way})`, values, section, hydrate, { shouldAdopt: false });
    runs += 1;
  } while (failures.length === 0 && performance.now() < end);
} catch (error) {
  errors.push(String(error?.stack ?? error));
}

const report = { runs, failures, errors, summary: `${adopted} blocks adopted, ${refused} refused` };
document.getElementById("out").textContent = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(report))));
