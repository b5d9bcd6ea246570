import SeededRandom
import Testing

@testable import Brickwork

/// Greedy rows equal the rule applied photo by photo: an oracle that offers each photo to the
/// open row by ``JustifiedLayout/GreedyRow/offer(_:metrics:)`` and places each row by
/// ``JustifiedLayout/Row``, as the layout did before its loop decided plain joins and plain
/// row ends itself. Frames are compared bit for bit.
@Suite struct JustifiedGreedyOracleTests {
  /// The frames of greedy rows of `ratios` (canonical) in a body at the origin, `nil` for a
  /// hidden photo.
  static func oracle(_ ratios: [Double], _ layout: JustifiedLayout, width: Double) -> [Rect?] {
    let metrics = JustifiedLayout.Metrics(layout, bodyWidth: width)
    var frames = [Rect?](repeating: nil, count: ratios.count)
    var open = JustifiedLayout.GreedyRow(
      start: 0, isBreakout: layout.cadence.isBreakoutRow(number: 1))
    var top = 0.0
    var rowCount = 0
    var widowHeight = layout.targetRowHeight
    var isCut = false
    // A row's frames, written out here rather than by the layout's own placement.
    func place(_ items: Range<Int>, photoHeight: Double, height: Double) {
      var x = 0.0
      for index in items {
        let width = ratios[index] * photoHeight
        frames[index] = Rect(x: x, y: top, width: width, height: height)
        x += width + metrics.itemSpacing
      }
    }
    func complete() {
      let row = JustifiedLayout.Row.justified(
        open.items, sum: open.sum, isBreakout: open.isBreakout, metrics: metrics)
      // The natural height and flickr's clamp, written out.
      let photoHeight =
        (width - Double(open.count - 1) * metrics.itemSpacing) / open.sum
      let height = max(0.5 * layout.targetRowHeight, min(photoHeight, 2 * layout.targetRowHeight))
      #expect(row.photoHeight == photoHeight && row.height == height)
      place(open.items, photoHeight: photoHeight, height: height)
      top = top + height + metrics.lineSpacing
      rowCount += 1
      widowHeight = row.widowHeightAfter(metrics: metrics)
      open = JustifiedLayout.GreedyRow(
        start: row.items.upperBound, isBreakout: layout.cadence.isBreakoutRow(number: rowCount + 1))
      if layout.maxRows > 0, rowCount >= layout.maxRows { isCut = true }
    }
    photos: for ratio in ratios {
      while !isCut {
        switch open.offer(ratio, metrics: metrics) {
        case .join: open.add(ratio)
        case .joinAndComplete:
          open.add(ratio)
          complete()
        case .completeWithout:
          complete()
          continue
        }
        continue photos
      }
      break
    }
    if !isCut, open.count > 0, layout.showWidows {
      let row = JustifiedLayout.Row.widow(
        open.items, sum: open.sum, preferredHeight: widowHeight, metrics: metrics)
      place(row.items, photoHeight: row.photoHeight, height: row.height)
    }
    return frames
  }

