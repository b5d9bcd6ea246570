// The lean module for feeds (brickwork-lean.wasm, built by Scripts/build-wasm.sh): one section
// of items given as numbers, its options as a small versioned record, frames and queries out.
// No document reader and no JSON writer: the frames are bit for bit those of the full module
// for the same input, and its errors name the path, the core's rule and the value at fault
// (`sections[0].columns: must be an integer >= 1, got 0`), one line. No imports, no dependencies.
//
//   import { loadLean } from "brickwork-layout/lean";
//   const lean = await loadLean();           // brickwork-lean.wasm, beside this file
//   const layout = lean.layoutItems({ width: 375, layout: "waterfall", columns: 2 }, sizes);
//   const { count, frames, codes } = layout.query(0, scrollTop, 375, 800);

import { BrickworkError, compileModule, fitsIndex, indexArgument, instantiate } from "./brickwork.mjs";

/** The version of the options record this wrapper writes. */
export const optionsVersion = 1;

const strategies = { waterfall: 0, flow: 1, justified: 2 };
const widowAlignments = { leading: 0, center: 1, trailing: 2, justify: 3 };
const widowHeights = { previous: 0, target: 1 };
const itemForms = { lengths: 0, sizes: 1, aspectRatios: 2 };

/**
 * The options record of a lean layout: 16 doubles, version 1 (NaN for an option left out, which
 * takes the layout document's default). Slots: 0 version, 1 width, 2 height, 3 direction
 * (0 ltr, 1 rtl), 4 scale, 5 strategy (0 waterfall, 1 flow, 2 justified), 6 columns,
 * 7 columnSpacing, 8 itemSpacing, 9 lineSpacing, 10 targetRowHeight, 11 tolerance,
 * 12 minColumnWidth, 13 maxColumns, 14 the items' form (0 lengths, 1 width-height pairs,
 * 2 aspect ratios), 15 by strategy: a waterfall's evenBottom, a flow's itemGrow, justified
 * rows' widowAlignment (0 leading, 1 center, 2 trailing, 3 justify) plus 4 for widowHeight
 * "target". A waterfall's columnWeights (a list) has no slot: the full module's document takes it.
 */
export function optionsRecord(options) {
  const record = new Float64Array(16).fill(Number.NaN);
  const number = (value) => (value === undefined ? Number.NaN : Number(value));
  // Own properties only: "toString" or "__proto__" is as unknown as "bogus".
  const named = (table, name, what) => {
    if (name === undefined) return Number.NaN;
    if (typeof name !== "string" || !Object.hasOwn(table, name)) {
      throw new BrickworkError(`options.${what}: unknown ${what} ${String(name)}`);
    }
    return table[name];
  };
  record[0] = optionsVersion;
  record[1] = number(options.width);
  record[2] = number(options.height);
  record[3] = options.direction === undefined ? Number.NaN : options.direction === "rtl" ? 1 : 0;
  record[4] = number(options.scale);
  record[5] = named(strategies, options.layout, "layout");
  record[6] = number(options.columns);
  record[7] = number(options.columnSpacing);
  record[8] = number(options.itemSpacing);
  record[9] = number(options.lineSpacing);
  record[10] = number(options.targetRowHeight);
  record[11] = number(options.tolerance);
  record[12] = number(options.minColumnWidth);
  record[13] = number(options.maxColumns);
  record[14] = named(itemForms, options.itemForm, "itemForm");
  if (options.layout === undefined || options.layout === "waterfall") {
    record[15] = number(options.evenBottom);
  } else if (options.layout === "flow") {
    record[15] = number(options.itemGrow);
  } else if (options.layout === "justified"
    && (options.widowAlignment !== undefined || options.widowHeight !== undefined)) {
    record[15] = (named(widowAlignments, options.widowAlignment ?? "leading", "widowAlignment"))
      + 4 * named(widowHeights, options.widowHeight ?? "previous", "widowHeight");
  }
  return record;
}

