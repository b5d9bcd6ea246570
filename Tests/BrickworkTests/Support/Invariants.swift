import Brickwork
import SeededRandom
import Testing

/// Checks shared by every strategy's property tests.
enum Invariants {
  /// All elements, in document order, read one by one.
  static func allElements(_ layout: LayoutResult) -> [LayoutElement] { Array(layout.elements) }

  /// The elements whose frames intersect `rect`, by brute force.
  static func bruteForce(_ layout: LayoutResult, _ rect: Rect) -> [LayoutElement] {
    allElements(layout).filter { $0.frame.intersects(rect) }
  }

  /// Every frame is finite and inside the content (with a tolerance for rounding).
  static func expectInsideContent(
    _ layout: LayoutResult, tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let content = Rect(
      x: -tolerance, y: -tolerance, width: layout.contentSize.width + 2 * tolerance,
      height: layout.contentSize.height + 2 * tolerance)
    for element in layout.elements {
      let f = element.frame
      #expect(
        f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
        "non-finite \(element)", sourceLocation: sourceLocation)
      #expect(
        content.contains(f), "\(element) outside \(layout.contentSize)",
        sourceLocation: sourceLocation)
    }
  }

  /// No two item frames of positive area overlap by more than `tolerance`.
  static func expectNoOverlaps(
    _ layout: LayoutResult, tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let items = allElements(layout).filter {
      if case .item = $0.kind { return $0.frame.width > 0 && $0.frame.height > 0 }
      return false
    }.sorted { $0.frame.minY < $1.frame.minY }
    for (i, a) in items.enumerated() {
      var j = i + 1
      while j < items.count, items[j].frame.minY < a.frame.maxY - tolerance {
        let b = items[j]
        let shrunk = Rect(
          x: b.frame.minX + tolerance, y: b.frame.minY + tolerance,
          width: max(0, b.frame.width - 2 * tolerance),
          height: max(0, b.frame.height - 2 * tolerance))
        #expect(!a.frame.intersects(shrunk), "\(a) overlaps \(b)", sourceLocation: sourceLocation)
        j += 1
      }
    }
  }

  /// `elements(in:)` equals the brute-force filter for random rectangles.
  static func expectQueriesMatchBruteForce(
    _ layout: LayoutResult, using rng: inout SeededGenerator, count: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let all = allElements(layout)
    let size = layout.contentSize
    for _ in 0..<count {
      let x = Double.random(in: -20...(size.width + 20), using: &rng)
      let y = Double.random(in: -20...(size.height + 20), using: &rng)
      let w = Double.random(in: 0...(size.width / 2 + 50), using: &rng)
      let h = Double.random(in: 0...(size.height / 3 + 50), using: &rng)
      let rect = Rect(x: x, y: y, width: w, height: h)
      let expected = all.filter { $0.frame.intersects(rect) }
      #expect(
        layout.elements(in: rect) == expected, "query \(rect)", sourceLocation: sourceLocation)
    }
    // Rectangles that touch frames' edges exactly, on every side, and empty ones inside them.
    for element in all.prefix(4) + all.suffix(4) {
      let f = element.frame
      for rect in [
        Rect(x: f.maxX, y: f.minY, width: 5, height: 5),
        Rect(x: f.minX - 5, y: f.minY, width: 5, height: 5),
        Rect(x: f.minX, y: f.maxY, width: 5, height: 5),
        Rect(x: f.minX, y: f.minY - 5, width: 5, height: 5),
        Rect(x: f.minX + f.width / 2, y: f.minY + f.height / 2, width: 0, height: 0),
      ] {
        #expect(
          layout.elements(in: rect) == all.filter { $0.frame.intersects(rect) },
          "edge query \(rect)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Two layouts have the same elements (frames exactly equal) and content size.
  static func expectEqual(
    _ a: LayoutResult, _ b: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(a.contentSize == b.contentSize, sourceLocation: sourceLocation)
    #expect(allElements(a) == allElements(b), sourceLocation: sourceLocation)
    for s in 0..<min(a.numberOfSections, b.numberOfSections) {
      #expect(
        a.hiddenItems(inSection: s) == b.hiddenItems(inSection: s), sourceLocation: sourceLocation)
      #expect(
        a.numberOfColumns(inSection: s) == b.numberOfColumns(inSection: s),
        sourceLocation: sourceLocation)
      let items = 0..<a.numberOfItems(inSection: s)
      #expect(
        items.map { a.column(ofItem: $0, inSection: s) }
          == items.map { b.column(ofItem: $0, inSection: s) }, sourceLocation: sourceLocation)
    }
  }
}
