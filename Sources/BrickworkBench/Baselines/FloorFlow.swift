import Brickwork

/// The floor of a flow: greedy line breaking, leading-justified and top-aligned lines, frames
/// written into a preallocated buffer from the same `[Item]` input, on raw pointers. Nothing
/// else: no validation, clamping, alignment modes, index or saved state.
enum FloorFlow {
  /// Lays `items` (sizes) out in lines `width` wide into `frames`; returns the height.
  @inline(never)
  static func layOut(
    items: [Item], width: Double, itemSpacing: Double, lineSpacing: Double,
    into frames: UnsafeMutableBufferPointer<Rect>
  ) -> Double {
    var x = 0.0
    var top = 0.0
    var lineHeight = 0.0
    items.withUnsafeBufferPointer { items in
      for index in 0..<items.count {
        guard case .size(let size) = items[index].sizing else { continue }
        if x > 0, x + size.width > width {
          top += lineHeight + lineSpacing
          x = 0
          lineHeight = 0
        }
        frames[index] = Rect(x: x, y: top, width: size.width, height: size.height)
        x += size.width + itemSpacing
        lineHeight = max(lineHeight, size.height)
      }
    }
    return top + lineHeight
  }
}