  /// A photo: mostly ordinary ratios, some panoramas, narrow ones (rows reach their capacity),
  /// pixel sizes, and items with a baseline (which take the detailed check).
  static func photo(using rng: inout SeededGenerator) -> (Item, ratio: Double) {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0:
      let ratio = Double.random(in: 0.001...0.05, using: &rng)
      return (.aspectRatio(ratio), ratio)
    case 1:
      let (width, height) = (Double.random(in: 1...4000, using: &rng).rounded(), 3000.0)
      return (.size(width: width, height: height), width / height)
    case 2:
      var item = Item.aspectRatio(1.5)
      item.baseline = 10
      return (item, 1.5)
    default:
      let ratio = RandomJustifiedConfig.ratio(using: &rng)
      return (.aspectRatio(ratio), ratio)
    }
  }

  /// Random greedy options, the plain configuration (no breakout rows, no row limit) half the
  /// time.
  static func options(using rng: inout SeededGenerator) -> JustifiedLayout {
    var options = RandomJustifiedConfig.layout(using: &rng)
    options.breaking = .greedy
    if Bool.random(using: &rng) {
      options.breakoutCadence = 0
      options.maxRows = 0
    }
    return options
  }

  /// Expects the layout's frames of section 0 to be `expected`, bit for bit, and its index
  /// notes to be what its frames are.
  static func expect(_ layout: LayoutResult, frames expected: [Rect?], _ context: String) {
    for (index, frame) in expected.enumerated() {
      let actual = layout.frame(ofItem: index, inSection: 0)
      #expect(actual == frame, "\(context) photo \(index)")
      if actual != frame { break }
    }
    FrameStoreExampleTests.expectNotes(layout.frames, layout.frames.rects)
  }

  @Test func greedyRowsEqualTheRulePhotoByPhoto() throws {
    var rng = SeededGenerator(seed: 0x6EED_2)
    for round in 0..<400 {
      let options = Self.options(using: &rng)
      let width = RandomJustifiedConfig.width(using: &rng)
      let photos = (0..<Int.random(in: 0...700, using: &rng)).map { _ in
        Self.photo(using: &rng)
      }
      let sections = [LayoutSection(.justified(options), items: photos.map(\.0))]
      var layout = try LayoutResult(container: Container(width: width), sections: sections)
      let expected = Self.oracle(photos.map(\.ratio), options, width: width)
      // Afresh, then again into the storage (and scratch memory) of a layout of other photos.
      for pass in 0..<2 {
        Self.expect(layout, frames: expected, "round \(round) pass \(pass)")
        if pass == 0 {
          let others = (0..<Int.random(in: 0...300, using: &rng)).map { _ in
            Self.photo(using: &rng).0
          }
          try layout.relayout(
            [LayoutSection(.justified(options), items: others)], in: layout.container)
          try layout.relayout(sections, in: layout.container)
        }
      }
    }
  }

  /// Photos in long runs of one kind (ordinary, narrow enough for rows to reach their capacity,
  /// exact repeats, panoramas), now and then a pixel size between runs: the plain loop over
  /// given ratios, whose row ends are decided without a branch, runs over whole blocks.
  static func runs(using rng: inout SeededGenerator) -> [(Item, ratio: Double)] {
    var photos: [(Item, ratio: Double)] = []
    let count = Int.random(in: 0...3000, using: &rng)
    while photos.count < count {
      let kind = Int.random(in: 0..<5, using: &rng)
      for _ in 0..<Int.random(in: 1...400, using: &rng) {
        let ratio: Double
        switch kind {
        case 0: ratio = Double.random(in: 0.001...0.05, using: &rng)
        case 1: ratio = [1, 1.5, 0.75].randomElement(using: &rng) ?? 1
        case 2: ratio = Double.random(in: 3...15, using: &rng)
        default: ratio = RandomJustifiedConfig.ratio(using: &rng)
        }
        photos.append((.aspectRatio(ratio), ratio))
      }
      if Int.random(in: 0..<4, using: &rng) == 0 { photos.append(Self.photo(using: &rng)) }
    }
    return photos
  }

  @Test func longRunsOfGivenRatiosEqualTheRule() throws {
    var rng = SeededGenerator(seed: 0x10_4E)
    for round in 0..<300 {
      var options = RandomJustifiedConfig.layout(using: &rng)
      options.breaking = .greedy
      options.breakoutCadence = 0
      options.maxRows = 0
      let width = RandomJustifiedConfig.width(using: &rng)
      let photos = Self.runs(using: &rng)
      let sections = [LayoutSection(.justified(options), items: photos.map(\.0))]
      var layout = try LayoutResult(container: Container(width: width), sections: sections)
      let expected = Self.oracle(photos.map(\.ratio), options, width: width)
      for pass in 0..<2 {
        Self.expect(layout, frames: expected, "round \(round) pass \(pass)")
        if pass == 0 { try layout.relayout(sections, in: layout.container) }
      }
    }
  }

  /// Photos whose running sums land within a few units in the last place of `minAR`, where
  /// the plain loop's test (`sum < minAR - ratio`, which does not wait for the sum) and the
  /// rule's (`sum + ratio < minAR`, rounded) can disagree: the loop must hand those photos to
  /// the rule. Counts the disagreements met, so that the test is known to reach them.
  @Test func sumsWithinARoundingOfTheRowMinimumEqualTheRule() throws {
    var rng = SeededGenerator(seed: 0x0_1A9)
    var disagreements = 0
    for round in 0..<300 {
      var options = RandomJustifiedConfig.layout(using: &rng)
      options.breaking = .greedy
      if Bool.random(using: &rng) {
        options.breakoutCadence = 0
        options.maxRows = 0
      }
      let width = RandomJustifiedConfig.width(using: &rng)
      let metrics = JustifiedLayout.Metrics(options, bodyWidth: width)
      let least = metrics.minAspectRatio
      // The sum of the open row as plain joins leave it: enough to aim the next photo.
      var sum = 0.0
      var ratios: [Double] = []
      for _ in 0..<Int.random(in: 1...600, using: &rng) {
        var ratio = RandomJustifiedConfig.ratio(using: &rng)
        if sum > 0, Int.random(in: 0..<3, using: &rng) > 0 {
          // Aimed at the minimum, a few units in the last place either side.
          ratio = least - sum
          for _ in 0..<Int.random(in: 0...3, using: &rng) {
            ratio = Bool.random(using: &rng) ? ratio.nextUp : ratio.nextDown
          }
          guard Limits.aspectRatios.contains(ratio) else {
            sum = 0
            continue
          }
        }
        if (sum < least - ratio) != (sum + ratio < least) { disagreements += 1 }
        let joined = sum + ratio
        sum = joined < least ? joined : 0
        ratios.append(ratio)
      }
      let sections = [
        LayoutSection(.justified(options), items: ratios.map { .aspectRatio($0) })
      ]
      let layout = try LayoutResult(container: Container(width: width), sections: sections)
      Self.expect(layout, frames: Self.oracle(ratios, options, width: width), "round \(round)")
    }
    #expect(disagreements > 100)
  }

  @Test func aBadRatioAnywhereNamesItsItem() {
    // The loop over given ratios checks their range once a run: a bad one anywhere, in any
    // configuration and on either axis, still names its item, as the check of each would.
    var rng = SeededGenerator(seed: 0xBAD_4A7)
    let bad: [Double] = [0, -1, -0.0, .infinity, -.infinity, .nan, 2e9, 1e-10]
    for round in 0..<200 {
      let options = Self.options(using: &rng)
      var photos = (0..<Int.random(in: 1...700, using: &rng)).map { _ in
        Self.photo(using: &rng).0
      }
      let position = Int.random(in: 0..<photos.count, using: &rng)
      let ratio = bad[Int.random(in: 0..<bad.count, using: &rng)]
      photos[position] = .aspectRatio(ratio)
      let axis: ScrollAxis = Bool.random(using: &rng) ? .vertical : .horizontal
      let container = Container(
        width: RandomJustifiedConfig.width(using: &rng), height: 500, axis: axis)
      let expected: LayoutError.Rule =
        ratio.isFinite && ratio > 0 ? .aspectRatioOutOfRange : .finitePositive
      #expect(
        throws: LayoutError(
          .item(section: 0, item: position), field: "aspectRatio", rule: expected),
        "round \(round)"
      ) {
        try LayoutResult(
          container: container, sections: [LayoutSection(.justified(options), items: photos)])
      }
    }
  }
}
