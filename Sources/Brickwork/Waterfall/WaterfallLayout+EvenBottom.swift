// The even bottom edge (`evenBottom`): after a section's last item, the last item of each column
// grows to the body's bottom when that costs at most the factor given. The running state keeps
// every item's own height: `finish` stretches the frames in place, and the next `advance` (an
// append, an update resumed from a saved cursor) first gives them their own heights back, so
// that every layout equals a full one.

extension WaterfallLayout {
  /// Whether the item at `index` may be stretched: an item of one column (not full span, its
  /// span clamped to one) in a body of more than one column.
  @inline(__always)
  private static func isStretchable(_ item: Item, columns: Int) -> Bool {
    columns > 1 && !item.isFullSpan && item.span == 1
  }

  /// The frame of item `index` at its own height: `frame` (as placed, perhaps stretched) with
  /// the height its sizing gives at the frame's width, as placement computed it.
  @inline(__always)
  private static func ownFrame(of item: Item, stored frame: Rect) -> Rect {
    Rect(
      x: frame.minX, y: frame.minY, width: frame.width,
      height: item.sizing.extent(forWidth: frame.width))
  }

  /// Gives the last item of each column its own height back where a `finish` stretched it.
  ///
  /// - Complexity: O(c) for c columns.
  func restoreOwnHeights(
    ofLastItems lastItems: [Int], items: CanonicalItems, frames: inout FrameBuffer
  ) {
    for index in lastItems where index >= 0 && index < frames.count {
      let item = items[index]
      guard Self.isStretchable(item, columns: lastItems.count) else { continue }
      let stored = frames[index]
      let own = Self.ownFrame(of: item, stored: stored)
      if own != stored { frames.overwrite(index, with: own) }
    }
  }

  /// Stretches the last item of each column to `bottom` (the body's bottom, B) where the rule
  /// allows: an item of one column with top t, own height h and bottom above B grows to
  /// `B - t` when `B - t <= (1 + evenBottom) * h` (with a relative tolerance of 1e-9). Every
  /// other last item is written at its own height. Returns the stretched items, in order.
  ///
  /// - Complexity: O(c log c) for c columns.
  func stretchLastItems(
    _ lastItems: [Int], to bottom: Double, items: CanonicalItems, frames: inout FrameBuffer
  ) -> [Int] {
    var stretched: [Int] = []
    let limit = (1 + evenBottom) * (1 + 1e-9)
    for index in lastItems where index >= 0 && index < frames.count {
      let item = items[index]
      guard Self.isStretchable(item, columns: lastItems.count) else { continue }
      let stored = frames[index]
      var target = Self.ownFrame(of: item, stored: stored)
      let height = bottom - target.minY
      if target.maxY < bottom, height <= limit * target.height {
        target.size.height = height
        stretched.append(index)
      }
      if target != stored { frames.overwrite(index, with: target) }
    }
    stretched.sort()
    return stretched
  }
}
