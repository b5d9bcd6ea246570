extension FlowLayout {
  /// The cross-axis step: where a box sits in its line (CSS `align-items`), as its top relative
  /// to the line's top, and its height.
  ///
  /// `lineSize` is the line's height (grown by `alignContent` `stretch`, if so) and `cross` the
  /// extents of its boxes. With `baseline` the boxes' baselines line up at the line's greatest
  /// ascent; with `stretch` every box becomes as tall as the line.
  ///
  /// - Complexity: O(1).
  static func placement(
    of box: Box, aligning mode: AlignItems, lineSize: Double, cross: CrossExtent
  ) -> (top: Double, height: Double) {
    switch mode {
    case .top: (0, box.height)
    case .center: ((lineSize - box.height) / 2, box.height)
    case .bottom: (lineSize - box.height, box.height)
    case .stretch: (0, lineSize)
    case .baseline: (cross.ascent - box.ascent, box.height)
    }
  }
}
