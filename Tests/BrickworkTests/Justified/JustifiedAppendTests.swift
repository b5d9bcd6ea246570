import SeededRandom
import Testing

@testable import Brickwork

/// Appending recomputes only the rows from the last stable break: frames before the cursor's
/// `committedCount` are those of every later layout, whatever is appended.
@Suite struct JustifiedAppendTests {
  static func cursor(_ layout: LayoutResult) -> JustifiedLayout.Cursor? {
    guard case .justified(let progress) = layout.records[0].state else { return nil }
    return progress.cursor
  }

  static func frames(_ layout: LayoutResult, _ count: Int) -> [Rect?] {
    (0..<count).map { layout.frame(ofItem: $0, inSection: 0) }
  }

  @Test func committedFramesAreThoseOfEveryLaterLayout() throws {
    var rng = SeededGenerator(seed: 0xC0FF_EE)
    var recomputed = 0
    var total = 0
    for round in 0..<400 {
      let options = RandomJustifiedConfig.layout(using: &rng)
      let container = Container(width: RandomJustifiedConfig.width(using: &rng))
      let insets = RandomJustifiedConfig.insets(using: &rng)
      let items = RandomJustifiedConfig.photos(Int.random(in: 0...90, using: &rng), using: &rng)
      func layOut(_ items: [Item]) throws -> LayoutResult {
        try LayoutResult(
          container: container,
          sections: [LayoutSection(.justified(options), items: items, insets: insets)])
      }
      let before = try layOut(items)
      let cursor = try #require(Self.cursor(before))
      let committed = cursor.committedCount
      let visible = before.hiddenItems(inSection: 0).lowerBound
      #expect(committed <= visible, "round \(round)")
      if options.breaking == .greedy, !cursor.isCut {
        // Greedy commits every complete row: only the open row is recomputed.
        #expect(committed == cursor.open.start && cursor.open.items.upperBound == items.count)
      }
      if options.breaking == .optimal, !items.isEmpty {
        recomputed += items.count - committed
        total += items.count
      }
      let kept = Self.frames(before, committed)
      for _ in 0..<4 {
        let more = RandomJustifiedConfig.photos(
          [1, 2, 5, 30].randomElement(using: &rng) ?? 1, using: &rng)
        let after = try layOut(items + more)
        #expect(Self.frames(after, committed) == kept, "round \(round)")
        // And the stable break only moves forward.
        let later = try #require(Self.cursor(after))
        #expect(later.committedCount >= committed, "round \(round)")
      }
    }
    print("optimal breaking recomputes \(recomputed) of \(total) items after an append")
  }

