// A virtualized feed over the Brickwork module, no framework: `createFeed(container, options)`
// lays the items out in one section, places the visible ones (and an overscan band above and
// below) as absolutely positioned boxes inside `container`, and keeps only those in the DOM as
// the container scrolls or changes width.
//
//   import { createFeed } from "brickwork-layout/feed";
//   const feed = await createFeed(document.querySelector("#feed"), {
//     section: { columns: 3, columnSpacing: 8, itemSpacing: 8 },
//     items: photos.map((p) => ({ width: p.width, height: p.height })),
//     render(element, index) { element.append(Object.assign(new Image(), { src: photos[index].url })); },
//   });
//   feed.append(morePhotos);                 // infinite scroll
//
// The container is the scrolling element (the feed replaces its children, and sets
// `overflow-y: auto` and `position: relative` on it when its style has neither). Items are boxes
// of the frames the module computed, sized before anything inside them loads, in item order in
// the DOM and focusable (`tabindex="0"`), so keyboard focus follows item order; a focused item
// stays in the DOM while it is scrolled away. The scroll axis is vertical.
//
// Hydration: a page written by `brickwork layout --format html` embeds its frames in a
// `<script type="application/json" id="brickwork-frames">` block (see docs/browser.md). Given
// that block (`readEmbeddedFrames()`) as `hydrate`, with the same items and section options the
// page was laid out from, the feed adopts the frames as they are: the boxes sit exactly where
// the page drew them and the module lays nothing out until the first append, size correction,
// width change or fraction query.

import { kinds } from "./brickwork.mjs";

const itemKind = kinds.indexOf("item");

/** The forms of item values, as `Brickwork.layoutItems` numbers them. */
const forms = { lengths: 0, sizes: 1, aspectRatios: 2 };
const formNames = ["lengths", "sizes", "aspectRatios"];

/** The section options the lean module reads (`LeanOptions` of lean.mjs). */
const leanKeys = new Set(["layout", "columns", "columnSpacing", "itemSpacing", "lineSpacing",
  "targetRowHeight", "tolerance", "minColumnWidth", "maxColumns", "evenBottom", "itemGrow",
  "widowAlignment", "widowHeight"]);

/** The `id` of the block of frames a page embeds (`LayoutWriter.embeddedFramesID`). */
export const embeddedFramesID = "brickwork-frames";

/**
 * Reads the frames a page embeds in its `<script type="application/json" id="brickwork-frames">`
 * block, for `createFeed`'s `hydrate`: `{ container: { width, height }, contentSize: { width,
 * height }, elements: Float64Array }` (7 numbers an element: kind, section, index, x, y, width,
 * height), or `null` when the page has no block. Throws a TypeError for a block of another
 * format or version.
 */
export function readEmbeddedFrames(root = document) {
  const script = root.getElementById
    ? root.getElementById(embeddedFramesID)
    : root.querySelector(`#${embeddedFramesID}`);
  if (!script) return null;
  const block = JSON.parse(script.textContent);
  if (block.format !== "brickwork-frames" || block.version !== 1) {
    throw new TypeError(`readEmbeddedFrames: not a version 1 brickwork-frames block`);
  }
  if (!Array.isArray(block.elements) || block.elements.length % 7 !== 0
    || !block.elements.every((value) => typeof value === "number")) {
    throw new TypeError("readEmbeddedFrames: elements come as 7 numbers each");
  }
  const size = (pair, what) => {
    if (!Array.isArray(pair) || pair.length !== 2
      || !pair.every((value) => typeof value === "number" && Number.isFinite(value) && value >= 0)) {
      throw new TypeError(`readEmbeddedFrames: ${what} must be two finite numbers >= 0`);
    }
    return { width: pair[0], height: pair[1] };
  };
  return {
    container: size(block.container, "container"),
    contentSize: size(block.contentSize, "contentSize"),
    elements: Float64Array.from(block.elements),
  };
}

/** Creates a feed in `container`; see `Feed`. */
export function createFeed(container, options) {
  if (options?.brickwork) return new Feed(container, options);
  // No module given: the lean one, beside lean.mjs, loaded (compiled once per page) first; lean.mjs
  // is imported only then (a page that passes its instance needs only this file and the wrapper).
  return import("./lean.mjs").then(({ loadLean }) => loadLean())
    .then((brickwork) => new Feed(container, { ...options, brickwork }));
}

