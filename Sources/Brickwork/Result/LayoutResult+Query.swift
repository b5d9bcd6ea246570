extension LayoutResult {
  /// The elements whose frames intersect `rect`, in document order.
  ///
  /// Frames that only touch `rect` along an edge do not intersect it, as with
  /// `CGRect.intersects(_:)`. The answer is exact for any arrangement of sections, columns and
  /// spanning items: candidates come from the scroll-axis index and each is tested against
  /// `rect` as displayed. Backgrounds are tested section by section.
  ///
  /// - Complexity: O(log n + k) for n elements and k candidates, the elements that overlap
  ///   `rect` along the scroll axis (the results, and those beside them across it), when the
  ///   frames are sorted by top or nearly (a shortest-column waterfall, with or without a
  ///   tolerance, justified rows, stacked sections: no top far above an earlier one), where k
  ///   also counts the elements whose tops lie within twice that distance past `rect`.
  ///   Otherwise O(log n + k log k). Plus O(log s + t) for the t of s sections that overlap
  ///   `rect` along the scroll axis.
  public func elements(in rect: Rect) -> [LayoutElement] {
    elements(in: rect, pinning: nil)
  }

  /// The elements whose frames intersect `rect`, in document order, with section headers pinned
  /// to the visible top edge `edge` (UIKit's `sectionHeadersPinToVisibleBounds`): each header is
  /// tested and returned where ``pinnedFrame(ofHeaderInSection:visibleTopEdge:)`` draws it.
  ///
  /// - Complexity: as ``elements(in:)``.
  public func elements(in rect: Rect, pinningHeadersAt edge: Double) -> [LayoutElement] {
    elements(in: rect, pinning: edge)
  }

  /// The frame of a section's header pinned to the visible top edge `edge` (the scroll offset
  /// plus any pinning inset, along the scroll axis: y when vertical, x when horizontal, the
  /// visible area's right edge when horizontal and right-to-left), or `nil` when the section has
  /// no header.
  ///
  /// A header of natural top y and length h along the scroll axis is drawn at
  /// `min(max(edge, y), e - h)`, where e is the end of the section's insets (before its footer),
  /// and never above y: it sticks to the edge while its section passes and is pushed away by the
  /// section's end. Only its position along the scroll axis changes. A NaN edge gives the
  /// natural frame.
  ///
  /// - Complexity: O(1).
  public func pinnedFrame(ofHeaderInSection section: Int, visibleTopEdge edge: Double) -> Rect? {
    guard records.indices.contains(section), records[section].hasHeader else { return nil }
    return pinnedHeader(of: section, canonicalEdge: canonicalEdge(edge))
  }

  /// The elements intersecting `rect`, with headers pinned at `edge` when given.
  private func elements(in rect: Rect, pinning edge: Double?) -> [LayoutElement] {
    var candidates: [Int] = []
    let (lower, upper) = orientation.scrollRange(of: rect, extent: extent)
    index.elements(overlapping: lower, upper, frames: frames, into: &candidates)
    let pinningEdge = edge.map(canonicalEdge)
    var result: [LayoutElement] = []
    result.reserveCapacity(candidates.count)
    var next = 0
    for section in sections(overlapping: lower, upper) {
      let record = records[section]
      if let background = record.backgroundFrame {
        let frame = displayed(background)
        if frame.intersects(rect) {
          result.append(LayoutElement(kind: .background, section: section, frame: frame))
        }
      }
      if let pinningEdge, record.hasHeader {
        let frame = pinnedHeader(of: section, canonicalEdge: pinningEdge)
        if frame.intersects(rect) {
          result.append(LayoutElement(kind: .header, section: section, frame: frame))
        }
      }
      while next < candidates.count, candidates[next] < record.endElement {
        let element = candidates[next]
        next += 1
        if pinningEdge != nil, record.hasHeader, element == record.firstElement { continue }
        let frame = displayed(element)
        guard frame.intersects(rect) else { continue }
        result.append(self.element(at: element, section: section))
      }
    }
    return result
  }

  /// The sections whose extents overlap `lower ..< upper` along the canonical scroll axis.
  private func sections(overlapping lower: Double, _ upper: Double) -> Range<Int> {
    // Sections stack: their tops and bottoms both increase.
    let first = partitioningIndex(in: 0..<records.count) { records[$0].bottom >= lower }
    let end = partitioningIndex(in: first..<records.count) { records[$0].top > upper }
    return first..<end
  }

  /// A visible top edge in canonical coordinates.
  private func canonicalEdge(_ edge: Double) -> Double {
    orientation.scrollPosition(edge, extent: extent)
  }

  /// The displayed frame of section `section`'s header pinned at a canonical edge.
  private func pinnedHeader(of section: Int, canonicalEdge edge: Double) -> Rect {
    let record = records[section]
    var frame = frames[record.firstElement]
    if !edge.isNaN {
      let natural = frame.minY
      frame.origin.y = max(natural, min(max(edge, natural), record.bodyAreaBottom - frame.height))
    }
    return orientation.physical(frame, extent: extent)
  }
}
