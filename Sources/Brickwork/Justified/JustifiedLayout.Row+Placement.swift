// Step 3, row placement: a sized row becomes frames, photos side by side from the leading
// edge, `itemSpacing` apart.

extension JustifiedLayout.Row {
  /// Appends the frames of the row's items, the row's top at `top` (absolute, canonical).
  ///
  /// A complete row ends at the body's trailing edge (up to rounding); a widow row ends where
  /// its photos do.
  ///
  /// - Complexity: O(k) for the row's k items.
  @inline(__always)
  func place(
    top: Double, originX: Double, photos: JustifiedLayout.Photos,
    metrics: JustifiedLayout.Metrics, frames: inout FrameBuffer
  ) {
    forEachFrame(
      top: top, originX: originX + leadingSpace, metrics: metrics,
      ratio: { photos.aspectRatio(at: $0) }
    ) { _, frame in
      frames.append(frame)
    }
  }

  /// Calls `body(item, frame)` for each of the row's items in order, the row's top at `top`
  /// (absolute, canonical): photos side by side from `originX`, `itemSpacing` apart, each
  /// `ratio(item)` times the photo height wide.
  ///
  /// - Complexity: O(k) for the row's k items.
  @inline(__always)
  func forEachFrame(
    top: Double, originX: Double, metrics: JustifiedLayout.Metrics,
    ratio: (Int) -> Double, _ body: (Int, Rect) -> Void
  ) {
    var x = originX
    for index in items {
      body(
        index,
        Self.frame(
          ratio: ratio(index), x: &x, top: top, photoHeight: photoHeight, height: height,
          spacing: metrics.itemSpacing))
    }
  }

  /// The frame of a photo of aspect ratio `ratio` at `x` in a row at `top` whose photos are
  /// scaled to `photoHeight` and shown `height` tall; moves `x` on to the next photo's, past
  /// `spacing`. The one expression of a photo's frame in a row.
  @inline(__always)
  static func frame(
    ratio: Double, x: inout Double, top: Double, photoHeight: Double, height: Double,
    spacing: Double
  ) -> Rect {
    let width = ratio * photoHeight
    let frame = Rect(x: x, y: top, width: width, height: height)
    x += width + spacing
    return frame
  }

  /// Places the row at `top` in the body `bounds` and returns its bottom (its frames' `maxY`).
  ///
  /// - Complexity: O(k) for the row's k items.
  @inline(__always)
  func place(
    atTop top: Double, bounds: BodyBounds, photos: JustifiedLayout.Photos,
    metrics: JustifiedLayout.Metrics, frames: inout FrameBuffer
  ) -> Double {
    place(top: top, originX: bounds.originX, photos: photos, metrics: metrics, frames: &frames)
    return top + height
  }

  /// Places the row at `top` in the body `bounds` and returns its bottom (its frames' `maxY`).
  ///
  /// - Complexity: O(k) for the row's k items.
  func place(
    atTop top: Double, bounds: BodyBounds, items: CanonicalItems,
    metrics: JustifiedLayout.Metrics, frames: inout FrameBuffer
  ) -> Double {
    items.withPhotos { photos in
      place(atTop: top, bounds: bounds, photos: photos, metrics: metrics, frames: &frames)
    }
  }
}