/** A virtualized feed: one section of items laid out by the module, rendered as they show. */
export class Feed {
  #brickwork;
  #section;
  #render;
  #recycle;
  #form;
  #stride;
  #values = new Float64Array(0);
  #count = 0;
  #columns = null;
  #columnsKept = false;
  #layout = null;
  #frames = new Float64Array(0);
  #rendered = new Map();
  #width = -1;
  #adoptedHeight = 0;
  #observer;
  #onScroll;
  #destroyed = false;
  // Whether `update` is running (a callback calling into the feed) and whether a call came
  // meanwhile: the running one then goes round again instead of the two editing the DOM at once.
  #updating = false;
  #updateAgain = false;

  /**
   * `options`: `brickwork` (an instance from `instantiate`), `items` (see `append`),
   * `itemForm` for typed arrays (`"sizes"`, width-height pairs, the default; `"lengths"`;
   * `"aspectRatios"`), `section` (the section's options of the layout document, without
   * `items`), `render(element, index)` called when an item enters the DOM, `recycle(element,
   * index)` when it leaves, `overscan` (points rendered above and below the viewport, 400 by
   * default), `direction` and `scale` (as the layout document's), `hydrate` (frames from
   * `readEmbeddedFrames`, adopted for the items of section 0 instead of laying them out; they
   * must be one frame per item).
   */
  constructor(container, options) {
    const { brickwork, items = [], itemForm, section = {}, render, recycle, overscan = 400,
      direction = "ltr", scale = 0, hydrate = null } = options;
    if (!brickwork) throw new TypeError("createFeed: options.brickwork is required");
    this.container = container;
    this.overscan = overscan;
    this.#brickwork = brickwork;
    this.#section = { ...section };
    delete this.#section.items;
    if (brickwork.isLean) {
      const unknown = Object.keys(this.#section).filter((key) => !leanKeys.has(key));
      if (unknown.length > 0) {
        throw new TypeError(`createFeed: the lean module takes no section option ${unknown.join(", ")}`);
      }
    }
    this.#render = render ?? (() => {});
    this.#recycle = recycle ?? (() => {});
    this.direction = direction;
    this.scale = scale;
    // Own names only: "toString" is as unknown as "bogus".
    this.#form = itemForm === undefined ? Feed.#formOf(items)
      : typeof itemForm === "string" && Object.hasOwn(forms, itemForm) ? forms[itemForm] : undefined;
    if (this.#form === undefined) throw new TypeError(`createFeed: unknown itemForm ${itemForm}`);
    this.#stride = this.#form === forms.sizes ? 2 : 1;

    const style = container.style;
    if (!style.position) style.position = "relative";
    if (!style.overflowY && !style.overflow) style.overflowY = "auto";
    this.content = document.createElement("div");
    this.content.setAttribute("role", "list");
    this.content.style.cssText = "position:relative;width:100%;overflow:hidden;margin:0;padding:0;border:0";

    this.#add(items);
    if (hydrate) {
      this.#adopt(hydrate);
      container.replaceChildren(this.content);
    } else {
      this.#width = container.clientWidth;
      this.#layOut();
      container.replaceChildren(this.content);
    }
    this.#onScroll = () => this.update();
    container.addEventListener("scroll", this.#onScroll, { passive: true });
    if (typeof ResizeObserver !== "undefined") {
      this.#observer = new ResizeObserver(() => this.#resized());
      this.#observer.observe(container);
    }
    // A feed whose first `render` throws is not made: it frees what it holds.
    try {
      this.update();
    } catch (error) {
      try { this.destroy(); } catch { /* the first error is the one to report */ }
      throw error;
    }
  }

  /** The number of items. */
  get count() { return this.#count; }

  /** The items' elements in the DOM, by item index. */
  get rendered() { return this.#rendered; }

  /** The height of the laid-out content. */
  get contentHeight() { return this.#layout ? this.#layout.contentSize.height : this.#adoptedHeight; }

  /**
   * The layout (a `Layout` of the module), for queries; it changes on append and relayout, and
   * is `null` while a hydrated feed shows the page's frames.
   */
  get layout() { return this.#layout; }

  /** An item's frame as `{ x, y, width, height }`, in the content's coordinates. */
  frameOf(index) {
    this.#check(index);
    const f = this.#frames.subarray(4 * index, 4 * index + 4);
    return { x: f[0], y: f[1], width: f[2], height: f[3] };
  }

  /**
   * Appends items: a typed array in the feed's form, or objects `{ width, height }`,
   * `{ aspectRatio }` (as width `aspectRatio`, height 1) or `{ height }` (a feed of lengths).
   * The items already shown stay where they are.
   *
   * - Complexity: O(n) for n items in all: the module lays the whole section out again (equal
   *   to appending, as the core guarantees).
   */
  append(items) {
    this.#checkAlive();
    const count = this.#count;
    const columns = this.#columns;
    // Columns kept by corrections stay pinned in the full layout.
    if (!this.#brickwork.isLean && this.#columnsKept && this.#columns === null) this.#columns = this.#currentColumns();
    try {
      this.#add(items);
      this.#layOut();
    } catch (error) {
      this.#count = count;
      this.#columns = columns;
      throw error;
    }
    this.#show();
  }

  /**
   * Corrects the size of item `index` (`{ width, height }`, `{ aspectRatio }` or `{ height }`,
   * as `append` takes it). In a waterfall, every item keeps its column: items after it move up
   * or down their own column instead of jumping to another (the module's `update` with
   * `stableColumns`, from the item on), and later appends and corrections keep those columns
   * until the width changes.
   *
   * - Complexity: O(n - index) in the module, plus O(n) to copy the frames.
   */
  setSize(index, size) {
    this.#checkAlive();
    this.#check(index);
    const start = index * this.#stride;
    const previous = this.#values.slice(start, start + this.#stride);
    const values = this.#valuesOf(size);
    if (this.#brickwork.isLean) {
      // The lean module has no update: the section is laid out again, every item by the rule.
      this.#values.set(values, start);
      try {
        this.#layOut();
      } catch (error) {
        this.#values.set(previous, start);
        throw error;
      }
      this.#show();
      return;
    }
    if (this.#layout === null) {
      // A hydrated feed: its first layout pins the adopted columns.
      const columns = this.#columns;
      if (this.#isWaterfall() && this.#columns === null) this.#columns = this.#currentColumns();
      this.#values.set(values, start);
      try {
        this.#layOut();
      } catch (error) {
        this.#values.set(previous, start);
        this.#columns = columns;
        throw error;
      }
      this.#show();
      return;
    }
    const corrected = this.#form === forms.sizes ? { width: values[0], height: values[1] }
      : this.#form === forms.lengths ? { height: values[0] } : { aspectRatio: values[0] };
    this.#layout.update(index, corrected, { stableColumns: this.#isWaterfall() });
    this.#values.set(values, start);
    if (this.#isWaterfall()) this.#columnsKept = true;
    this.#takeFrames(this.#layout);
    this.#show();
  }

  /**
   * Scrolls so that item `index` is at the top of the viewport (`align: "start"`, the default),
   * its center (`"center"`), its bottom (`"end"`), or only as far as needed (`"nearest"`).
   */
  scrollToItem(index, { align = "start" } = {}) {
    this.#checkAlive();
    this.#check(index);
    const top = this.#layout?.offsetOf(index, 0) ?? this.#frames[4 * index + 1];
    const height = this.#frames[4 * index + 3];
    const viewport = this.container.clientHeight;
    const scrollTop = this.container.scrollTop;
    let target = top;
    if (align === "center") target = top + height / 2 - viewport / 2;
    else if (align === "end") target = top + height - viewport;
    else if (align === "nearest") {
      target = top < scrollTop ? top : top + height > scrollTop + viewport ? top + height - viewport : scrollTop;
    }
    this.container.scrollTop = target;
    this.update();
  }

  /**
   * The item at a fraction (0...1) of the content's height: the module's exact query, O(log n).
   */
  itemAtFraction(fraction) {
    this.#checkAlive();
    const clamped = Math.min(1, Math.max(0, fraction));
    if (this.#layout === null) {
      this.#layOut();
      this.#show();
    }
    return this.#layout.itemAtFraction(clamped)?.item ?? null;
  }

  /** Scrolls so that the offset at `fraction` (0...1) of the content is at the viewport's top. */
  scrollToFraction(fraction) {
    this.#checkAlive();
    const clamped = Math.min(1, Math.max(0, fraction));
    this.container.scrollTop = clamped * Math.max(0, this.contentHeight - this.container.clientHeight);
    this.update();
  }

  /** The first item (in item order) intersecting the viewport, or `null`. */
  firstVisibleItem() {
    this.#checkAlive();
    const top = this.container.scrollTop;
    return this.#firstItemIn(top, top + this.container.clientHeight);
  }

  /**
   * Brings the DOM in line with the viewport: the items whose frames intersect it, extended by
   * `overscan` above and below, in item order; others leave. Called on scroll and resize.
   *
   * `render` and `recycle` run with the feed's state complete: a call into the feed from one of
   * them (an `append`, say) is done, and the DOM brought in line again after it; an error one
   * throws ends nothing else (the other items are placed, then the first error is rethrown) and
   * an item whose `render` threw leaves the DOM, to be rendered again by a later update.
   *
   * - Complexity: O(log n + k) for k items in the band, as the module's query.
   */
  update() {
    this.#checkAlive();
    if (this.#updating) {
      this.#updateAgain = true;
      return;
    }
    this.#updating = true;
    let failure = null;
    // Items whose render threw wait for the next call (a render that throws and asks for an
    // update would otherwise go round for ever).
    const failed = new Set();
    try {
      do {
        this.#updateAgain = false;
        failure = this.#updateOnce(failed) ?? failure;
      } while (this.#updateAgain && !this.#destroyed);
    } finally {
      this.#updating = false;
    }
    if (failure !== null) throw failure.error;
  }

  // One pass of `update`, leaving out the items of `failed` (and adding those whose render
  // throws): returns the first callback's error (as `{ error }`), or null.
  #updateOnce(failed) {
    let failure = null;
    const call = (callback, element, index) => {
      try {
        callback(element, index);
        return true;
      } catch (error) {
        failure ??= { error };
        return false;
      }
    };
    const top = this.container.scrollTop - this.overscan;
    const height = this.container.clientHeight + 2 * this.overscan;
    const wanted = this.#itemsIn(top, height);
    wanted.sort((a, b) => a - b);
    const keep = new Set(wanted);
    for (const [index, element] of this.#rendered) {
      if (keep.has(index) || element.contains(document.activeElement)) continue;
      element.remove();
      this.#rendered.delete(index);
      call(this.#recycle, element, index);
      if (this.#destroyed) return failure;
    }
    let cursor = this.content.firstChild;
    for (const index of wanted) {
      if (this.#destroyed || this.#updateAgain) break;
      if (failed.has(index)) continue;
      let element = this.#rendered.get(index);
      const fresh = element === undefined;
      if (fresh) {
        element = document.createElement("div");
        element.tabIndex = 0;
        element.setAttribute("role", "listitem");
        element.dataset.index = String(index);
        element.style.cssText = "position:absolute;box-sizing:border-box;overflow:hidden;contain:strict";
        this.#place(element, index);
        this.#rendered.set(index, element);
      }
      // Items already in the DOM are in item order; a kept focused item may sit before others.
      while (cursor && Number(cursor.dataset.index) < index && !keep.has(Number(cursor.dataset.index))) {
        cursor = cursor.nextSibling;
      }
      if (element === cursor) cursor = cursor.nextSibling;
      else this.content.insertBefore(element, cursor);
      if (fresh && !call(this.#render, element, index) && !this.#destroyed) {
        // Rendered again by a later update.
        element.remove();
        this.#rendered.delete(index);
        failed.add(index);
      }
    }
    return failure;
  }

  /**
   * Stops observing the container, removes the items and frees the layout. Any later call but
   * `destroy` throws; `recycle` runs for each item shown (the first error it throws is rethrown
   * once all is freed).
   */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#observer?.disconnect();
    this.container.removeEventListener("scroll", this.#onScroll);
    const rendered = [...this.#rendered];
    this.#rendered.clear();
    this.content.remove();
    this.#layout?.release();
    this.#layout = null;
    let failure = null;
    for (const [index, element] of rendered) {
      try {
        this.#recycle(element, index);
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure !== null) throw failure.error;
  }

  /** Whether `destroy()` was called. */
  get destroyed() { return this.#destroyed; }

  #checkAlive() {
    if (this.#destroyed) throw new Error("feed: destroyed (create a new feed)");
  }

  // The container changed size: a new width lays the items out again, keeping the first
  // visible item at the same distance from the viewport's top.
  #resized() {
    if (this.#destroyed) return;
    const width = this.container.clientWidth;
    if (width === this.#width) {
      this.update();
      return;
    }
    const anchor = this.firstVisibleItem();
    const distance = anchor === null ? 0 : this.#frames[4 * anchor + 1] - this.container.scrollTop;
    const [previousWidth, columns] = [this.#width, this.#columns];
    this.#width = width;
    // Pinned columns belong to the old column width; a new width places every item afresh.
    this.#columns = null;
    try {
      this.#layOut();
    } catch (error) {
      [this.#width, this.#columns] = [previousWidth, columns];
      throw error;
    }
    this.#columnsKept = false;
    if (anchor !== null) this.container.scrollTop = this.#frames[4 * anchor + 1] - distance;
    this.update();
  }

  #isWaterfall() {
    return (this.#section.layout ?? "waterfall") === "waterfall";
  }

  // Lays every item out at the current width, then copies the item frames and places the
  // rendered elements at them. Runs no callback (`#show` does): a failure leaves the feed as
  // it was.
  #layOut() {
    const document = {
      width: Math.max(this.#width, 1), direction: this.direction, scale: this.scale,
      sections: [this.#section],
    };
    let next;
    if (this.#brickwork.isLean) {
      next = this.#brickwork.layoutItems(
        { ...this.#section, width: document.width, direction: this.direction, scale: this.scale,
          itemForm: formNames[this.#form] },
        this.#values.subarray(0, this.#count * this.#stride));
    } else if (this.#columns !== null) {
      next = this.#brickwork.layout({ ...document, sections: [{ ...this.#section, items: this.#objects() }] });
    } else {
      const values = new Float64Array(2 + this.#count * this.#stride);
      values[0] = this.#count;
      values[1] = this.#form;
      values.set(this.#values.subarray(0, this.#count * this.#stride), 2);
      next = this.#brickwork.layoutItems(JSON.stringify(document), values);
    }
    try {
      this.#takeFrames(next);
    } catch (error) {
      next.release();
      throw error;
    }
    this.#layout?.release();
    this.#layout = next;
  }

  // Copies the item frames of `next` and places the rendered elements at them (no callback).
  #takeFrames(next) {
    const count = next.count;
    const frames = next.frames().slice();
    const codes = next.codes().slice();
    const height = next.contentSize.height;
    const taken = this.#frames.length < 4 * this.#count ? new Float64Array(4 * this.#count) : this.#frames;
    if (taken !== this.#frames) taken.set(this.#frames.subarray(0, taken.length));
    for (let element = 0; element < count; element++) {
      if (codes[3 * element] !== itemKind) continue;
      taken.set(frames.subarray(4 * element, 4 * element + 4), 4 * codes[3 * element + 2]);
    }
    this.#frames = taken;
    this.content.style.height = `${height}px`;
    for (const [index, element] of this.#rendered) this.#place(element, index);
  }

  // Brings the DOM in line after the state changed: the callbacks run from here.
  #show() {
    this.update();
  }

  #place(element, index) {
    const f = this.#frames;
    const style = element.style;
    style.left = `${f[4 * index]}px`;
    style.top = `${f[4 * index + 1]}px`;
    style.width = `${f[4 * index + 2]}px`;
    style.height = `${f[4 * index + 3]}px`;
  }

  // The items as the layout document's objects, each pinned to its column when it has one.
  #objects() {
    const items = new Array(this.#count);
    const v = this.#values;
    for (let i = 0; i < this.#count; i++) {
      const item = this.#form === forms.sizes ? { width: v[2 * i], height: v[2 * i + 1] }
        : this.#form === forms.lengths ? { height: v[i] } : { aspectRatio: v[i] };
      if (this.#columns !== null && i < this.#columns.length) item.column = this.#columns[i];
      items[i] = item;
    }
    return items;
  }

  // Every item's column, from the frames: items of one column share their left edge, and
  // columns count from the leading edge (the right one in right-to-left feeds).
  #currentColumns() {
    const lefts = new Set();
    for (let i = 0; i < this.#count; i++) lefts.add(this.#frames[4 * i]);
    const order = [...lefts].sort((a, b) => (this.direction === "rtl" ? b - a : a - b));
    const column = new Map(order.map((left, index) => [left, index]));
    return Int32Array.from({ length: this.#count }, (_, i) => column.get(this.#frames[4 * i]));
  }

  #firstItemIn(top, bottom) {
    let first = null;
    for (const index of this.#itemsIn(top, Math.max(bottom - top, 1e-6))) {
      if (first === null || index < first) first = index;
    }
    return first;
  }

  // The items whose frames intersect the band from `top`, `height` tall: the module's query,
  // O(log n + k), or a pass over the adopted frames, O(n), while a hydrated feed has no layout.
  #itemsIn(top, height) {
    const found = [];
    if (this.#layout === null) {
      const f = this.#frames;
      const bottom = top + height;
      for (let i = 0; i < this.#count; i++) {
        const y = f[4 * i + 1];
        if (y < bottom && y + f[4 * i + 3] > top && f[4 * i + 2] > 0 && f[4 * i + 3] > 0) found.push(i);
      }
      return found;
    }
    const answer = this.#layout.query(0, top, Math.max(this.#width, 1), height);
    for (let i = 0; i < answer.count; i++) {
      if (answer.codes[3 * i] === itemKind) found.push(answer.codes[3 * i + 2]);
    }
    return found;
  }

  // Takes the items' frames, the width and the content height from an embedded block, after
  // checking them: one frame per item, finite, inside the block's container width and content
  // height (a millionth of either's slack for the decimal text).
  #adopt(block) {
    const refuse = (text) => { throw new TypeError(`createFeed: the embedded frames ${text}`); };
    const { elements, container, contentSize } = block ?? {};
    if (!(elements instanceof Float64Array) || elements.length % 7 !== 0) {
      refuse("come as a Float64Array of 7 numbers an element (readEmbeddedFrames gives them)");
    }
    const width = container?.width;
    const height = contentSize?.height;
    if (![width, height].every((value) => typeof value === "number" && Number.isFinite(value) && value >= 0)) {
      refuse("need a finite container width and content height >= 0");
    }
    const slack = (extent) => 1e-6 * Math.max(1, extent);
    const frames = new Float64Array(4 * this.#count);
    const seen = new Uint8Array(this.#count);
    let adopted = 0;
    for (let e = 0; e + 6 < elements.length; e += 7) {
      if (elements[e] !== itemKind || elements[e + 1] !== 0) continue;
      const index = elements[e + 2];
      if (!Number.isInteger(index) || index < 0 || index >= this.#count) {
        refuse(`name item ${index} of ${this.#count}`);
      }
      if (seen[index]) refuse(`name item ${index} twice`);
      seen[index] = 1;
      const [x, y, w, h] = elements.subarray(e + 3, e + 7);
      if (![x, y, w, h].every(Number.isFinite) || w < 0 || h < 0) {
        refuse(`give item ${index} the frame ${x}, ${y}, ${w}, ${h}: not finite numbers with a size >= 0`);
      }
      if (x < -slack(width) || x + w > width + slack(width) || y < -slack(height) || y + h > height + slack(height)) {
        refuse(`give item ${index} the frame ${x}, ${y}, ${w}, ${h}: outside the container (${width} wide, content ${height} high)`);
      }
      frames.set(elements.subarray(e + 3, e + 7), 4 * index);
      adopted += 1;
    }
    if (adopted !== this.#count) refuse(`hold ${adopted} items, the feed ${this.#count}`);
    this.#frames = frames;
    this.#width = block.container.width;
    this.#adoptedHeight = block.contentSize.height;
    this.content.style.height = `${this.#adoptedHeight}px`;
  }

  #add(items) {
    const typed = ArrayBuffer.isView(items) && !(items instanceof DataView);
    if (!typed && !Array.isArray(items)) {
      throw new TypeError("createFeed: items come as an array of objects or a typed array of numbers");
    }
    const values = typed
      ? Float64Array.from(items)
      : Float64Array.from(items.flatMap((item) => this.#valuesOf(item)));
    if (values.length % this.#stride !== 0) {
      throw new TypeError("createFeed: sizes come as width-height pairs");
    }
    const needed = this.#count * this.#stride + values.length;
    if (needed > this.#values.length) {
      const grown = new Float64Array(Math.max(needed, 2 * this.#values.length));
      grown.set(this.#values.subarray(0, this.#count * this.#stride));
      this.#values = grown;
    }
    this.#values.set(values, this.#count * this.#stride);
    this.#count += values.length / this.#stride;
  }

  #valuesOf(item) {
    if (this.#form === forms.sizes) {
      if (item.aspectRatio !== undefined) return [item.aspectRatio, 1];
      return [item.width, item.height];
    }
    if (this.#form === forms.aspectRatios) {
      return [item.aspectRatio ?? item.width / item.height];
    }
    return [item.height];
  }

  #check(index) {
    if (!Number.isInteger(index) || index < 0 || index >= this.#count) {
      throw new RangeError(`feed: no item ${index} (${this.#count} items)`);
    }
  }

  // Typed arrays are width-height pairs; objects with only a height are lengths; others sizes.
  static #formOf(items) {
    if (ArrayBuffer.isView(items)) return forms.sizes;
    const first = items[0];
    if (first && first.height !== undefined && first.width === undefined && first.aspectRatio === undefined) {
      return forms.lengths;
    }
    return forms.sizes;
  }
}
