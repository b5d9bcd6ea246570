// Brickwork in the browser: the WebAssembly module built by Scripts/build-wasm.sh, wrapped.
// No dependencies. The module has no imports; input goes in through its linear memory, frames
// come out as typed arrays over it.
//
//   import { instantiate } from "./brickwork.mjs";
//   const brickwork = await instantiate(fetch("brickwork.wasm"));
//   const layout = brickwork.layout({ width: 375, sections: [{ columns: 2, items }] });
//   layout.relayout(414);
//   const { count, frames, codes } = layout.query(0, scrollTop, 414, 800);
//
// Typed arrays returned by `frames`, `codes` and `query` are views of the module's memory:
// valid until the next call into the same module (copy them with `slice()` to keep them).
// Addresses are unsigned 32-bit (hence `>>> 0`).

/** Element kinds, by the code in the first slot of each element's codes. */
export const kinds = ["background", "header", "item", "more", "footer"];

/** A failed call: `issues` holds one line per problem, as `brickwork layout` prints them. */
export class BrickworkError extends Error {
  constructor(text) {
    super(text);
    this.name = "BrickworkError";
    this.issues = text.split("\n");
  }
}

/**
 * Instantiates the module from its bytes (an ArrayBuffer or typed array), a Response or a
 * promise of one (`fetch(...)`), or a compiled WebAssembly.Module.
 */
export async function instantiate(source) {
  source = await source;
  let instance;
  if (source instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(source, {});
  } else if (typeof Response !== "undefined" && source instanceof Response) {
    const bytes = await source.arrayBuffer();
    instance = (await WebAssembly.instantiate(bytes, {})).instance;
  } else {
    instance = (await WebAssembly.instantiate(source, {})).instance;
  }
  return new Brickwork(instance.exports);
}

/** One instance of the module. */
export class Brickwork {
  constructor(exports) {
    this.exports = exports;
  }

  /**
   * Lays out a layout document (an object, JSON text or UTF-8 bytes), exactly as
   * `brickwork layout` does. Throws a BrickworkError listing every problem.
   */
  layout(document) {
    const bytes = this.#utf8(document);
    const handle = this.#withBytes(bytes, (address) =>
      this.exports.brickwork_layout_json(address, bytes.length),
    );
    return this.#open(handle);
  }

  /**
   * Lays out a document whose items come as 64-bit floats (a Float64Array or array): per
   * section of the document, its item count, its form (0 lengths along the scroll axis,
   * 1 width-height pairs, 2 aspect ratios), then the values. The document gives the container
   * and the sections' options.
   */
  layoutItems(document, values) {
    const bytes = this.#utf8(document);
    const floats = values instanceof Float64Array ? values : new Float64Array(values);
    const { exports } = this;
    const documentAddress = exports.brickwork_allocate(bytes.length) >>> 0;
    const valuesAddress = exports.brickwork_allocate(floats.byteLength) >>> 0;
    try {
      new Uint8Array(exports.memory.buffer, documentAddress, bytes.length).set(bytes);
      new Float64Array(exports.memory.buffer, valuesAddress, floats.length).set(floats);
      const handle = exports.brickwork_layout_binary(
        documentAddress, bytes.length, valuesAddress, floats.length);
      return this.#open(handle);
    } finally {
      exports.brickwork_deallocate(documentAddress);
      exports.brickwork_deallocate(valuesAddress);
    }
  }

  /** The last error's text. */
  errorText() {
    const { exports } = this;
    const bytes = new Uint8Array(
      exports.memory.buffer, exports.brickwork_error_bytes() >>> 0, exports.brickwork_error_length());
    return new TextDecoder().decode(bytes);
  }

  #open(handle) {
    if (handle < 0) throw new BrickworkError(this.errorText());
    return new Layout(this, handle);
  }

  #utf8(document) {
    if (document instanceof Uint8Array) return document;
    const text = typeof document === "string" ? document : JSON.stringify(document);
    return new TextEncoder().encode(text);
  }

  #withBytes(bytes, body) {
    const address = this.exports.brickwork_allocate(bytes.length) >>> 0;
    try {
      new Uint8Array(this.exports.memory.buffer, address, bytes.length).set(bytes);
      return body(address);
    } finally {
      this.exports.brickwork_deallocate(address);
    }
  }
}

