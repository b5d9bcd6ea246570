// Declarations of brickwork.mjs, the WebAssembly module's wrapper: written by hand, checked by
// the TypeScript compiler over test/types.mts, which uses every export.

/** Insets of a section, header, footer or background, in points. */
export interface Insets {
  top?: number;
  left?: number;
  bottom?: number;
  right?: number;
}

/** A header, footer or badge: a fixed extent along the scroll axis (and width for a badge). */
export interface Supplementary {
  width?: number;
  height?: number;
  insets?: Insets;
}

/**
 * One item of a section: a length along the scroll axis (`height`, or `width` when the axis is
 * horizontal), a photo's `width` and `height`, or an `aspectRatio` (width / height).
 */
export interface ItemDocument {
  width?: number;
  height?: number;
  aspectRatio?: number;
  /** Waterfall: spans all columns. */
  fullSpan?: boolean;
  /** Waterfall: the number of adjacent columns covered (integer >= 1). */
  span?: number;
  /** Waterfall: the column the item goes to (0-based from the leading edge). */
  column?: number;
  /** Flow: the distance from the item's top to its baseline. */
  baseline?: number;
  /** Flow: forces a new line before the item. */
  startsLine?: boolean;
  /** Flow: the item's grow factor (CSS `flex-grow`), instead of the section's `itemGrow`. */
  grow?: number;
}

/**
 * A section of a layout document: `layout` picks the strategy; the other members are those of
 * the layout document's specification (an unknown key is an error, as in `brickwork layout`).
 */
export interface SectionDocument {
  layout?: "waterfall" | "flow" | "justified";
  insets?: Insets;
  header?: Supplementary;
  footer?: Supplementary;
  background?: { insets?: Insets };
  items?: ItemDocument[];
  columns?: number;
  minColumnWidth?: number;
  maxColumns?: number;
  columnSpacing?: number;
  itemSpacing?: number;
  lineSpacing?: number;
  placement?: "shortestColumn" | "leftToRight" | "rightToLeft";
  tolerance?: number;
  /** Waterfall: column widths as CSS `fr` tracks, one column per weight, instead of `columns`. */
  columnWeights?: number[];
  /** Waterfall: each column's last item grows to the bottom when that costs at most this factor. */
  evenBottom?: number;
  justify?: "leading" | "center" | "trailing" | "spaceBetween" | "spaceAround" | "spaceEvenly";
  lastLineJustify?:
    | "leading" | "center" | "trailing" | "spaceBetween" | "spaceAround" | "spaceEvenly";
  alignItems?: "top" | "center" | "bottom" | "stretch" | "baseline";
  alignContent?:
    | "top" | "center" | "bottom" | "spaceBetween" | "spaceAround" | "spaceEvenly" | "stretch";
  lineBreaking?: "greedy" | "balanced";
  maxLines?: number;
  height?: number;
  moreBadge?: Supplementary;
  /** Flow: the grow factor (CSS `flex-grow`) of items that give none; 0 by default. */
  itemGrow?: number;
  /** Flow: whether the last line shown grows too (true by default, as CSS). */
  growLastLine?: boolean;
  targetRowHeight?: number;
  maxRows?: number;
  showWidows?: boolean;
  breakoutCadence?: number;
  breaking?: "greedy" | "optimal";
  minItemsPerRow?: number;
  maxItemsPerRow?: number;
  /** Justified: where an unfinished last row sits, or `"justify"` to fill the width with it. */
  widowAlignment?: "leading" | "center" | "trailing" | "justify";
  /** Justified, greedy: the height an unfinished last row starts from. */
  widowHeight?: "previous" | "target";
}

/** A layout document, as `brickwork layout` reads it. */
export interface LayoutDocument {
  /** The container's width (> 0). */
  width: number;
  /** The viewport's height; required when `axis` is `"horizontal"`. */
  height?: number;
  axis?: "vertical" | "horizontal";
  direction?: "ltr" | "rtl";
  /** 0 leaves frames unrounded; 1, 2, 3… snaps every edge to 1/scale points. */
  scale?: number;
  /** Header frames pinned for a visible top edge at this offset. */
  pinnedHeadersAt?: number;
  sections: SectionDocument[];
}

/** What `layout` and `layoutItems` accept as a document: an object, JSON text or UTF-8 bytes. */
export type DocumentSource = LayoutDocument | string | Uint8Array;

/** An element's kind, by the code in the first of its three code slots. */
export type ElementKind = "background" | "header" | "item" | "more" | "footer";

/** Element kinds, indexed by the code in the first slot of each element's codes. */
export declare const kinds: readonly ["background", "header", "item", "more", "footer"];

/** A failed call: `issues` holds one line per problem, as `brickwork layout` prints them. */
export declare class BrickworkError extends Error {
  constructor(text: string);
  readonly name: "BrickworkError";
  /** One line per problem, e.g. `sections[0].items[3].height: must be a finite number >= 0`. */
  readonly issues: string[];
}

/** The module's exports, as the wrapper calls them. */
export interface BrickworkExports {
  readonly memory: WebAssembly.Memory;
  [entryPoint: string]: unknown;
}

/**
 * An index argument as a number (`Number(value)`, converted before any handle is looked up): a
 * safe integer. @throws {BrickworkError} naming `what` for any other value.
 */
export declare function indexArgument(value: unknown, what: string): number;

