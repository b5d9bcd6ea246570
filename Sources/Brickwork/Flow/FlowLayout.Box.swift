extension FlowLayout {
  /// A box on a flow line in canonical measures: an item, or the "more" badge.
  struct Box: Equatable, Sendable {
    /// Its extent along the line, clamped to the body width (as CSS `max-width: 100%`).
    var width: Double
    /// Its extent across the line.
    var height: Double
    /// The distance from its top edge to its baseline.
    var ascent: Double
  }
}