/**
 * Instantiates the lean module from the sources `instantiate` of brickwork.mjs accepts (that
 * function loads it; the lean wrapper takes its exports).
 */
export async function instantiateLean(source) {
  return new LeanBrickwork((await instantiate(source)).exports);
}

/**
 * Loads the lean module (`brickwork-lean.wasm`, found beside this file as bundlers find assets)
 * and instantiates it; the compiled module is cached per page.
 */
export async function loadLean(url = new URL("./brickwork-lean.wasm", import.meta.url)) {
  return instantiateLean(compileModule(url));
}

/** One instance of the lean module. */
export class LeanBrickwork {
  constructor(exports) {
    this.exports = exports;
  }

  /** Always true: the feed takes this module's narrower path. */
  get isLean() { return true; }

  /** Calls `body`, restoring the stack pointer after a trap (as `Brickwork.call`). */
  call(body) {
    const stack = this.exports.__stack_pointer;
    const saved = stack ? stack.value : 0;
    try {
      return body(this.exports);
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      if (stack) stack.value = saved;
      if (this.exports.brickwork_lean_recover() === 1) {
        throw new BrickworkError("layout: not enough memory for the layout");
      }
      throw error;
    }
  }

  /**
   * Lays out one section: `options` as `optionsRecord` reads them (or a record), `values` the
   * items in the options' `itemForm` (width-height pairs by default) as a Float64Array or array.
   * Throws a BrickworkError naming the first problem.
   */
  layoutItems(options, values) {
    const record = options instanceof Float64Array ? options : optionsRecord(options);
    const floats = values instanceof Float64Array ? values : new Float64Array(values);
    const { exports } = this;
    if (floats.byteLength > 0x7fffffff) {
      throw new BrickworkError(`layout: not enough memory for ${floats.length} values`);
    }
    const recordAddress = this.#allocate(record.byteLength);
    let valuesAddress = 0;
    try {
      valuesAddress = this.#allocate(floats.byteLength);
      new Float64Array(exports.memory.buffer, recordAddress, record.length).set(record);
      new Float64Array(exports.memory.buffer, valuesAddress, floats.length).set(floats);
      const handle = this.call((e) =>
        e.brickwork_lean_layout(recordAddress, record.length, valuesAddress, floats.length));
      if (handle < 0) throw new BrickworkError(this.errorText());
      return new LeanLayout(this, handle);
    } finally {
      exports.brickwork_lean_deallocate(recordAddress);
      if (valuesAddress !== 0) exports.brickwork_lean_deallocate(valuesAddress);
    }
  }

  /** The last failure's text. */
  errorText() {
    const { exports } = this;
    const address = exports.brickwork_lean_error_bytes() >>> 0;
    const length = exports.brickwork_lean_error_length();
    return new TextDecoder().decode(new Uint8Array(exports.memory.buffer, address, length));
  }

  #allocate(count) {
    const address = this.call((e) => e.brickwork_lean_allocate(Math.max(count, 8))) >>> 0;
    if (address === 0) throw new BrickworkError(`layout: not enough memory for ${count} bytes`);
    return address;
  }
}

/** A lean layout held by the module, as `Layout` of brickwork.mjs reads one (one section). */
export class LeanLayout {
  constructor(brickwork, handle) {
    this.brickwork = brickwork;
    this.exports = brickwork.exports;
    this.handle = handle;
    this.released = false;
  }

