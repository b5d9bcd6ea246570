import Brickwork

/// The controller of a lazy container: plain Swift that the SwiftUI views only feed (scroll
/// geometry and phase, data, measured sizes, options) and read (the visible identities, their
/// frames, a layout version), so that every decision is tested on Linux with scripted sequences.
///
/// - Scroll events never move the scroll view: the window follows the offset it is given,
///   bounces and pull-to-refresh included, in the visible area net of the content insets.
/// - Items are identified by their `id`: a data change is diffed by identity (inserts, deletes,
///   moves, edited sizes) and applied through the core's batch update; the first visible item
///   keeps its place on screen; measured sizes are kept by identity.
/// - A measured size that would move something on screen is held while the scroll view
///   scrolls and applied, with every other held one, when it comes to rest; one that moves
///   nothing visible (below every item in the viewport) is applied at once. Items once shown
///   keep their waterfall columns, so other columns never jump.
/// - Sizes the core rejects are replaced by the strategy's empty size and reported once per
///   identity (``problems``); the items of one data change are applied all together or not at
///   all.
/// - Option changes (strategy, columns, spacing, insets) lay the feed out again.
///
/// ```swift
/// var feed = try LazyFeed<Photo.ID>(strategy: .waterfall(WaterfallLayout()), width: 390,
///                                   viewportHeight: 700)
/// _ = try feed.update(ids: photos.map(\.id)) { .pixelSize(width: photos[$0].w, height: photos[$0].h) }
/// let update = feed.scrolled(to: LazyViewport(contentOffset: y, containerWidth: 390,
///                                             containerHeight: 844, top: 100, bottom: 44))
/// ```
public struct LazyFeed<ID: Hashable & Sendable>: Sendable {
  /// The identities of the items laid out, in order.
  public internal(set) var ids: [ID] = []
  /// The window over them.
  public internal(set) var window: ScrollWindow
  /// Each identity's index in ``ids`` (its first place, should it appear twice).
  var indexOfID: [ID: Int] = [:]
  /// The sizes the caller gave, in item order (to find edited items).
  var givenSizes: [LazyItemSize] = []
  /// What views measured, by identity.
  var measuredSizes: [ID: Size] = [:]
  /// Measurements held until the scroll view comes to rest, by identity.
  var heldSizes: [ID: Size] = [:]
  /// The identities whose invalid size was reported.
  var reportedIDs: Set<ID> = []
  /// Whether the scroll view is scrolling (dragged, decelerating or animating).
  public internal(set) var isScrolling = false
  /// A number that changes whenever a frame changes: a container keeps it in its state so that
  /// it draws again with the new frames.
  public internal(set) var layoutVersion = 0
  /// The invalid sizes found since the container last took them (see ``takeProblems()``).
  public internal(set) var problems: [LazySizeProblem<ID>] = []

  /// An empty feed of `strategy` laid out `width` wide, for a visible area `viewportHeight`
  /// tall.
  ///
  /// - Throws: the core's ``LayoutError`` for invalid options.
  public init(
    strategy: SectionStrategy, insets: Insets = .zero, width: Double, viewportHeight: Double
  ) throws(LayoutError) {
    window = try ScrollWindow(
      strategy: strategy, insets: insets, width: ScrollWindow.length(width),
      viewportHeight: viewportHeight)
  }

  /// The identities of the items that exist as views (the visible area and the overscan
  /// band), in item order.
  public var visibleIDs: [ID] { window.visibleItems.map { ids[$0] } }

  /// The index of the item `id` in the data, if it is laid out.
  public func index(of id: ID) -> Int? { indexOfID[id] }

  /// The frame of the item `id` in the content, or `nil` when hidden or unknown.
  public func frame(of id: ID) -> Rect? { indexOfID[id].flatMap { window.frame(ofItem: $0) } }

  /// Whether the item `id` is sized by measuring its view.
  public func isEstimated(_ id: ID) -> Bool {
    indexOfID[id].map { window.isEstimated[$0] } ?? false
  }

  /// Whether the visible area's bottom is within `threshold` of the content's end (load the
  /// next page).
  public func isNearEnd(within threshold: Double) -> Bool {
    window.remainingHeight <= threshold
  }

  /// Returns the invalid sizes found since the last call, and forgets them.
  public mutating func takeProblems() -> [LazySizeProblem<ID>] {
    defer { problems = [] }
    return problems
  }

  /// The report of item `id` at `index` breaking `rule`, unless there is no rule or `id` was
  /// reported before.
  func unreportedProblem(id: ID, index: Int, rule: LayoutError.Rule?) -> LazySizeProblem<ID>? {
    guard let rule, !reportedIDs.contains(id) else { return nil }
    return LazySizeProblem(
      id: id, error: LayoutError(.item(section: 0, item: index), field: "", rule: rule))
  }

  /// Records `found` as reported and adds them to ``problems``.
  mutating func report(_ found: [LazySizeProblem<ID>]) {
    for problem in found { reportedIDs.insert(problem.id) }
    problems += found
  }

  /// The update that takes the views of `previous` (the identities shown before a change) to
  /// the window's visible items now, with the scroll target when `movesOffset` and the offset
  /// moved from `offsetBefore`.
  mutating func update(
    from previous: [ID], layoutChanged: Bool, offsetBefore: Double, movesOffset: Bool
  ) -> LazyFeedUpdate<ID> {
    let now = visibleIDs
    let before = Set(previous)
    let after = Set(now)
    var update = LazyFeedUpdate<ID>(
      inserted: now.filter { !before.contains($0) },
      removed: previous.filter { !after.contains($0) }, layoutChanged: layoutChanged)
    if layoutChanged { layoutVersion &+= 1 }
    if movesOffset, window.offset != offsetBefore { update.scrollTarget = window.offset }
    return update
  }
}
