// Declarations of lean.mjs, the lean module's wrapper: written by hand, checked by the
// TypeScript compiler over test/types.mts, which uses every export.
import type { QueryAnswer, Size } from "./brickwork.mjs";

/** The version of the options record the wrapper writes: 1. */
export declare const optionsVersion: 1;

/**
 * The options of a lean layout: one section. An option left out takes the layout document's
 * default (its slot in the record is NaN).
 */
export interface LeanOptions {
  /** The container's width (required). */
  width: number;
  /** The container's height (0 by default). */
  height?: number;
  direction?: "ltr" | "rtl";
  /** Pixel snapping (0 by default: none). */
  scale?: number;
  /** The strategy ("waterfall" by default). */
  layout?: "waterfall" | "flow" | "justified";
  /** A waterfall's column count. */
  columns?: number;
  columnSpacing?: number;
  itemSpacing?: number;
  /** A flow's or justified layout's spacing between lines. */
  lineSpacing?: number;
  /** A justified layout's target row height. */
  targetRowHeight?: number;
  /**
   * A justified layout's row-height tolerance, or a waterfall's flow tolerance (CSS
   * `flow-tolerance`: columns whose positions differ by at most this much count as tied).
   */
  tolerance?: number;
  /** A waterfall's adaptive columns: as many at least this wide as fit, at most `maxColumns`. */
  minColumnWidth?: number;
  maxColumns?: number;
  /**
   * A waterfall's even bottom edge: each column's last item grows to the bottom when that costs
   * at most this factor of its height (0 by default: none). A waterfall's `columnWeights` (a
   * list) does not fit the record: the full module's document takes it.
   */
  evenBottom?: number;
  /** How `values` are read: width-height pairs ("sizes", the default), lengths, aspect ratios. */
  itemForm?: "sizes" | "lengths" | "aspectRatios";
  /** A flow's grow factor of every item (CSS `flex-grow`; the last line grows too). */
  itemGrow?: number;
  /** Justified rows: where an unfinished last row sits, or `"justify"` to fill the width. */
  widowAlignment?: "leading" | "center" | "trailing" | "justify";
  /** Justified rows, greedy: the height an unfinished last row starts from. */
  widowHeight?: "previous" | "target";
}

/**
 * The options record, version 1: a Float64Array of 16 doubles (NaN for a default). Slots:
 * 0 version (1), 1 width, 2 height, 3 direction (0 ltr, 1 rtl), 4 scale, 5 strategy
 * (0 waterfall, 1 flow, 2 justified), 6 columns, 7 columnSpacing, 8 itemSpacing, 9 lineSpacing,
 * 10 targetRowHeight, 11 tolerance, 12 minColumnWidth, 13 maxColumns, 14 the items' form
 * (0 lengths, 1 width-height pairs, 2 aspect ratios), 15 by strategy: a waterfall's evenBottom
 * (NaN or 0: none), a flow's itemGrow, justified rows' widowAlignment (0 leading, 1 center,
 * 2 trailing, 3 justify) plus 4 for widowHeight "target". A waterfall's columnWeights (a list)
 * has no slot: the full module's document takes it.
 */
export type LeanOptionsRecord = Float64Array;

/**
 * Writes the options record. @throws {BrickworkError} for an unknown layout or item form (names
 * are the tables' own: "toString" is unknown).
 */
export declare function optionsRecord(options: LeanOptions): LeanOptionsRecord;

/**
 * Loads the lean module (by default `brickwork-lean.wasm` beside `lean.mjs`, found with
 * `new URL(…, import.meta.url)`), compiled once per page, and instantiates it.
 */
export declare function loadLean(url?: string | URL): Promise<LeanBrickwork>;

/** Instantiates the lean module (`brickwork-lean.wasm`), from the sources `instantiate` takes. */
export declare function instantiateLean(
  source:
    | BufferSource
    | Response
    | WebAssembly.Module
    | PromiseLike<BufferSource | Response | WebAssembly.Module>,
): Promise<LeanBrickwork>;

/** One instance of the lean module. */
export declare class LeanBrickwork {
  constructor(exports: WebAssembly.Exports);
  readonly exports: WebAssembly.Exports;
  /** Always true. */
  readonly isLean: true;
  /** Calls into the module, restoring its stack after a trap. */
  call<T>(body: (exports: WebAssembly.Exports) => T): T;
  /**
   * Lays out one section of items given as numbers in the options' `itemForm`.
   * @throws {BrickworkError} naming the value at fault.
   */
  layoutItems(options: LeanOptions | LeanOptionsRecord, values: ArrayLike<number>): LeanLayout;
  /** The last failure's text. */
  errorText(): string;
}

/** A lean layout held by the module. Call `release()` when done with it. */
export declare class LeanLayout {
  constructor(brickwork: LeanBrickwork, handle: number);
  readonly brickwork: LeanBrickwork;
  readonly handle: number;
  readonly released: boolean;
  /** Lays the section out again at a new width (and height). @throws {BrickworkError} */
  relayout(width: number, height?: number): this;
  readonly container: Size;
  readonly contentSize: Size;
  /** The number of elements. */
  readonly count: number;
  /** Every element's frame, 4 numbers each (a view of the module's memory). */
  frames(): Float64Array;
  /** Every element's code, 3 numbers each: kind, section, index. */
  codes(): Int32Array;
  /** The elements intersecting a rectangle. */
  query(x: number, y: number, width: number, height: number): QueryAnswer;
  /** The item at a scroll offset. */
  itemAt(offset: number): { section: 0; item: number } | null;
  /** The item at a fraction (0...1) of the content's length. */
  itemAtFraction(fraction: number): { section: 0; item: number } | null;
  /**
   * An item's leading edge along the scroll axis, or `null` when hidden or no such item.
   * @throws {BrickworkError} for an index that is not an integer.
   */
  offsetOf(item: number): number | null;
  /** Frees the layout in the module; any later call throws, the handle is never given again. */
  release(): void;
}
