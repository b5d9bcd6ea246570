import Testing

@testable import Brickwork

/// Optimal rows hold at most ``Limits/maximumPhotosPerOptimalRow`` photos, beside
/// `maxItemsPerRow`: photos too narrow to fill a row at the target height make rows of exactly
/// that many; a larger `maxItemsPerRow` acts as the cap.
@Suite struct OptimalRowCapTests {
  /// The photo counts of a section's rows, read from the frames' tops.
  static func rowCounts(_ layout: LayoutResult, items: Int) -> [Int] {
    var counts: [Int] = []
    var top = -Double.infinity
    for index in 0..<items {
      guard let frame = layout.frame(ofItem: index, inSection: 0) else { break }
      if frame.minY > top {
        counts.append(0)
        top = frame.minY
      }
      counts[counts.count - 1] += 1
    }
    return counts
  }

  @Test func theCapIsDocumentedBesideTheOtherLimits() {
    #expect(Limits.maximumPhotosPerOptimalRow == 64)
    #expect(JustifiedLayout.maximumItemsPerRowLimit >= Limits.maximumPhotosPerOptimalRow)
  }

  /// 1,000 photos of aspect ratio 1e-6 with no spacing: no row of them reaches the target, and
  /// fewer rows of more photos cost less, so the complete rows hold 64 photos each (15 of them)
  /// and the 40 left are the widow (at the target height, which they fit).
  @Test func photosThatNeverFillARowMakeRowsOfTheCap() throws {
    let cap = Limits.maximumPhotosPerOptimalRow
    let layout = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: .optimal)
    let items = [Item](repeating: .aspectRatio(1e-6), count: 1000)
    let result = try LayoutResult(
      container: Container(width: 375), sections: [LayoutSection(.justified(layout), items: items)])
    let counts = Self.rowCounts(result, items: items.count)
    #expect(counts == [Int](repeating: cap, count: 15) + [40])
    // A complete row is displayed at most 2T tall; the widow at T.
    #expect(result.frame(ofItem: 0, inSection: 0)?.height == 240)
    #expect(result.frame(ofItem: 999, inSection: 0)?.height == 120)
    // Appending photo by photo gives the same rows.
    var sections = [LayoutSection(.justified(layout), items: Array(items.prefix(900)))]
    var appended = try LayoutResult(container: Container(width: 375), sections: sections)
    for item in items.dropFirst(900) {
      sections[0].items.append(item)
      try appended.update(sections, after: .itemsAppended)
    }
    Invariants.expectEqual(appended, result)
  }

  /// `maxItemsPerRow` above the cap acts as the cap; below it, it bounds the rows.
  @Test func aLargerMaximumActsAsTheCap() throws {
    let items = [Item](repeating: .aspectRatio(1e-6), count: 700)
    func counts(maxItemsPerRow: Int) throws -> [Int] {
      let layout = JustifiedLayout(
        targetRowHeight: 120, itemSpacing: 0, breaking: .optimal, maxItemsPerRow: maxItemsPerRow)
      let result = try LayoutResult(
        container: Container(width: 375),
        sections: [LayoutSection(.justified(layout), items: items)])
      return Self.rowCounts(result, items: items.count)
    }
    let capped = try counts(maxItemsPerRow: 64)
    #expect(capped.allSatisfy { $0 <= 64 } && capped.first == 64)
    #expect(try counts(maxItemsPerRow: 1000) == capped)
    #expect(try counts(maxItemsPerRow: 20).allSatisfy { $0 <= 20 })
  }

  /// Greedy rows keep their own bound (4,096 photos): the cap is optimal breaking's.
  @Test func greedyRowsAreNotCapped() throws {
    let layout = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0)
    let items = [Item](repeating: .aspectRatio(1e-6), count: 200)
    let result = try LayoutResult(
      container: Container(width: 375), sections: [LayoutSection(.justified(layout), items: items)])
    #expect(Self.rowCounts(result, items: items.count) == [200])
  }
}