  /// Photos that all share an aspect ratio (one camera) make many layouts of equal cost; the
  /// tie rule puts the uneven row last, so the stable break keeps up with the items: it trails
  /// by at most the window of rows that may still hold the last photo (as many photos as keep
  /// a positive width, `cw / s` here) and a few rows more.
  @Test func identicalPhotosKeepTheStableBreakNearTheEnd() {
    for (ratio, width, target) in [(4.0 / 3, 1000.0, 250.0), (1.5, 375, 120), (0.75, 1600, 300)] {
      let metrics = JustifiedLayout.Metrics(
        JustifiedLayout(targetRowHeight: target, itemSpacing: 4), bodyWidth: width)
      let items = CanonicalItems(
        items: Array(repeating: .aspectRatio(ratio), count: 2000), axis: .vertical)
      var table = JustifiedLayout.OptimalBreaks.start
      var stable = 0
      var longestTail = 0
      for end in stride(from: 50, through: 2000, by: 50) {
        table.extend(through: end, items: items, metrics: metrics)
        stable = table.stableBreak(notBefore: stable, items: items, metrics: metrics)
        longestTail = max(longestTail, end - stable)
      }
      let perRow = width / target / ratio
      let window = (width / 4).rounded(.up)
      #expect(
        Double(longestTail) <= window + 8 * perRow + 8, "ratio \(ratio): tail \(longestTail)")
    }
  }

  /// Items appended one by one, the way a feed pages, equal one full layout.
  @Test func appendingOneByOneEqualsAFullLayout() throws {
    var rng = SeededGenerator(seed: 99)
    for round in 0..<60 {
      let options = RandomJustifiedConfig.layout(using: &rng)
      let container = Container(width: RandomJustifiedConfig.width(using: &rng))
      let all = RandomJustifiedConfig.photos(Int.random(in: 1...120, using: &rng), using: &rng)
      var sections = [LayoutSection(.justified(options), items: [])]
      var layout = try LayoutResult(container: container, sections: sections)
      var committed = 0
      for item in all {
        sections[0].items.append(item)
        try layout.update(sections, after: .itemsAppended)
        let cursor = try #require(Self.cursor(layout))
        #expect(cursor.committedCount >= committed, "round \(round)")
        committed = cursor.committedCount
      }
      Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
    }
  }

  /// A change to one item of a long greedy section resumes from a checkpoint before it.
  @Test func greedyChangeResumesFromACheckpoint() throws {
    var rng = SeededGenerator(seed: 5)
    let options = JustifiedLayout(targetRowHeight: 120, breaking: .greedy)
    #expect(options.checkpointInterval(bodyWidth: 100) > 0)
    #expect(JustifiedLayout(breaking: .optimal).checkpointInterval(bodyWidth: 100) == 0)
    var sections = [
      LayoutSection(.justified(options), items: RandomJustifiedConfig.photos(4000, using: &rng))
    ]
    let container = Container(width: 900)
    var layout = try LayoutResult(container: container, sections: sections)
    guard case .justified(let progress) = layout.records[0].state else {
      Issue.record("not a justified state")
      return
    }
    #expect(progress.checkpoints.count == 4000 / options.checkpointInterval(bodyWidth: 100))
    for item in [3900, 2100, 700, 3, 3999] {
      sections[0].items[item] = .aspectRatio(Double.random(in: 0.3...4, using: &rng))
      try layout.update(sections, after: .itemChanged(section: 0, item: item))
      Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
    }
  }

  /// Photos too narrow to ever fill a row (aspect ratio 1e-6, no spacing: a row would need
  /// millions): greedy rows complete at `maximumRowCount` photos, so an append re-places at
  /// most that many (it re-placed every photo of the one open row before), and appends still
  /// equal a full layout.
  @Test func appendsToRowsThatNeverFillRePlaceABoundedRow() throws {
    let options = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0)
    let narrow = Item.aspectRatio(1e-6)
    func sections(_ count: Int) -> [LayoutSection] {
      [LayoutSection(.justified(options), items: Array(repeating: narrow, count: count))]
    }
    let container = Container(width: 375)
    var layout = try LayoutResult(container: container, sections: sections(10_000))
    let limit = JustifiedLayout.maximumRowCount
    for count in stride(from: 10_030, through: 10_300, by: 30) {
      try layout.update(sections(count), after: .itemsAppended)
      let cursor = try #require(Self.cursor(layout))
      // The work of an append: the photos after the committed ones, placed again by `finish`.
      #expect(count - cursor.committedCount < limit + 30)
    }
    Invariants.expectEqual(
      layout, try LayoutResult(container: container, sections: sections(10_300)))
    // Rows of exactly `limit` photos, then the widow.
    let tops = (0..<10_300).map { layout.frame(ofItem: $0, inSection: 0)?.minY ?? -1 }
    #expect(tops[limit - 1] == tops[0] && tops[limit] > tops[0])
    #expect(tops[2 * limit - 1] == tops[limit] && tops[2 * limit] > tops[limit])
    #expect(tops[10_299] == tops[2 * limit])
  }

  /// Optimal breaking of long runs of narrow photos (rows at the most photos an optimal row
  /// holds) and ordinary ones, laid out whole, equals the same body appended in random pieces.
  @Test func optimalBodiesAppendedInPiecesEqualAFullLayout() throws {
    let narrow = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: .optimal)
    var rng = SeededGenerator(seed: 0xB10C)
    for round in 0..<2 {
      var items: [Item] = []
      while items.count < 40_000 {
        let ratio = [1e-6, 1e-4, 3e-7, 1.5].randomElement(using: &rng) ?? 1e-6
        items += Array(
          repeating: .aspectRatio(ratio), count: Int.random(in: 1...9_000, using: &rng))
      }
      let container = Container(width: 375)
      let whole = try LayoutResult(
        container: container, sections: [LayoutSection(.justified(narrow), items: items)])
      var sections = [LayoutSection(.justified(narrow), items: [])]
      var pieces = try LayoutResult(container: container, sections: sections)
      while sections[0].items.count < items.count {
        let next = min(
          items.count, sections[0].items.count + Int.random(in: 1...20_000, using: &rng))
        sections[0].items = Array(items[..<next])
        try pieces.update(sections, after: .itemsAppended)
      }
      #expect(Array(pieces.elements) == Array(whole.elements), "round \(round)")
    }
  }
}
