import Brickwork

/// The invariants every laid-out configuration keeps, checked exhaustively (for the small
/// layouts of fuzzing).
public enum LayoutInvariants {
  /// The first invariant `layout` breaks, or `nil`: every frame finite and inside the content;
  /// no two items of positive area overlapping; each query of `rects` returning exactly the
  /// elements a brute-force scan finds.
  public static func violation(in layout: LayoutResult, queries rects: [Rect] = [])
    -> FuzzFailure?
  {
    let size = layout.contentSize
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return FuzzFailure("content size \(size) is not finite and >= 0")
    }
    let elements = Array(layout.elements)
    let slack = tolerance(size.width) + tolerance(size.height)
    for element in elements {
      let frame = element.frame
      guard
        frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
        frame.width >= 0, frame.height >= 0
      else { return FuzzFailure("\(element) is not finite with a size >= 0") }
      guard
        frame.minX >= -slack, frame.minY >= -slack, frame.maxX <= size.width + slack,
        frame.maxY <= size.height + slack
      else { return FuzzFailure("\(element) is outside the content \(size)") }
    }
    if let overlap = overlap(in: elements, slack: slack) { return overlap }
    let edges = elements.prefix(3).map(\.frame) + elements.suffix(3).map(\.frame)
    for rect in rects + edges {
      let expected = elements.filter { $0.frame.intersects(rect) }
      guard layout.elements(in: rect) == expected else {
        return FuzzFailure("elements(in: \(rect)) differs from the brute-force scan")
      }
    }
    return nil
  }

  /// The first pair of items of positive area that overlap by more than `slack`.
  private static func overlap(in elements: [LayoutElement], slack: Double) -> FuzzFailure? {
    let items = elements.filter {
      guard case .item = $0.kind else { return false }
      return $0.frame.width > slack && $0.frame.height > slack
    }
    for (index, a) in items.enumerated() {
      for b in items[(index + 1)...] {
        let inner = Rect(
          x: b.frame.minX + slack, y: b.frame.minY + slack, width: b.frame.width - 2 * slack,
          height: b.frame.height - 2 * slack)
        if a.frame.intersects(inner) { return FuzzFailure("\(a) overlaps \(b)") }
      }
    }
    return nil
  }

  /// The rounding a coordinate of `magnitude` may carry.
  private static func tolerance(_ magnitude: Double) -> Double {
    1e-6 + magnitude * 1e-12
  }

  /// Whether two layouts are the same: content size, every element and the hidden items.
  public static func difference(_ a: LayoutResult, _ b: LayoutResult) -> FuzzFailure? {
    guard a.contentSize == b.contentSize else {
      return FuzzFailure("content size \(a.contentSize) != \(b.contentSize)")
    }
    guard a.numberOfSections == b.numberOfSections else {
      return FuzzFailure("\(a.numberOfSections) sections != \(b.numberOfSections)")
    }
    for (x, y) in zip(a.elements, b.elements) where x != y {
      return FuzzFailure("element \(x) != \(y)")
    }
    guard a.elements.count == b.elements.count else {
      return FuzzFailure("\(a.elements.count) elements != \(b.elements.count)")
    }
    for section in 0..<a.numberOfSections
    where a.hiddenItems(inSection: section) != b.hiddenItems(inSection: section) {
      return FuzzFailure("section \(section): hidden items differ")
    }
    return nil
  }
}
