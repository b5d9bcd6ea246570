import Brickwork

/// The floor of justified rows: flickr's greedy row rule (tolerance 0.25, no breakout rows, no
/// row limit), frames written into a preallocated buffer from the same `[Item]` input, on raw
/// pointers. Nothing else: no validation, widow rule, index or saved state; the last open row
/// is left unplaced.
enum FloorJustified {
  /// Lays the aspect ratios of `items` out in rows `width` wide into `frames`; returns the
  /// top of the row after the last complete one.
  @inline(never)
  static func layOut(
    items: [Item], width: Double, targetRowHeight: Double, spacing: Double,
    into frames: UnsafeMutableBufferPointer<Rect>
  ) -> Double {
    let minRatio = width / targetRowHeight * 0.75
    let maxRatio = width / targetRowHeight * 1.25
    var top = 0.0
    var start = 0
    var sum = 0.0
    func place(_ end: Int, _ items: UnsafeBufferPointer<Item>) {
      let height = (width - Double(end - start - 1) * spacing) / sum
      var x = 0.0
      for index in start..<end {
        guard case .aspectRatio(let ratio) = items[index].sizing else { continue }
        frames[index] = Rect(x: x, y: top, width: ratio * height, height: height)
        x += ratio * height + spacing
      }
      top += height + spacing
      start = end
      sum = 0
    }
    items.withUnsafeBufferPointer { items in
      var index = 0
      while index < items.count {
        guard case .aspectRatio(let ratio) = items[index].sizing else { return }
        let count = index - start
        let newSum = sum + ratio
        if newSum < minRatio {
          sum = newSum
          index += 1
        } else if newSum <= maxRatio || count == 0 {
          sum = newSum
          index += 1
          place(index, items)
        } else {
          let newTarget = (width - Double(count) * spacing) / targetRowHeight
          let oldTarget = (width - Double(count - 1) * spacing) / targetRowHeight
          if abs(newSum - newTarget) > abs(sum - oldTarget) {
            place(index, items)
          } else {
            sum = newSum
            index += 1
            place(index, items)
          }
        }
      }
    }
    return top
  }
}