  #checkOpen() {
    if (this.released) {
      throw new BrickworkError(`handle: no open layout has handle ${this.handle} (it was released)`);
    }
  }

  // Arguments are converted to numbers before this is called (a `valueOf` may release the
  // layout).
  #call(body, failed) {
    this.#checkOpen();
    const answer = this.brickwork.call(body);
    if (failed(answer)) throw new BrickworkError(this.brickwork.errorText());
    return answer;
  }

  #address(body) { return this.#call(body, (a) => a >>> 0 === 0) >>> 0; }

  /** Lays the section out again at a new width (and height). */
  relayout(width, height) {
    const newWidth = Number(width);
    const newHeight = height === undefined ? this.container.height : Number(height);
    this.#call((e) => e.brickwork_lean_relayout(this.handle, newWidth, newHeight), (r) => r < 0);
    return this;
  }

  // The module's answer is read through the memory's buffer as it is after the call: a call
  // that grows the memory detaches the buffer taken before it.
  #sizes() {
    const address = this.#address((e) => e.brickwork_lean_sizes(this.handle));
    return new Float64Array(this.exports.memory.buffer, address, 4);
  }

  /** The container's width and height. */
  get container() { const s = this.#sizes(); return { width: s[2], height: s[3] }; }

  /** The size of the content. */
  get contentSize() { const s = this.#sizes(); return { width: s[0], height: s[1] }; }

  /** The number of elements. */
  get count() {
    return this.#call((e) => e.brickwork_lean_element_count(this.handle), (c) => c < 0);
  }

  /** Every element's frame: x, y, width, height (a view of the module's memory). */
  frames() {
    const count = this.count;
    if (count === 0) return new Float64Array(0);  // an empty buffer's address may be unaligned
    const address = this.#address((e) => e.brickwork_lean_frames(this.handle));
    return new Float64Array(this.exports.memory.buffer, address, 4 * count);
  }

  /** Every element's code: kind, section, item (a view of the module's memory). */
  codes() {
    const count = this.count;
    if (count === 0) return new Int32Array(0);
    const address = this.#address((e) => e.brickwork_lean_codes(this.handle));
    return new Int32Array(this.exports.memory.buffer, address, 3 * count);
  }

  /** The elements whose frames intersect a rectangle. O(log n + k). */
  query(x, y, width, height) {
    [x, y, width, height] = [Number(x), Number(y), Number(width), Number(height)];
    const { handle } = this;
    const count = this.#call((e) => e.brickwork_lean_query(handle, x, y, width, height), (c) => c < 0);
    if (count === 0) return { count, frames: new Float64Array(0), codes: new Int32Array(0) };
    const frames = this.#address((e) => e.brickwork_lean_query_frames(handle));
    const codes = this.#address((e) => e.brickwork_lean_query_codes(handle));
    const buffer = this.exports.memory.buffer;
    return { count, frames: new Float64Array(buffer, frames, 4 * count),
      codes: new Int32Array(buffer, codes, 3 * count) };
  }

  /** The item at a scroll offset, as `{ section: 0, item }`, or `null`. O(log n). */
  itemAt(offset) {
    const number = Number(offset);
    this.#checkOpen();
    const item = this.exports.brickwork_lean_item_at(this.handle, number);
    return item < 0 ? null : { section: 0, item };
  }

  /** The item at fraction `f` (0 to 1) of the content's length, or `null`. O(log n). */
  itemAtFraction(f) {
    const fraction = Number(f);
    this.#checkOpen();
    const item = this.exports.brickwork_lean_item_at_fraction(this.handle, fraction);
    return item < 0 ? null : { section: 0, item };
  }

  /**
   * An item's leading edge along the scroll axis, or `null` when it is hidden or there is no
   * such item; a BrickworkError for an index that is not an integer. O(1).
   */
  offsetOf(item) {
    const number = Number(item);
    this.#checkOpen();
    const index = indexArgument(number, "item");
    if (!fitsIndex(index)) return null;
    const offset = this.exports.brickwork_lean_offset_of(this.handle, index);
    return Number.isNaN(offset) ? null : offset;
  }

  /** Frees the layout in the module; its handle is never given to another layout. */
  release() {
    if (this.released) return;
    this.exports.brickwork_lean_release(this.handle);
    this.released = true;
  }
}