/** An item path from the module's packed number (`section * 2^32 + item`, -1 for none). */
function unpackItem(packed) {
  if (packed < 0) return null;
  const section = Math.floor(packed / 4294967296);
  return { section, item: packed - section * 4294967296 };
}

/** A laid-out document held by the module. Call `release()` when done with it. */
export class Layout {
  constructor(brickwork, handle) {
    this.brickwork = brickwork;
    this.exports = brickwork.exports;
    this.handle = handle;
  }

  /** Lays the document out again at a new width (and height), reusing the module's storage. */
  relayout(width, height = this.container.height) {
    if (this.exports.brickwork_relayout(this.handle, width, height) !== 0) {
      throw new BrickworkError(this.brickwork.errorText());
    }
    return this;
  }

  /** The container's width and height. */
  get container() {
    const sizes = this.#sizes();
    return { width: sizes[2], height: sizes[3] };
  }

  /** The size of the content. */
  get contentSize() {
    const sizes = this.#sizes();
    return { width: sizes[0], height: sizes[1] };
  }

  #sizes() {
    return new Float64Array(
      this.exports.memory.buffer, this.exports.brickwork_sizes(this.handle) >>> 0, 4);
  }

  /** The number of elements. */
  get count() {
    return this.exports.brickwork_element_count(this.handle);
  }

  /** Every element's frame: x, y, width, height (4 per element, in document order). */
  frames() {
    const count = this.count;
    return new Float64Array(
      this.exports.memory.buffer, this.exports.brickwork_frames(this.handle) >>> 0, 4 * count);
  }

  /** Every element's code: kind (an index into `kinds`), section, item (3 per element). */
  codes() {
    const count = this.count;
    return new Int32Array(
      this.exports.memory.buffer, this.exports.brickwork_codes(this.handle) >>> 0, 3 * count);
  }

  /** The elements whose frames intersect a rectangle, as `frames()` and `codes()` give them. */
  query(x, y, width, height) {
    const { exports, handle } = this;
    const count = exports.brickwork_query(handle, x, y, width, height);
    const buffer = exports.memory.buffer;
    return {
      count,
      frames: new Float64Array(buffer, exports.brickwork_query_frames(handle) >>> 0, 4 * count),
      codes: new Int32Array(buffer, exports.brickwork_query_codes(handle) >>> 0, 3 * count),
    };
  }

  /**
   * The first item, in document order, whose frame reaches past `offset` along the scroll axis
   * (y, or x when horizontal; the left edge counts in a right-to-left horizontal layout), as
   * `{ section, item }`, or `null`. O(log n).
   */
  itemAt(offset) {
    return unpackItem(this.exports.brickwork_item_at(this.handle, offset));
  }

  /** The leading edge of an item along the scroll axis, or `null` when it is hidden. O(1). */
  offsetOf(item, section) {
    const offset = this.exports.brickwork_offset_of(this.handle, item, section);
    return Number.isNaN(offset) ? null : offset;
  }

  /**
   * The item at fraction `f` (0 to 1) of the content's length, for a scrubber, as
   * `{ section, item }` (the last visible item past the last one's end), or `null`. O(log n).
   */
  itemAtFraction(f) {
    return unpackItem(this.exports.brickwork_item_at_fraction(this.handle, f));
  }

  /** The JSON frames, byte for byte those of `brickwork layout`. */
  json() {
    return new TextDecoder().decode(this.jsonBytes());
  }

  /** The JSON frames as UTF-8 bytes (a view, valid until the next call). */
  jsonBytes() {
    const { exports, handle } = this;
    const length = exports.brickwork_json(handle);
    return new Uint8Array(exports.memory.buffer, exports.brickwork_json_bytes(handle) >>> 0, length);
  }

  /** Frees the layout in the module. */
  release() {
    this.exports.brickwork_release(this.handle);
    this.handle = -1;
  }
}
