// Step 5, growth: the items of a line share its free space by their grow factors, as CSS
// `flex: <grow> 0 <width>px` shares it (no item shrinks; the badge never grows), before the
// line's boxes are justified.

extension FlowLayout.Body {
  /// The grow factor of item `index`: its own, else the section's `itemGrow`.
  @inline(__always)
  func grow(_ index: Int) -> Double { items.items[index].grow ?? layout.itemGrow }
}

extension FlowLayout {
  /// How a line's items grow into its free space: CSS flexbox's rule for items of
  /// `flex: <g> 0 <width>px` that never shrink.
  ///
  /// With F the line's free space (the body width minus its boxes and their spacing, the badge
  /// counted) and G the sum of its items' grow factors: when F > 0 and G > 0, item i grows by
  /// `F * g_i / max(1, G)` and what is left, `F * (1 - G)` when G < 1 (else nothing), is placed
  /// by `justify`. Otherwise nothing grows and `justify` places all of F, as without growth.
  struct Growth: Equatable, Sendable {
    /// The free space that grows items, F; 0 when nothing grows.
    let free: Double
    /// `max(1, G)`.
    let divisor: Double
    /// The free space left to `justify`.
    let leftover: Double

    /// The growth of `line`, whose free space is `free`, in `body`; nothing grows unless
    /// `grows`.
    ///
    /// - Complexity: O(k) for the line's k items when `grows`, else O(1).
    init(_ line: Line, free: Double, grows: Bool, in body: Body) {
      var total = 0.0
      if grows, free > 0 {
        for index in line.items { total += body.grow(index) }
      }
      guard total > 0 else {
        self.free = 0
        divisor = 1
        leftover = free
        return
      }
      self.free = free
      divisor = max(1, total)
      leftover = total < 1 ? free * (1 - total) : 0
    }

    /// Whether any item of the line grows.
    var isActive: Bool { free > 0 }

    /// What an item of grow factor `grow` adds to its width.
    @inline(__always)
    func share(ofFactor grow: Double) -> Double { free * grow / divisor }
  }
}
