extension FlowLayout {
  /// How free space is shared along a run of boxes (a line's items, or a body's lines).
  struct Distribution: Equatable, Sendable {
    /// The space before the first box.
    var offset = 0.0
    /// The space added between adjacent boxes, beyond the spacing.
    var gap = 0.0
    /// The space added to every box's own extent (`stretch`).
    var growth = 0.0
  }
}
