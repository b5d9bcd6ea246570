// Uses every export of the package, for `tsc --noEmit -p Web/test`: the declarations must accept
// what the wrapper's documentation shows and reject what it does not. Never run.
import {
  Brickwork, BrickworkError, Layout, compileModule, fitsIndex, indexArgument, instantiate, kinds, loadBrickwork,
  type DocumentSource, type ElementKind, type ItemSize, type UpdateOptions, type LayoutDocument, type QueryAnswer, type Size,
} from "brickwork-layout";
import {
  Feed, createFeed, embeddedFramesID, readEmbeddedFrames, type EmbeddedFrames, type FeedFrame, type FeedItem,
  type FeedNumbers, type FeedOptions,
} from "brickwork-layout/feed";
import {
  LeanBrickwork, LeanLayout, instantiateLean, loadLean, optionsRecord, optionsVersion, type LeanOptions,
  type LeanOptionsRecord,
} from "brickwork-layout/lean";

declare const bytes: Uint8Array;
declare const response: Promise<Response>;

export async function useEveryExport(): Promise<void> {
  const fromBytes: Brickwork = await instantiate(bytes);
  const fromFetch: Brickwork = await instantiate(response);
  const fromModule: Brickwork = await instantiate(new WebAssembly.Module(bytes));
  const loaded: Brickwork = await loadBrickwork();
  const fromURL: Brickwork = await loadBrickwork(new URL("./brickwork.wasm", import.meta.url));
  const compiled: WebAssembly.Module = await compileModule("brickwork.wasm");
  const leanLoaded: LeanBrickwork = await loadLean();
  const leanFeed: Feed = await createFeed(globalThis.document.body, { items: [{ width: 3, height: 2 }] });
  const fromExports = new Brickwork(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports);
  const document: LayoutDocument = {
    width: 375, scale: 2, direction: "rtl",
    sections: [{ columns: 2, columnSpacing: 8, items: [{ width: 600, height: 400 }, { aspectRatio: 1.5 }] },
      { layout: "flow", itemGrow: 1, growLastLine: false, items: [{ width: 60, height: 20, grow: 2 }] },
      { layout: "justified", widowAlignment: "center", widowHeight: "target", items: [{ aspectRatio: 1 }] }],
  };
  const sources: DocumentSource[] = [document, JSON.stringify(document), new TextEncoder().encode("{}")];
  const layout: Layout = fromBytes.layout(sources[0]!);
  layout.relayout(414).relayout(414, 800);
  const corrected: ItemSize = { width: 3, height: 4 };
  const updateOptions: UpdateOptions = { section: 0, stableColumns: true };
  layout.update(0, corrected, updateOptions).update(1, { aspectRatio: 1.5 }).update(2, { height: 9 });
  // @ts-expect-error: a size is a width and a height, an aspect ratio or a length.
  layout.update(0, { width: 3 });
  const container: Size = layout.container;
  const content: Size = layout.contentSize;
  const count: number = layout.count;
  const frames: Float64Array = layout.frames();
  const codes: Int32Array = layout.codes();
  const answer: QueryAnswer = layout.query(0, 0, container.width, 800);
  const kind: ElementKind = kinds[answer.codes[0]! as 0 | 1 | 2 | 3 | 4];
  const text: string = layout.json();
  const utf8: Uint8Array = layout.jsonBytes();
  const fromItems = fromFetch.layoutItems({ width: 320, sections: [{ columnWeights: [2, 1], evenBottom: 1 }] }, new Float64Array([1, 0, 40]));
  fromModule.layoutItems("{\"width\": 320, \"sections\": [{}]}", [1, 2, 1.5]).release();
  // The exact-geometry queries are optional members: checked before use.
  const at = layout.itemAt(120);
  const offset: number | null = layout.offsetOf(3, 0);
  const index: number = indexArgument("3", "item");
  const fits: boolean = fitsIndex(index);
  const scrubbed = layout.itemAtFraction(0.5);
  if (at !== null) console.log(at.section + at.item, offset, scrubbed?.item, fits);
  try {
    fromExports.layout("{");
  } catch (error) {
    if (error instanceof BrickworkError) console.log(error.issues.join("\n"), fromExports.errorText());
  }
  console.log(content.height, count, frames.length, codes.length, kind, text.length, utf8.length);
  fromItems.release();
  layout.release();

  // @ts-expect-error: a document needs a width.
  fromBytes.layout({ sections: [] });
  // @ts-expect-error: a section's strategy is one of three names.
  fromBytes.layout({ width: 1, sections: [{ layout: "grid" }] });
  // @ts-expect-error: an item's offset names its section.
  layout.offsetOf(0);
}

