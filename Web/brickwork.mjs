// Brickwork in the browser: the WebAssembly module built by Scripts/build-wasm.sh, wrapped.
// No dependencies. The module has no imports; input goes in through its linear memory, frames
// come out as typed arrays over it.
//
//   import { loadBrickwork } from "brickwork-layout";
//   const brickwork = await loadBrickwork();        // brickwork.wasm, beside this file
//   const layout = brickwork.layout({ width: 375, sections: [{ columns: 2, items }] });
//   layout.relayout(414);
//   const { count, frames, codes } = layout.query(0, scrollTop, 414, 800);
//
// Typed arrays returned by `frames`, `codes` and `query` are views of the module's memory:
// valid until the next call into the same module (copy them with `slice()` to keep them).
// Addresses are unsigned 32-bit (hence `>>> 0`); every address the module hands out is checked
// (0 means none) before it is used.
//
// The instance stays usable after any error: a failed call throws a BrickworkError; a call that
// traps (memory exhausted part way) has its stack pointer restored and, when memory ran out,
// becomes a BrickworkError too.
//
// Each open layout holds its memory in the module until `release()`: about 70 KiB for a handful
// of items (its frame store keeps room for 1,024 elements more than it holds, in the allocator's
// power-of-two blocks) and about 80 bytes more per item (measured in Node.js with 3, 100 and
// 1,000 items). Released memory is reused by later layouts; the module never gives memory back
// to the host.

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

// Compiled modules by URL: one compile per module per page, however many instances.
const compiled = new Map();

/**
 * Compiles the module at `url` once per page (later calls share the promise): streamed
 * (`WebAssembly.compileStreaming`) when the response is served as `application/wasm`, else from
 * its bytes (a server with another type, a `file:` URL under Node.js).
 */
export function compileModule(url) {
  const key = String(url);
  let module = compiled.get(key);
  if (!module) {
    module = fetchModule(key);
    compiled.set(key, module);
    module.catch(() => compiled.delete(key));
  }
  return module;
}

