/// The seam between the section stack and a strategy: how a strategy lays out a section's body.
///
/// Strategies compute in the *canonical* frame: a vertical, left-to-right layout. Horizontal
/// scrolling (the transpose) and right-to-left (the mirror) are a final mapping applied when
/// frames are read, never a second copy of an algorithm.
///
/// A strategy's running state is a `Cursor`, a value that can be saved and resumed: appending
/// items continues from the last cursor, and changing an item recomputes from a checkpoint
/// cursor at or before it. Both give exactly the frames of a full recompute because `advance`
/// is a pure function of the cursor and the items it is given.
protocol BodyLayout: Sendable {
  /// The running state of a body, in canonical content coordinates (positions include the body
  /// top, so that elements laid end to end share their edges exactly). A cursor is resumed
  /// only in the bounds it was computed in: the section stack resumes a section only when
  /// every section before it is unchanged, and lays the later ones out afresh.
  associatedtype Cursor: BodyCursor

  /// Every rule the strategy's options break in a body of the given width, in the order of the
  /// options; `section` names the place in each error.
  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError]

  /// The cursor of an empty body in `bounds`; the options have been checked.
  func makeCursor(in bounds: BodyBounds) -> Cursor

  /// Returns the rule a (canonical, generically valid) item breaks for this strategy, if any.
  func violation(of item: Item) -> LayoutError.Rule?

  /// Returns the rule an item's placement options (a waterfall's `span` and `column`) break in
  /// a body of the given width, with the offending field, if any.
  func placementViolation(of item: Item, bodyWidth: Double) -> (
    field: String, rule: LayoutError.Rule
  )?

  /// Places items `cursor.placedCount ..< end`.
  ///
  /// On entry `frames` may hold more frames than `cursor.committedCount` (those written by an
  /// earlier `finish`); `advance` first drops them. It appends the frames it commits.
  ///
  /// A strategy whose `checksItemsWhilePlacing` is true checks each item it reads when
  /// `items.checkingSection` is set, and throws for the first invalid one (see
  /// ``Validation/check(_:at:section:axis:strategy:)``); the others are given checked items.
  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer) throws(LayoutError)

  /// Whether `advance` checks the items as it reads them, so that a large body is read from
  /// memory once; when false, the section stack checks each block of items just before.
  var checksItemsWhilePlacing: Bool { get }

  /// Completes a body: writes the frames of items still open in the cursor (a flow's last line,
  /// a justified widow row) and reports the body's height, its visible items and any badge.
  /// The cursor itself is left as it is, so that `advance` can continue later.
  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd

  /// The rule a body's items break together, beyond each item's own rules, if any (a justified
  /// body whose rows no breaking can satisfy); asked once the items are known to be valid.
  func bodyViolation(items: CanonicalItems, bodyWidth: Double, section: Int) -> LayoutError?

  /// Items between saved checkpoint cursors in a body of the given width, or 0 to keep none (a
  /// change then recomputes the whole section).
  func checkpointInterval(bodyWidth: Double) -> Int

  /// The most items one `advance` is given in a body of the given width (the section stack
  /// also stops at every checkpoint): large enough that what a call costs whatever its items
  /// (a strategy's set-up) is small beside them, small enough that a block of items is still
  /// in cache when it is placed after being read.
  func advanceBlock(bodyWidth: Double) -> Int
}

extension BodyLayout {
  /// By default the section stack checks items before `advance` sees them.
  var checksItemsWhilePlacing: Bool { false }

  /// By default blocks of 1,024 items: small enough that a block's items are still in the
  /// cache when they are placed after being checked, large enough that the call per block is
  /// nothing next to the block's work.
  func advanceBlock(bodyWidth: Double) -> Int { 1024 }

  /// By default any valid items lay out together.
  func bodyViolation(items: CanonicalItems, bodyWidth: Double, section: Int) -> LayoutError? {
    nil
  }

  /// By default a strategy has no placement options.
  func placementViolation(of item: Item, bodyWidth: Double) -> (
    field: String, rule: LayoutError.Rule
  )? { nil }
}

