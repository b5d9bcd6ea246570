import Brickwork

/// The floor: the tightest loop a waterfall can be. From the same input as Brickwork (the
/// section's `[Item]`), it only picks the shortest column and writes frames into a preallocated
/// buffer, on raw pointers: no validation, no sections, no index, no saved state, no bounds or
/// uniqueness checks, and only fixed extents understood.
enum FloorWaterfall {
  /// Lays `items` (extents) out in `columns` columns of a body `width` wide into `frames`.
  @inline(never)
  static func layOut(
    items: [Item], columns: Int, width: Double, spacing: Double,
    into frames: UnsafeMutableBufferPointer<Rect>
  ) -> Double {
    let columnWidth = (width - Double(columns - 1) * spacing) / Double(columns)
    let pitch = columnWidth + spacing
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { positions in
      positions.initialize(repeating: 0)
      var greatest = 0.0
      items.withUnsafeBufferPointer { items in
        for index in 0..<items.count {
          var best = 0
          var least = positions[0]
          for column in 1..<columns where positions[column] < least {
            best = column
            least = positions[column]
          }
          guard case .extent(let height) = items[index].sizing else { continue }
          frames[index] = Rect(
            x: Double(best) * pitch, y: least, width: columnWidth, height: height)
          positions[best] = least + height + spacing
          greatest = max(greatest, least + height)
        }
      }
      return greatest
    }
  }
}
