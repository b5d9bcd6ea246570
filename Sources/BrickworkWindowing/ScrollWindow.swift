import Brickwork

/// The windowing engine of the lazy containers: one section of items laid out by the core, a
/// scroll offset and viewport, and the items that exist as views (those in the viewport plus an
/// overscan band above and below).
///
/// Plain Swift over the core, importing nothing from SwiftUI: a container forwards its width,
/// scroll offset, measured sizes and appended data here and shows ``visibleItems``.
///
/// - Every scroll is one O(log n + k) rect query and an O(k) diff from the previous frame.
/// - A measured size that differs from the item's estimate updates the core from that item on
///   (one batch of reloads, equal to a full layout) and keeps the first visible item (the
///   ``anchor``) where it was on screen, by moving the offset as much as the item moved.
/// - Every update goes through the core's stable columns: a waterfall item that existed before
///   an append, insert, delete or move keeps its column. In a shortest-column waterfall, every
///   item once shown also keeps its column through its own measurements (it is given the column
///   the core reported as ``Item/column``, which changes no frame), so items never jump between
///   columns while sizes settle or data changes; a width or option change frees them all.
/// - Appended items go through the core's append path.
/// - A width change lays out once and keeps the anchor's top where it was on screen.
///
/// ```swift
/// var window = try ScrollWindow(
///   strategy: .waterfall(WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8)),
///   items: photos.map { .size(width: $0.width, height: $0.height) },
///   width: 390, viewportHeight: 844)
/// let change = window.scroll(to: 1_200)   // change.inserted: the items to make views for
/// ```
public struct ScrollWindow: Sendable {
  /// The strategy and options of the section.
  public internal(set) var strategy: SectionStrategy
  /// The section insets.
  public internal(set) var insets: Insets
  /// The items, as the core lays them out now (estimates replaced by measurements). The
  /// columns the core keeps through updates (stable columns) are its own, read with
  /// `layout.column(ofItem:inSection:)`; the layout equals a full layout of these items with
  /// those columns given as ``Item/column``.
  public internal(set) var items: [Item]
  /// Which items are sized by measuring their views: they start with an estimate, and every
  /// measurement of their view replaces it (the others keep their declared sizes).
  public internal(set) var isEstimated: [Bool]
  /// Which items were given back the column they were shown in (a waterfall's items keep
  /// their columns while sizes above them settle, until the width changes).
  public internal(set) var isPinned: [Bool]
  /// The core's layout of ``items``.
  public internal(set) var layout: LayoutResult
  /// The scroll offset: the content coordinate at the viewport's top edge. It may lie above 0
  /// or past ``maximumOffset`` while the scroll view bounces.
  public internal(set) var offset: Double = 0
  /// The viewport's height.
  public internal(set) var viewportHeight: Double
  /// The extra height above and below the viewport whose items exist as views too.
  public var overscan: Double
  /// The items in the viewport and the overscan band, in increasing index order.
  public internal(set) var visibleItems: [Int] = []
  /// The first visible item and how far below the viewport's top its frame starts (negative
  /// when it starts above it), or `nil` when no item is in the viewport.
  public internal(set) var anchor: WindowAnchor?
  /// How many full layouts were made (the first, and one per width change).
  public internal(set) var fullLayoutCount = 1

  /// Lays out `items` at `width` for a viewport `viewportHeight` tall, scrolled to the top.
  ///
  /// - Parameter estimated: which items hold an estimate, to be measured when shown (none when
  ///   `nil`).
  /// - Throws: the core's ``LayoutError`` for an invalid strategy or item.
  /// - Complexity: one full layout, O(n) for n items.
  public init(
    strategy: SectionStrategy, items: [Item] = [], estimated: [Bool]? = nil,
    insets: Insets = .zero, width: Double, viewportHeight: Double, overscan: Double? = nil
  ) throws(LayoutError) {
    self.strategy = strategy
    self.insets = insets
    self.items = items
    self.isEstimated = estimated ?? Array(repeating: false, count: items.count)
    self.isPinned = Array(repeating: false, count: items.count)
    self.viewportHeight = Self.length(viewportHeight)
    self.overscan = Self.length(overscan ?? viewportHeight / 2)
    layout = try LayoutResult(
      container: Container(width: width),
      sections: [LayoutSection(strategy, items: items, insets: insets)])
    precondition(isEstimated.count == items.count, "one estimate flag per item")
    _ = scroll(to: 0)
  }

  /// The container width.
  public var width: Double { layout.container.width }
  /// The content height.
  public var contentHeight: Double { layout.contentSize.height }
  /// The greatest offset: the content's end at the viewport's bottom edge (0 when it fits).
  public var maximumOffset: Double { max(0, contentHeight - viewportHeight) }
  /// The distance from the viewport's bottom edge to the content's end (a feed loads more
  /// when it falls under a threshold).
  public var remainingHeight: Double { max(0, contentHeight - offset - viewportHeight) }

  /// The frame of an item in the content, or `nil` when hidden or out of range.
  public func frame(ofItem item: Int) -> Rect? { layout.frame(ofItem: item, inSection: 0) }

  /// The rectangle whose items exist as views: the viewport and the overscan band.
  public var windowRect: Rect {
    Rect(x: 0, y: offset - overscan, width: width, height: viewportHeight + 2 * overscan)
  }

  /// The viewport in content coordinates.
  public var viewportRect: Rect { Rect(x: 0, y: offset, width: width, height: viewportHeight) }

  /// The section as the core sees it now.
  var section: LayoutSection { LayoutSection(strategy, items: items, insets: insets) }

  /// A length as the window keeps it: the core's sanitized length (NaN, infinite and negative
  /// lengths are 0).
  static func length(_ value: Double) -> Double { Limits.sanitizedLength(value) }
}
