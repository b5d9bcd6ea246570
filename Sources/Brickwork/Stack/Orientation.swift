/// The final mapping from the canonical frame (vertical, left to right, unrounded) to the frames
/// a user sees: transpose for a horizontal axis, mirror for right-to-left, then snap to pixels.
///
/// Frames are stored canonical and mapped when read, so appending to a horizontal right-to-left
/// layout (whose mirror depends on the growing content width) rewrites nothing.
struct Orientation: Sendable, Hashable {
  /// The scroll axis.
  let axis: ScrollAxis
  /// The reading direction.
  let direction: ReadingDirection
  /// The display scale, 0 for none.
  let scale: Double
  /// The container's extent across the scroll axis: the canonical width.
  let crossExtent: Double

  /// Creates the mapping of a container.
  init(_ container: Container) {
    axis = container.axis
    direction = container.direction
    scale = container.scale
    crossExtent = container.crossExtent
  }

  /// The unrounded content size for a canonical content height of `extent`.
  @inline(__always)
  private func rawContentSize(extent: Double) -> Size {
    axis == .vertical
      ? Size(width: crossExtent, height: extent) : Size(width: extent, height: crossExtent)
  }

  /// The content size, snapped, for a canonical content height of `extent`.
  func contentSize(extent: Double) -> Size {
    let size = rawContentSize(extent: extent)
    return Size(width: snap(size.width), height: snap(size.height))
  }

  /// Rounds a coordinate to the nearest multiple of `1 / scale` (halves away from zero).
  @inline(__always)
  func snap(_ value: Double) -> Double {
    scale > 0 ? (value * scale).rounded() / scale : value
  }

  /// The frame users see for a canonical frame, in content of canonical height `extent`.
  @inline(__always)
  func physical(_ canonical: Rect, extent: Double) -> Rect {
    var frame = axis == .vertical ? canonical : canonical.transposed
    guard scale > 0 else {
      if direction == .rightToLeft {
        // The layout rules' mirror: x' = contentWidth - x - width, the width kept.
        frame.origin.x = rawContentSize(extent: extent).width - frame.maxX
      }
      return frame
    }
    // Snapped, each edge is mirrored on its own (x' = contentWidth - maxX, maxX' =
    // contentWidth - minX) before it is rounded: an edge two neighbours share stays shared,
    // which mirroring the origin and keeping the width would not promise in floating point.
    var minX = frame.minX
    var maxX = frame.maxX
    if direction == .rightToLeft {
      let width = rawContentSize(extent: extent).width
      (minX, maxX) = (width - maxX, width - minX)
    }
    let left = snap(minX)
    let top = snap(frame.minY)
    return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(frame.maxY) - top)
  }

  /// The position along the scroll axis of `position`, mapped between physical and canonical
  /// (the same both ways: only a horizontal right-to-left layout mirrors along its scroll axis,
  /// in its content width).
  @inline(__always)
  func scrollPosition(_ position: Double, extent: Double) -> Double {
    guard axis == .horizontal, direction == .rightToLeft else { return position }
    return rawContentSize(extent: extent).width - position
  }

  /// The range along the scroll axis from `lower` to `upper`, mapped between physical and
  /// canonical (the mirror swaps its ends).
  @inline(__always)
  func scrollRange(_ lower: Double, _ upper: Double, extent: Double) -> (
    lower: Double, upper: Double
  ) {
    guard axis == .horizontal, direction == .rightToLeft else { return (lower, upper) }
    return (scrollPosition(upper, extent: extent), scrollPosition(lower, extent: extent))
  }

  /// The canonical range along the scroll axis that holds every element whose physical frame
  /// can intersect `rect`; widened by a pixel when snapping, so candidates are then tested on
  /// their physical frames.
  func scrollRange(of rect: Rect, extent: Double) -> (lower: Double, upper: Double) {
    let (lower, upper) =
      axis == .vertical
      ? (rect.minY, rect.maxY) : scrollRange(rect.minX, rect.maxX, extent: extent)
    // Widened by a pixel when snapping, and by a little more than rounding can move an edge
    // (the mirror's subtractions), so no candidate is missed; candidates are tested exactly.
    let slack = (scale > 0 ? 1 / scale : 0) + 1e-9 * (abs(lower) + abs(upper) + 1)
    return (lower - slack, upper + slack)
  }
}