/// What every strategy cursor reports to the section stack.
protocol BodyCursor: Sendable {
  /// How many items have been passed to `advance`.
  var placedCount: Int { get }
  /// How many item frames are final: frames from this one on may still be rewritten.
  var committedCount: Int { get }
}

/// The rectangle a body is laid out in, in canonical coordinates.
struct BodyBounds: Sendable {
  /// The leading edge of the body (the section's leading inset).
  var originX: Double
  /// The width of the body: the container minus the section's insets.
  var width: Double
  /// The top of the body.
  var top: Double
}

/// How a body ended.
struct BodyEnd: Sendable, Equatable {
  /// The body's bottom in canonical content coordinates: its top for no items, else where its
  /// lowest element ends (as that frame's `maxY` computes it, so a footer meets it exactly).
  var bottom: Double
  /// How many leading items are visible; the rest of the section's items are hidden.
  var visibleCount: Int
  /// A "more" badge ending the last visible line, with the number of hidden items.
  var badge: Badge?
  /// The items stretched to the body's bottom (a waterfall's even bottom edge), in order.
  var stretchedItems: [Int] = []

  /// A "more" badge and the number of items it stands for.
  struct Badge: Sendable, Equatable {
    /// The badge's frame, canonical and absolute.
    var frame: Rect
    /// The number of hidden items.
    var hiddenCount: Int
  }
}

/// A view of a section's items as the strategies see them: sizes in the canonical frame.
struct CanonicalItems: Sendable {
  /// The items as given.
  let items: [Item]
  /// The axis they were given for.
  let axis: ScrollAxis
  /// The section to check the items as while placing them, or `nil` when they are checked.
  var checkingSection: Int? = nil
  /// Whether runs of items take the strategies' fast loops (`Kernels/`), which place every item
  /// where the general loops would; `false` sends every item through the general loops. Set from
  /// the one switch, `LayoutResult.usesKernels`, for every layout a result makes.
  var usesKernels = true

  /// The number of items.
  var count: Int { items.count }

  /// The canonical form of item `index`.
  @inline(__always)
  subscript(index: Int) -> Item { items[index].canonical(for: axis) }
}

/// The frames of one section's items inside a layout's frame storage.
///
/// Index 0 is the section's first item; the storage before `base` belongs to earlier elements.
struct FrameBuffer {
  /// All frames of the layout so far.
  var storage: FrameStore
  /// The storage index of the section's first item.
  let base: Int

  /// The number of item frames written for the section.
  var count: Int { storage.count - base }

  /// The frame of item `index`.
  subscript(index: Int) -> Rect { storage[base + index] }

  /// Appends the frame of the next item.
  @inline(__always)
  mutating func append(_ frame: Rect) { storage.append(frame) }

  /// Makes room for the frames of `count` more items and returns the appender that writes them
  /// (see ``FrameStore/beginAppending(reserving:)``).
  @inline(__always)
  mutating func beginAppending(reserving count: Int) -> FrameAppender {
    storage.beginAppending(reserving: count)
  }

  /// Takes in the frames `appender` wrote.
  @inline(__always)
  mutating func endAppending(_ appender: FrameAppender) { storage.endAppending(appender) }

  /// Takes in the frames `appender` wrote and their items' leading columns (`nil`: all 0; see
  /// ``FrameStore/endAppending(_:columns:)``).
  @inline(__always)
  mutating func endAppending(_ appender: FrameAppender, columns: UnsafeBufferPointer<UInt16>?) {
    storage.endAppending(appender, columns: columns)
  }

  /// Replaces the frame of item `index` by one with the same top (see
  /// ``FrameStore/overwrite(_:with:)``).
  mutating func overwrite(_ index: Int, with frame: Rect) {
    storage.overwrite(base + index, with: frame)
  }

  /// Drops the frames of items `count ..< self.count`.
  mutating func truncate(to count: Int) {
    storage.truncate(to: base + count)
  }
}
