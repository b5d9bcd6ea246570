import Brickwork

/// The cache of a ``WaterfallStack``, ``FlowStack`` or ``JustifiedStack``: the core's layouts of
/// the last few widths and options, least recently used first out.
///
/// SwiftUI asks a stack several sizes in one pass (the ideal size, then a finite width) and
/// calls `updateCache(_:subviews:)` after its subviews change, so the cache keeps a layout per
/// width and options and validates each against the subviews' measured sizes when it is used:
/// the same sizes reuse it, sizes that only add subviews at the end continue it through the
/// core's append path, anything else lays out again.
public struct StackCache {
  /// What a layout is kept for: the layout width and the stack's options.
  struct Key: Hashable {
    /// The width the layout was made for.
    var width: Double
    /// The stack's strategy and options.
    var strategy: SectionStrategy
    /// The stack's insets.
    var insets: Insets
  }

  /// One kept layout.
  struct Entry {
    /// What it is kept for.
    var key: Key
    /// What was measured for it.
    var measurement: StackMeasurement
    /// The core's layout, or `nil` when the configuration is invalid.
    var result: LayoutResult?
    /// Why the core rejected the configuration, if it did.
    var error: LayoutError?
  }

  /// How many layouts are kept.
  static let capacity = 4

  /// The kept layouts, most recently used last.
  var entries: [Entry] = []
  /// How many full layouts the core made, for tests of reuse.
  package private(set) var layoutCount = 0
  /// How many layouts continued through the core's append path, for tests of reuse.
  package private(set) var appendCount = 0
  /// How many times SwiftUI said the subviews changed.
  package private(set) var subviewChanges = 0
  /// The hidden count last reported by a flow's `onHiddenCountChange`.
  var reportedHiddenCount: Int?

  /// Creates an empty cache.
  init() {}

  /// The most recently used layout (the one placed last), or `nil`.
  package var result: LayoutResult? { entries.last?.result }
  /// Why the core rejected the most recently used configuration, if it did: the subviews are
  /// then placed at zero size.
  package var error: LayoutError? { entries.last?.error }
  /// What was measured for the most recently used layout.
  var measurement: StackMeasurement { entries.last?.measurement ?? StackMeasurement() }

  /// The layout of `measurement` for `key`, made by `section` unless a kept one is valid.
  ///
  /// - Complexity: O(n) to compare the measurement, plus the core's layout when it changed
  ///   (O(m) for m appended subviews).
  mutating func layout(
    for key: Key, measurement: StackMeasurement,
    section: (StackMeasurement) -> Brickwork.LayoutSection
  ) -> LayoutResult? {
    if let found = entries.lastIndex(where: { $0.key == key }) {
      var entry = entries.remove(at: found)
      if entry.measurement != measurement {
        update(&entry, to: measurement, section: section)
      }
      entries.append(entry)
      return entry.result
    }
    var entry = Entry(key: key, measurement: measurement)
    relayout(&entry, section: section)
    entries.append(entry)
    if entries.count > Self.capacity { entries.removeFirst() }
    return entry.result
  }

  /// Brings `entry` up to `measurement`: the append path when subviews were only added at the
  /// end, a full layout otherwise.
  private mutating func update(
    _ entry: inout Entry, to measurement: StackMeasurement,
    section: (StackMeasurement) -> Brickwork.LayoutSection
  ) {
    let appended =
      entry.measurement.badge == measurement.badge
      && entry.measurement.roles.count <= measurement.roles.count
      && measurement.roles.starts(with: entry.measurement.roles)
      && measurement.items.starts(with: entry.measurement.items)
    entry.measurement = measurement
    guard appended, var result = entry.result else { return relayout(&entry, section: section) }
    entry.result = nil  // one owner while it updates
    do {
      try result.update([section(measurement)], after: .itemsAppended)
      entry.result = result
      entry.error = nil
      appendCount += 1
    } catch {
      relayout(&entry, section: section)
    }
  }

  /// Lays `entry` out in full.
  private mutating func relayout(
    _ entry: inout Entry, section: (StackMeasurement) -> Brickwork.LayoutSection
  ) {
    layoutCount += 1
    let laidOut = section(entry.measurement)
    let container = Container(width: entry.key.width)
    do {
      entry.result = try LayoutResult(container: container, sections: [laidOut])
      entry.error = nil
    } catch {
      // Row constraints no breaking satisfies: the rows are broken without them, and the
      // error stays readable in `error`.
      entry.result = Self.unconstrained(laidOut, after: error).flatMap {
        try? LayoutResult(container: container, sections: [$0])
      }
      entry.error = error
    }
  }

  /// `section` without its justified row constraints when `error` names them, else `nil`.
  static func unconstrained(_ section: Brickwork.LayoutSection, after error: LayoutError)
    -> Brickwork.LayoutSection?
  {
    guard case .justified(var rows) = section.strategy,
      error.field == "minItemsPerRow" || error.field == "maxItemsPerRow"
    else { return nil }
    let unconstrained = JustifiedLayout()
    rows.minItemsPerRow = unconstrained.minItemsPerRow
    rows.maxItemsPerRow = unconstrained.maxItemsPerRow
    var fallback = section
    fallback.strategy = .justified(rows)
    return fallback
  }

  /// Records that the subviews changed: kept layouts are checked against the next measurement
  /// (reused, continued or made again), not dropped.
  mutating func subviewsChanged() { subviewChanges += 1 }
}
