extension LayoutResult {
  /// The elements whose frames intersect `rect`, in document order.
  ///
  /// Frames that only touch `rect` along an edge do not intersect it, as with
  /// `CGRect.intersects(_:)`. The answer is exact for any arrangement of sections, columns and
  /// full-span items: candidates come from the scroll-axis index and each is tested against
  /// `rect` as displayed.
  ///
  /// - Complexity: O(log n + k) for n elements and k candidates, the elements that overlap
  ///   `rect` along the scroll axis (the results, and those beside them across it), when the
  ///   frames are sorted by top (a shortest-column waterfall, justified rows, stacked sections);
  ///   only the few candidates that start above `rect` are sorted. Otherwise O(log n + k log k).
  public func elements(in rect: Rect) -> [LayoutElement] {
    var candidates: [Int] = []
    let (lower, upper) = orientation.scrollRange(of: rect, extent: extent)
    index.elements(overlapping: lower, upper, frames: frames.rects, into: &candidates)
    var result: [LayoutElement] = []
    result.reserveCapacity(candidates.count)
    var section = candidates.first.map { self.section(containing: $0) } ?? 0
    for element in candidates {
      let frame = displayed(element)
      guard frame.intersects(rect) else { continue }
      while records[section].endElement <= element { section += 1 }
      result.append(self.element(at: element, section: section))
    }
    return result
  }
}