async function fetchModule(url) {
  if (url.startsWith("file:") && typeof process !== "undefined" && process.versions?.node) {
    const files = "node:fs/promises";
    const { readFile } = await import(files);
    return WebAssembly.compile(await readFile(new URL(url)));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`brickwork: ${url}: HTTP ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (typeof WebAssembly.compileStreaming === "function" && /^application\/wasm\s*(;|$)/i.test(type)) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * Loads the full module (`brickwork.wasm`, found beside this file as bundlers find assets) and
 * instantiates it; the compiled module is cached per page.
 */
export async function loadBrickwork(url = new URL("./brickwork.wasm", import.meta.url)) {
  return instantiate(compileModule(url));
}

/** One instance of the module. */
export class Brickwork {
  constructor(exports) {
    this.exports = exports;
  }

  /**
   * Calls `body` (which calls into the module). A trap restores the stack pointer the compiled
   * code keeps in a global (a trap does not unwind it); an allocation that memory could not
   * satisfy becomes a BrickworkError, any other trap is rethrown.
   */
  call(body) {
    const stack = this.exports.__stack_pointer;
    const saved = stack ? stack.value : 0;
    try {
      return body(this.exports);
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      if (stack) stack.value = saved;
      if (this.exports.brickwork_recover() === 1) {
        throw new BrickworkError("document: not enough memory for the layout");
      }
      throw error;
    }
  }

  /** Allocates `count` bytes in the module, or throws a BrickworkError when memory is out. */
  allocate(count, what) {
    const address = this.call((exports) => exports.brickwork_allocate(count)) >>> 0;
    if (address === 0) {
      throw new BrickworkError(`document: not enough memory for ${what} (${count} bytes)`);
    }
    return address;
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
    if (floats.byteLength > 0x7fffffff) {
      throw new BrickworkError(`document: not enough memory for ${floats.length} values`);
    }
    const documentAddress = this.allocate(bytes.length, "the document");
    let valuesAddress = 0;
    try {
      valuesAddress = this.allocate(floats.byteLength, `${floats.length} values`);
      new Uint8Array(exports.memory.buffer, documentAddress, bytes.length).set(bytes);
      new Float64Array(exports.memory.buffer, valuesAddress, floats.length).set(floats);
      const handle = this.call((exports) =>
        exports.brickwork_layout_binary(
          documentAddress, bytes.length, valuesAddress, floats.length));
      return this.#open(handle);
    } finally {
      exports.brickwork_deallocate(documentAddress);
      if (valuesAddress !== 0) exports.brickwork_deallocate(valuesAddress);
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
    if (bytes.length > 0x7fffffff) {
      throw new BrickworkError(`document: not enough memory for ${bytes.length} bytes`);
    }
    const address = this.allocate(bytes.length, "the document");
    try {
      new Uint8Array(this.exports.memory.buffer, address, bytes.length).set(bytes);
      return this.call(() => body(address));
    } finally {
      this.exports.brickwork_deallocate(address);
    }
  }
}

/** The largest index the module's 32-bit parameters take. */
const largestIndex = 0x7fffffff;

/**
 * An index argument as a number (converted before any handle is looked up, so that a `valueOf`
 * runs first): a safe integer, or a BrickworkError naming `what`. Whether it is in range is the
 * caller's question.
 */
export function indexArgument(value, what) {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw new BrickworkError(`${what}: must be an integer, got ${String(number)}`);
  }
  return number;
}

/** Whether a safe integer fits the module's 32-bit index parameters (from 0). */
export function fitsIndex(index) {
  return index >= 0 && index <= largestIndex;
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
    this.released = false;
  }

  /** A BrickworkError naming the handle once the layout is released. */
  #checkOpen() {
    if (this.released) {
      throw new BrickworkError(
        `handle: no open layout has handle ${this.handle} (it was released)`);
    }
  }

  /**
   * Calls the module for this layout: a BrickworkError naming the handle once it is released,
   * and the module's error when `body` answers `failed` (a negative count, or address 0).
   * Arguments are converted to numbers before this is called: a conversion may run code (a
   * `valueOf`) that releases the layout.
   */
  #call(body, failed) {
    this.#checkOpen();
    const answer = this.brickwork.call(body);
    if (failed(answer)) throw new BrickworkError(this.brickwork.errorText());
    return answer;
  }

  /** A count from the module, checked. */
  #count(body) {
    return this.#call(body, (count) => count < 0);
  }

  /** An address from the module, checked. */
  #address(body) {
    return this.#call(body, (address) => address >>> 0 === 0) >>> 0;
  }

  /** Lays the document out again at a new width (and height), reusing the module's storage. */
  relayout(width, height) {
    const newWidth = Number(width);
    const newHeight = height === undefined ? this.container.height : Number(height);
    this.#count((exports) => exports.brickwork_relayout(this.handle, newWidth, newHeight));
    return this;
  }

  /**
   * Gives item `item` of `section` (0 by default) a new size, `{ width, height }`,
   * `{ aspectRatio }` or `{ height }` (a length along the scroll axis), and updates the layout
   * from that item on (the core's `update(_:after:stableColumns:)`). With `stableColumns`, every
   * other item of a waterfall keeps its column: items after it move up or down their own
   * column. Throws a BrickworkError for an index that is not an integer, no such item or a bad
   * size (the layout is unchanged).
   */
  update(item, size, { section = 0, stableColumns = false } = {}) {
    const [itemNumber, sectionNumber] = [Number(item), Number(section)];
    let form = 1;
    let first = size.width;
    let second = size.height;
    if (size.aspectRatio !== undefined) [form, first, second] = [2, size.aspectRatio, 0];
    else if (size.width === undefined) [form, first, second] = [0, size.height, 0];
    [first, second] = [Number(first), Number(second)];
    const stable = stableColumns ? 1 : 0;
    this.#checkOpen();
    const itemIndex = indexArgument(itemNumber, "item");
    const sectionIndex = indexArgument(sectionNumber, "section");
    if (!fitsIndex(itemIndex) || !fitsIndex(sectionIndex)) {
      throw new BrickworkError(`item: no item ${itemIndex} in section ${sectionIndex}`);
    }
    this.#count((exports) => exports.brickwork_set_item(
      this.handle, sectionIndex, itemIndex, form, first, second, stable));
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
    const address = this.#address((exports) => exports.brickwork_sizes(this.handle));
    return new Float64Array(this.exports.memory.buffer, address, 4);
  }

  /** The number of elements. */
  get count() {
    return this.#count((exports) => exports.brickwork_element_count(this.handle));
  }

  /** Every element's frame: x, y, width, height (4 per element, in document order). */
  frames() {
    const count = this.count;
    const address = this.#address((exports) => exports.brickwork_frames(this.handle));
    return new Float64Array(this.exports.memory.buffer, address, 4 * count);
  }

  /** Every element's code: kind (an index into `kinds`), section, item (3 per element). */
  codes() {
    const count = this.count;
    const address = this.#address((exports) => exports.brickwork_codes(this.handle));
    return new Int32Array(this.exports.memory.buffer, address, 3 * count);
  }

  /** The elements whose frames intersect a rectangle, as `frames()` and `codes()` give them. */
  query(x, y, width, height) {
    [x, y, width, height] = [Number(x), Number(y), Number(width), Number(height)];
    const { handle } = this;
    const count = this.#count((exports) => exports.brickwork_query(handle, x, y, width, height));
    const frames = this.#address((exports) => exports.brickwork_query_frames(handle));
    const codes = this.#address((exports) => exports.brickwork_query_codes(handle));
    const buffer = this.exports.memory.buffer;
    return {
      count,
      frames: new Float64Array(buffer, frames, 4 * count),
      codes: new Int32Array(buffer, codes, 3 * count),
    };
  }

  /**
   * The first item, in document order, whose frame reaches past `offset` along the scroll axis
   * (y, or x when horizontal; the left edge counts in a right-to-left horizontal layout), as
   * `{ section, item }`, or `null`. O(log n).
   */
  itemAt(offset) {
    const number = Number(offset);
    this.#checkOpen();
    return unpackItem(this.exports.brickwork_item_at(this.handle, number));
  }

  /**
   * The leading edge of an item along the scroll axis, or `null` when it is hidden or there is
   * no such item; a BrickworkError for an index that is not an integer. O(1).
   */
  offsetOf(item, section) {
    const [itemNumber, sectionNumber] = [Number(item), Number(section)];
    this.#checkOpen();
    const itemIndex = indexArgument(itemNumber, "item");
    const sectionIndex = indexArgument(sectionNumber, "section");
    if (!fitsIndex(itemIndex) || !fitsIndex(sectionIndex)) return null;
    const offset = this.exports.brickwork_offset_of(this.handle, itemIndex, sectionIndex);
    return Number.isNaN(offset) ? null : offset;
  }

  /**
   * The item at fraction `f` (0 to 1) of the content's length, for a scrubber, as
   * `{ section, item }` (the last visible item past the last one's end), or `null`. O(log n).
   */
  itemAtFraction(f) {
    const fraction = Number(f);
    this.#checkOpen();
    return unpackItem(this.exports.brickwork_item_at_fraction(this.handle, fraction));
  }

  /** The JSON frames, byte for byte those of `brickwork layout`. */
  json() {
    return new TextDecoder().decode(this.jsonBytes());
  }

  /**
   * The JSON frames as UTF-8 bytes (a view, valid until the next call). A BrickworkError when
   * the module's memory cannot hold them (checked before they are written).
   */
  jsonBytes() {
    const { handle } = this;
    const length = this.#count((exports) => exports.brickwork_json(handle));
    const address = this.#address((exports) => exports.brickwork_json_bytes(handle));
    return new Uint8Array(this.exports.memory.buffer, address, length);
  }

  /**
   * Frees the layout in the module; any later call on it throws a BrickworkError. Its handle is
   * never given to another layout.
   */
  release() {
    if (this.released) return;
    this.exports.brickwork_release(this.handle);
    this.released = true;
  }
}
