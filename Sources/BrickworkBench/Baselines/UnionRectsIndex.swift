import Brickwork

/// The query scheme of CHTCollectionViewWaterfallLayout: the union rectangle of every 20
/// consecutive items; a query scans the unions for the first and last that intersect, then
/// filters the items between them.
struct UnionRectsIndex {
  static let unionSize = 20
  private let frames: [Rect]
  private var unions: [Rect] = []

  init(frames: [Rect]) {
    self.frames = frames
    var start = 0
    while start < frames.count {
      let end = min(start + Self.unionSize, frames.count)
      var union = frames[start]
      for frame in frames[start..<end] {
        let minX = min(union.minX, frame.minX)
        let minY = min(union.minY, frame.minY)
        union = Rect(
          x: minX, y: minY, width: max(union.maxX, frame.maxX) - minX,
          height: max(union.maxY, frame.maxY) - minY)
      }
      unions.append(union)
      start = end
    }
  }

  /// The indices of the frames intersecting `rect`.
  @inline(never)
  func elements(in rect: Rect) -> [Int] {
    var first = -1
    var last = -1
    for (index, union) in unions.enumerated() where union.intersects(rect) {
      if first < 0 { first = index }
      last = index
    }
    guard first >= 0 else { return [] }
    var result: [Int] = []
    for index in (first * Self.unionSize)..<min((last + 1) * Self.unionSize, frames.count)
    where frames[index].intersects(rect) {
      result.append(index)
    }
    return result
  }
}