/** Whether a safe integer fits the module's 32-bit index parameters (0 to 2^31 - 1). */
export declare function fitsIndex(index: number): boolean;

/**
 * Compiles the module at `url` once per page (later calls share the result): streamed when the
 * response is `application/wasm`, else from its bytes.
 */
export declare function compileModule(url: string | URL): Promise<WebAssembly.Module>;

/**
 * Loads the full module (by default `brickwork.wasm` beside `brickwork.mjs`, found with
 * `new URL(…, import.meta.url)`), compiled once per page, and instantiates it.
 */
export declare function loadBrickwork(url?: string | URL): Promise<Brickwork>;

/**
 * Instantiates the module from its bytes (an ArrayBuffer or typed array), a Response or a
 * promise of one (`fetch(...)`), or a compiled `WebAssembly.Module`.
 */
export declare function instantiate(
  source:
    | BufferSource
    | Response
    | WebAssembly.Module
    | PromiseLike<BufferSource | Response | WebAssembly.Module>,
): Promise<Brickwork>;

/** An item's size for `Layout.update`: a width and a height, an aspect ratio, or a length. */
export type ItemSize = { width: number; height: number } | { aspectRatio: number } | { height: number };

/** The options of `Layout.update`. */
export interface UpdateOptions {
  /** The item's section (0 by default). */
  section?: number;
  /** Whether every other item of a waterfall keeps its column (false by default). */
  stableColumns?: boolean;
}

/** One instance of the module. */
export declare class Brickwork {
  /** Wraps an instance's exports (`new WebAssembly.Instance(module, {}).exports`). */
  constructor(exports: WebAssembly.Exports);
  readonly exports: BrickworkExports;
  /**
   * Lays out a layout document exactly as `brickwork layout` does.
   * @throws {BrickworkError} listing every problem.
   */
  layout(document: DocumentSource): Layout;
  /**
   * Lays out a document whose items come as 64-bit floats: per section of the document, its
   * item count, its form (0 lengths along the scroll axis, 1 width-height pairs, 2 aspect
   * ratios), then the values. The document gives the container and the sections' options.
   * @throws {BrickworkError} listing every problem.
   */
  layoutItems(document: DocumentSource, values: Float64Array | ArrayLike<number>): Layout;
  /** The last error's text. */
  errorText(): string;
}

/** The container's or the content's size. */
export interface Size {
  width: number;
  height: number;
}

/** The elements a query found: `count` frames (4 numbers each) and codes (3 each). */
export interface QueryAnswer {
  count: number;
  /** x, y, width, height per element: a view of the module's memory. */
  frames: Float64Array;
  /** kind (an index into `kinds`), section, item per element: a view of the module's memory. */
  codes: Int32Array;
}

/**
 * A laid-out document held by the module. Call `release()` when done with it.
 *
 * Typed arrays returned by `frames`, `codes`, `query` and `jsonBytes` are views of the module's
 * memory, valid until the next call into the same module (copy them with `slice()` to keep them).
 */
export declare class Layout {
  constructor(brickwork: Brickwork, handle: number);
  readonly brickwork: Brickwork;
  readonly exports: BrickworkExports;
  /** The module's handle of the layout (kept after `release()`, to name it in errors). */
  readonly handle: number;
  /** Whether `release()` was called: any later call throws a `BrickworkError`. */
  readonly released: boolean;
  /**
   * Lays the document out again at a new width (and height), reusing the module's storage.
   * @throws {BrickworkError} when the document is invalid at that size; the layout is kept.
   */
  relayout(width: number, height?: number): this;
  /**
   * Gives an item a new size and updates the layout from it on; with `stableColumns`, every
   * other item of a waterfall keeps its column.
   * @throws {BrickworkError} for no such item or a size the section's rules refuse; the layout is kept.
   */
  update(item: number, size: ItemSize, options?: UpdateOptions): this;
  /** The container's width and height. */
  readonly container: Size;
  /** The size of the content. */
  readonly contentSize: Size;
  /** The number of elements. */
  readonly count: number;
  /** Every element's frame: x, y, width, height (4 per element, in document order). */
  frames(): Float64Array;
  /** Every element's code: kind (an index into `kinds`), section, item (3 per element). */
  codes(): Int32Array;
  /** The elements whose frames intersect a rectangle. O(log n + k). */
  query(x: number, y: number, width: number, height: number): QueryAnswer;
  /** The JSON frames, byte for byte those of `brickwork layout`. */
  json(): string;
  /** The JSON frames as UTF-8 bytes (a view, valid until the next call). */
  jsonBytes(): Uint8Array;
  /** Frees the layout in the module; any later call throws, the handle is never given again. */
  release(): void;

  /**
   * The first item, in document order, whose frame reaches past `offset` along the scroll axis
   * (y, or x when horizontal), as `{ section, item }`, or `null` past the content. O(log n).
   */
  itemAt(offset: number): { section: number; item: number } | null;
  /**
   * The leading edge of an item along the scroll axis, or `null` when it is hidden or there is
   * no such item. O(1). @throws {BrickworkError} for an index that is not an integer.
   */
  offsetOf(item: number, section: number): number | null;
  /**
   * The item at fraction `fraction` (0 to 1) of the content's length, for a scrubber, as
   * `{ section, item }`, or `null`. O(log n).
   */
  itemAtFraction(fraction: number): { section: number; item: number } | null;
}
