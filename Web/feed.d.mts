// Declarations of feed.mjs, the virtualized feed: written by hand, checked by the TypeScript
// compiler over test/types.mts, which uses every export.
import type { Brickwork, Layout, SectionDocument } from "./brickwork.mjs";
import type { LeanBrickwork, LeanLayout } from "./lean.mjs";

/** An item of a feed: a photo's size, an aspect ratio (width / height), or a height. */
export type FeedItem = { width: number; height: number } | { aspectRatio: number } | { height: number };

/** A typed array of numbers (no `DataView`, no 64-bit integers): items in the feed's form. */
export type FeedNumbers =
  | Float64Array | Float32Array | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array
  | Uint16Array | Int32Array | Uint32Array;

/** How a typed array of items is read: width-height pairs, heights, or aspect ratios. */
export type FeedItemForm = "sizes" | "lengths" | "aspectRatios";

/** The options of `createFeed`. */
export interface FeedOptions {
  /**
   * The module instance that lays the feed out: the full module (`instantiate`), or the lean
   * one (`instantiateLean`), which takes only the section options it knows (strategy, columns,
   * spacing, row height, evenBottom, itemGrow, widow policies; not columnWeights) and lays the
   * section out again on a size correction (no stable columns). Without it, `createFeed` loads
   * the lean module (`loadLean`) and returns a promise.
   */
  brickwork?: Brickwork | LeanBrickwork;
  /** The items: a typed array in `itemForm`, or an array of objects (anything else throws). */
  items?: FeedNumbers | readonly FeedItem[];
  /** How a typed array of items is read; "sizes" (width-height pairs) by default. */
  itemForm?: FeedItemForm;
  /** The section's options of the layout document (strategy, columns, spacing…), no items. */
  section?: Omit<SectionDocument, "items">;
  /** Fills an item's element when it enters the DOM (the element is already sized and placed). */
  render?: (element: HTMLElement, index: number) => void;
  /** Called when an item's element leaves the DOM. */
  recycle?: (element: HTMLElement, index: number) => void;
  /** Points rendered above and below the viewport (400 by default). */
  overscan?: number;
  /** The reading direction, as the layout document's ("ltr" by default). */
  direction?: "ltr" | "rtl";
  /** Pixel snapping, as the layout document's `scale` (0 by default: none). */
  scale?: number;
  /**
   * Frames a page embeds (`readEmbeddedFrames()`), adopted for the items of section 0 instead
   * of laying them out: one frame per item, finite and inside the block's container width and
   * content height (else the feed throws a TypeError), from the same items and section options.
   * The module
   * lays the feed out at its first append, size correction, width change or fraction query.
   */
  hydrate?: EmbeddedFrames | null;
}

/**
 * The frames a page written by `brickwork layout --format html` embeds in its
 * `<script type="application/json" id="brickwork-frames">` block (format "brickwork-frames",
 * version 1).
 */
export interface EmbeddedFrames {
  /** The container the frames were computed in. */
  container: { width: number; height: number };
  /** The laid-out content's size. */
  contentSize: { width: number; height: number };
  /**
   * 7 numbers an element, in document order: kind (an index into `kinds`), section, index (the
   * item's, a badge's hidden count, or -1), x, y, width, height.
   */
  elements: Float64Array;
}

/** The `id` of the block of frames a page embeds: "brickwork-frames". */
export declare const embeddedFramesID: "brickwork-frames";

/**
 * Reads the block of frames a page embeds, or `null` when it has none.
 * @throws {TypeError} for a block of another format or version.
 */
export declare function readEmbeddedFrames(root?: Document | DocumentFragment | Element): EmbeddedFrames | null;

/** An item's frame in the content's coordinates. */
export interface FeedFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where `scrollToItem` puts the item in the viewport. */
export type ScrollAlignment = "start" | "center" | "end" | "nearest";

/** A virtualized feed: one section of items laid out by the module, rendered as they show. */
export declare class Feed {
  constructor(container: HTMLElement, options: FeedOptions);
  /** The scrolling element the feed fills. */
  readonly container: HTMLElement;
  /** The element holding the items' boxes (`role="list"`), as tall as the content. */
  readonly content: HTMLDivElement;
  /** Points rendered above and below the viewport. */
  overscan: number;
  /** The reading direction. */
  direction: "ltr" | "rtl";
  /** Pixel snapping. */
  scale: number;
  /** The number of items. */
  readonly count: number;
  /** The items' elements in the DOM, by item index. */
  readonly rendered: ReadonlyMap<number, HTMLElement>;
  /** The height of the laid-out content. */
  readonly contentHeight: number;
  /**
   * The module's layout of the feed; replaced on append, size corrections and width changes;
   * `null` while a hydrated feed shows the page's frames.
   */
  readonly layout: Layout | LeanLayout | null;
  /** An item's frame. @throws {RangeError} for an index out of range. */
  frameOf(index: number): FeedFrame;
  /** Appends items; the items shown stay where they are. @throws {BrickworkError} for a bad size. */
  append(items: FeedNumbers | readonly FeedItem[]): void;
  /** Corrects an item's size; in a waterfall every item keeps its column. */
  setSize(index: number, size: FeedItem): void;
  /** Scrolls an item into view ("start" by default). */
  scrollToItem(index: number, options?: { align?: ScrollAlignment }): void;
  /** The item at a fraction (0...1) of the content's height, for a scrubber's label. */
  itemAtFraction(fraction: number): number | null;
  /** Scrolls to a fraction (0...1) of the scrollable height. */
  scrollToFraction(fraction: number): void;
  /** The first item, in item order, intersecting the viewport. */
  firstVisibleItem(): number | null;
  /**
   * Brings the DOM in line with the viewport (called on scroll and resize). `render` and
   * `recycle` run once the feed's state is complete; the first error one throws is rethrown
   * after the other items are placed.
   */
  update(): void;
  /** Stops observing, removes the items and frees the layout; any later call but this throws. */
  destroy(): void;
  /** Whether `destroy()` was called. */
  readonly destroyed: boolean;
}

/** Creates a feed in `container` (the scrolling element) with the module instance given. */
export declare function createFeed(
  container: HTMLElement,
  options: FeedOptions & { brickwork: Brickwork | LeanBrickwork },
): Feed;
/** Loads the lean module (compiled once per page), then creates a feed in `container`. */
export declare function createFeed(container: HTMLElement, options: FeedOptions): Promise<Feed>;