// The feed element.

export function useTheFeed(brickwork: Brickwork, container: HTMLElement): void {
  const items: FeedItem[] = [{ width: 600, height: 400 }, { aspectRatio: 1.5 }];
  const options: FeedOptions & { brickwork: Brickwork } = {
    brickwork, items, section: { columns: 3, columnSpacing: 8 }, overscan: 300,
    render(element, index) { element.textContent = String(index); },
    recycle(element) { element.replaceChildren(); },
  };
  const feed: Feed = createFeed(container, options);
  const typed = new Feed(container, { brickwork, items: new Float64Array([3, 2, 1.5, 1]), itemForm: "aspectRatios" });
  feed.append([{ width: 10, height: 20 }]);
  const more: FeedNumbers = new Float32Array([2]);
  typed.append(more);
  // @ts-expect-error: a DataView is not items.
  typed.append(new DataView(new ArrayBuffer(8)));
  feed.setSize(0, { aspectRatio: 2 });
  feed.scrollToItem(1, { align: "center" });
  feed.scrollToFraction(0.5);
  const frame: FeedFrame = feed.frameOf(0);
  const label: number | null = feed.itemAtFraction(0.25);
  const first: number | null = feed.firstVisibleItem();
  feed.update();
  console.log(frame.y, label, first, feed.count, feed.contentHeight, feed.rendered.size, feed.layout?.count,
    feed.content.children.length, feed.container, feed.overscan, feed.direction, feed.scale);
  feed.destroy();
  const gone: boolean = feed.destroyed;
  const embedded: EmbeddedFrames | null = readEmbeddedFrames(document);
  const id: "brickwork-frames" = embeddedFramesID;
  const hydrated = createFeed(container, { brickwork, items, hydrate: embedded });
  console.log(id, gone, embedded?.contentSize.height, embedded?.elements[3], hydrated.layout === null);
  // @ts-expect-error: the alignment is one of four names.
  typed.scrollToItem(0, { align: "top" });
}

// The lean module.

export async function useTheLeanModule(): Promise<void> {
  const lean: LeanBrickwork = await instantiateLean(fetch("brickwork-lean.wasm"));
  const options: LeanOptions = {
    width: 375, layout: "waterfall", columns: 2, evenBottom: 1, itemForm: "sizes" };
  // @ts-expect-error: a list does not fit the lean record.
  optionsRecord({ width: 375, columnWeights: [2, 1] });
  const record: LeanOptionsRecord = optionsRecord(options);
  const version: 1 = optionsVersion;
  const layout: LeanLayout = lean.layoutItems(options, new Float64Array([3, 2, 1, 1]));
  const again = lean.layoutItems(record, [3, 2]);
  layout.relayout(414).relayout(414, 800);
  const answer: QueryAnswer = layout.query(0, 0, 414, 800);
  const size: Size = layout.contentSize;
  const at = layout.itemAtFraction(0.5)?.item;
  console.log(version, answer.count, size.height, at, layout.itemAt(10), layout.offsetOf(0), layout.count,
    layout.frames().length, layout.codes().length, layout.container.width, lean.isLean, lean.errorText(),
    lean.call(() => 1), layout.released, layout.handle, layout.brickwork === lean);
  layout.release();
  again.release();
  const feed = createFeed(document.body, { brickwork: lean, items: [{ width: 3, height: 2 }], section: { columns: 2 } });
  feed.destroy();
  optionsRecord({ width: 1, layout: "flow", itemGrow: 1 });
  optionsRecord({ width: 1, layout: "justified", widowAlignment: "justify", widowHeight: "target" });
  // @ts-expect-error: a widow alignment is one of four names.
  optionsRecord({ width: 1, layout: "justified", widowAlignment: "middle" });
  // @ts-expect-error: the strategy is one of three names.
  optionsRecord({ width: 1, layout: "grid" });
  // @ts-expect-error: the width is required.
  optionsRecord({ columns: 2 });
}
