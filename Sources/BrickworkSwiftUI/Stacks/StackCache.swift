import Brickwork

/// The cache of a ``WaterfallStack``, ``FlowStack`` or ``JustifiedStack``: the core's layout
/// for the last width and measured subview sizes.
///
/// The layout is kept while the width and every subview's measured size are unchanged, and
/// made again otherwise (continuing from the saved state when subviews were only appended at
/// the end); SwiftUI's `updateCache(_:subviews:)` (called when the subviews change) drops it.
public struct StackCache {
  /// The width the layout was made for.
  var width: Double?
  /// What was measured for that width.
  var measurement = StackMeasurement()
  /// The core's layout, or `nil` when the configuration is invalid (see ``error``).
  package private(set) var result: LayoutResult?
  /// Why the core rejected the configuration, if it did: the subviews are then placed at zero
  /// size.
  package private(set) var error: LayoutError?
  /// How many layouts the core made (full or appended), for tests of reuse.
  package private(set) var layoutCount = 0
  /// The hidden count last reported by a flow's `onHiddenCountChange`.
  var reportedHiddenCount: Int?

  /// Creates an empty cache.
  init() {}

  /// The layout of `measurement` at `width`, made by `section` unless the cached one is valid.
  mutating func layout(
    width: Double, measurement: StackMeasurement,
    section: (StackMeasurement) -> Brickwork.LayoutSection
  ) -> LayoutResult? {
    if self.width == width, self.measurement == measurement { return result }
    let container = Container(width: width)
    let sections = [section(measurement)]
    let appended =
      self.width == width && self.measurement.badge == measurement.badge
      && self.measurement.roles.count <= measurement.roles.count
      && measurement.items.starts(with: self.measurement.items)
    layoutCount += 1
    do {
      if appended, var result {
        try result.update(sections, after: .itemsAppended)
        self.result = result
      } else {
        result = try LayoutResult(container: container, sections: sections)
      }
      error = nil
    } catch {
      result = nil
      self.error = error
    }
    self.width = width
    self.measurement = measurement
    return result
  }

  /// Forgets the layout (the subviews changed).
  mutating func invalidate() {
    width = nil
    result = nil
  }
}
