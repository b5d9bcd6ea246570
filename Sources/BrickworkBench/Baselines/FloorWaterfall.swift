import Brickwork

/// The floor: the tightest loop a waterfall can be. It only picks the shortest column and
/// writes frames into a preallocated buffer; no validation, no sections, no index, no state.
enum FloorWaterfall {
  /// Lays `heights` out in `columns` columns of a body `width` wide into `frames`.
  @inline(never)
  static func layOut(
    heights: [Double], columns: Int, width: Double, spacing: Double,
    into frames: UnsafeMutableBufferPointer<Rect>
  ) -> Double {
    let columnWidth = (width - Double(columns - 1) * spacing) / Double(columns)
    var positions = [Double](repeating: 0, count: columns)
    var greatest = 0.0
    for (index, height) in heights.enumerated() {
      var best = 0
      for column in 1..<columns where positions[column] < positions[best] { best = column }
      let top = positions[best]
      frames[index] = Rect(
        x: Double(best) * (columnWidth + spacing), y: top, width: columnWidth, height: height)
      positions[best] = top + height + spacing
      greatest = max(greatest, top + height)
    }
    return greatest
  }
}
