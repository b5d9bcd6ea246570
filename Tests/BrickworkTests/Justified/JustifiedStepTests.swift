import SeededRandom
import Testing

@testable import Brickwork

/// One test group per named step of the justified layout, on hand-computed values.
@Suite struct JustifiedStepTests {
  /// cw = 1000, T = 100 (so the width's aspect ratio is 10), tolerance 0.2, s = 10, line 5.
  static let layout = JustifiedLayout(
    targetRowHeight: 100, tolerance: 0.2, itemSpacing: 10, lineSpacing: 5)
  static let metrics = JustifiedLayout.Metrics(layout, bodyWidth: 1000)

  static func items(_ ratios: [Double]) -> CanonicalItems {
    CanonicalItems(items: ratios.map { .aspectRatio($0) }, axis: .vertical)
  }

  // MARK: aspect ratios

  @Test func aspectRatiosOfSizesAndRatios() {
    #expect(ItemSizing.size(Size(width: 400, height: 300)).photoAspectRatio == 400.0 / 300)
    #expect(ItemSizing.aspectRatio(1.5).photoAspectRatio == 1.5)
    // The horizontal axis reads the transposed photo.
    let items = CanonicalItems(
      items: [.size(width: 400, height: 200), .aspectRatio(4)], axis: .horizontal)
    #expect(items.aspectRatio(at: 0) == 0.5)
    #expect(items.aspectRatio(at: 1) == 0.25)
  }

  @Test func justifiedRulesOfItems() {
    #expect(ItemSizing.extent(10).justifiedViolation == .aspectRatioRequired)
    #expect(
      ItemSizing.size(Size(width: 0, height: 10)).justifiedViolation == .degenerateAspectRatio)
    #expect(
      ItemSizing.size(Size(width: 10, height: 0)).justifiedViolation == .degenerateAspectRatio)
    #expect(ItemSizing.size(Size(width: 0, height: 0)).justifiedViolation == .degenerateAspectRatio)
    #expect(
      ItemSizing.size(Size(width: 1e9, height: 1e-1)).justifiedViolation == .aspectRatioOutOfRange)
    #expect(ItemSizing.size(Size(width: 3, height: 2)).justifiedViolation == nil)
    #expect(ItemSizing.aspectRatio(2).justifiedViolation == nil)
  }

  // MARK: metrics

  @Test func metricsOfOptions() {
    let m = Self.metrics
    #expect(m.minAspectRatio == 8)
    #expect(m.maxAspectRatio == 12)
    #expect(m.minHeight == 50)
    #expect(m.maxHeight == 200)
    #expect(m.photoWidth(count: 1) == 1000)
    #expect(m.photoWidth(count: 3) == 980)
  }

  @Test func clampIsTheMaximumOfTheMinimumBitForBit() {
    // `clamped` is written with selects; it must give exactly `max(T/2, min(h, 2T))`.
    var rng = SeededGenerator(seed: 0xC1A4)
    for target in [1e-9, 0.75, 100, 1e9] {
      let m = JustifiedLayout.Metrics(
        JustifiedLayout(targetRowHeight: target), bodyWidth: 375)
      var heights: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
        m.minHeight, m.minHeight.nextDown, m.minHeight.nextUp, m.maxHeight,
        m.maxHeight.nextDown, m.maxHeight.nextUp, -m.minHeight, .greatestFiniteMagnitude,
      ]
      for _ in 0..<2000 {
        heights.append(Double.random(in: 0...(4 * target), using: &rng))
        heights.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng)))
      }
      for height in heights {
        let expected = max(m.minHeight, min(height, m.maxHeight))
        #expect(m.clamped(height).bitPattern == expected.bitPattern, "height \(height)")
      }
    }
  }

  // MARK: greedy row collection

  @Test func photoJoinsWhileTheRowIsNarrow() {
    var row = JustifiedLayout.GreedyRow(start: 0, isBreakout: false)
    #expect(row.offer(3, metrics: Self.metrics) == .join)
    row.add(3)
    #expect(row.offer(4.9, metrics: Self.metrics) == .join)  // 7.9 < 8
    row.add(4.9)
    #expect(row.count == 2 && row.sum == 7.9 && row.items == 0..<2)
  }

  @Test func photoCompletesTheRowInsideTheWindow() {
    var row = JustifiedLayout.GreedyRow(start: 4, isBreakout: false)
    row.add(5)
    #expect(row.offer(3, metrics: Self.metrics) == .joinAndComplete)  // 8: the window's edge
    #expect(row.offer(7, metrics: Self.metrics) == .joinAndComplete)  // 12: the other edge
  }

  @Test func anEmptyRowTakesAPanoramaAlone() {
    let row = JustifiedLayout.GreedyRow(start: 0, isBreakout: false)
    #expect(row.offer(30, metrics: Self.metrics) == .joinAndComplete)
  }

  @Test func lookBackKeepsThePhotoWhenItBringsTheRowCloser() {
    // Row of 6 (target 1000/100 = 10, off by 4); with 7: 13, target' 990/100 = 9.9, off by 3.1.
    var row = JustifiedLayout.GreedyRow(start: 0, isBreakout: false)
    row.add(6)
    #expect(row.offer(7, metrics: Self.metrics) == .joinAndComplete)
  }

  @Test func lookBackRejectsThePhotoWhenItTakesTheRowFurther() {
    // Row of 7.5 (off by 2.5); with 6: 13.5 vs 9.9, off by 3.6: the row completes without it.
    var row = JustifiedLayout.GreedyRow(start: 0, isBreakout: false)
    row.add(7.5)
    #expect(row.offer(6, metrics: Self.metrics) == .completeWithout)
  }

  @Test func breakoutRowTakesAWidePhotoAlone() {
    let row = JustifiedLayout.GreedyRow(start: 0, isBreakout: true)
    #expect(row.offer(1, metrics: Self.metrics) == .joinAndComplete)
    #expect(row.offer(0.99, metrics: Self.metrics) == .join)
    var started = JustifiedLayout.GreedyRow(start: 0, isBreakout: true)
    started.add(0.5)
    #expect(started.offer(2, metrics: Self.metrics) == .join)  // only the first photo breaks out
  }

  @Test func photoNeverJoinsARowWithoutRoomForItsGap() {
    // cw 100, s 50: a third photo would leave 0 for the photos.
    let m = JustifiedLayout.Metrics(
      JustifiedLayout(targetRowHeight: 100, tolerance: 0, itemSpacing: 50), bodyWidth: 100)
    var row = JustifiedLayout.GreedyRow(start: 0, isBreakout: false)
    row.add(0.1)
    #expect(row.offer(0.1, metrics: m) == .join)
    row.add(0.1)
    #expect(row.offer(0.1, metrics: m) == .completeWithout)
  }

  @Test func rowCapacityIsTheLastCountThatKeepsAPositiveWidth() {
    // The count `offer` tests against, the same as testing the width left photo by photo, on
    // widths and spacings drawn at random (and the edges: no spacing, no width, a row's cap).
    var rng = SeededGenerator(seed: 7)
    var cases: [(width: Double, spacing: Double)] = [(0, 0), (0, 10), (100, 0), (100, 50)]
    cases.append((Double(JustifiedLayout.maximumRowCount), 1))
    for _ in 0..<500 {
      cases.append(
        (Double.random(in: 0...2000, using: &rng), Double.random(in: 0...120, using: &rng)))
    }
    for (width, spacing) in cases {
      let m = JustifiedLayout.Metrics(
        JustifiedLayout(targetRowHeight: 100, itemSpacing: spacing), bodyWidth: width)
      var expected = 1
      while expected < JustifiedLayout.maximumRowCount, m.photoWidth(count: expected + 1) > 0 {
        expected += 1
      }
      #expect(m.greedyCapacity == expected, "width \(width), spacing \(spacing)")
    }
  }

  // MARK: row sizing

  @Test func completeRowFillsTheWidthAtItsNaturalHeight() {
    let row = JustifiedLayout.Row.justified(
      0..<3, sum: 9.8, isBreakout: false, metrics: Self.metrics)
    #expect(row.photoHeight == 980 / 9.8)
    #expect(row.height == row.photoHeight)
    #expect(!row.isWidow)
  }

  @Test func rowHeightIsClampedAndWidthsKept() {
    let short = JustifiedLayout.Row.justified(
      0..<1, sum: 40, isBreakout: false, metrics: Self.metrics)
    #expect(short.photoHeight == 25)
    #expect(short.height == 50)
    let tall = JustifiedLayout.Row.justified(0..<1, sum: 2, isBreakout: true, metrics: Self.metrics)
    #expect(tall.photoHeight == 500)
    #expect(tall.height == 200)
    #expect(tall.isBreakout)
  }

  // MARK: breakout cadence

  @Test func everyNthRowIsABreakoutRow() {
    let every3 = JustifiedLayout.BreakoutCadence(every: 3)
    #expect((1...9).filter { every3.isBreakoutRow(number: $0) } == [3, 6, 9])
    #expect(
      !(1...9).contains { JustifiedLayout.BreakoutCadence(every: 0).isBreakoutRow(number: $0) })
    #expect(
      (1...3).allSatisfy { JustifiedLayout.BreakoutCadence(every: 1).isBreakoutRow(number: $0) })
    #expect(
      JustifiedLayout.BreakoutCadence.takesAlone(1)
        && !JustifiedLayout.BreakoutCadence.takesAlone(0.999))
  }

  // MARK: widows

  @Test func widowTakesThePreferredHeight() {
    let row = JustifiedLayout.Row.widow(0..<2, sum: 3, preferredHeight: 120, metrics: Self.metrics)
    #expect(row.photoHeight == 120 && row.height == 120 && row.isWidow)
    let after = JustifiedLayout.Row.justified(
      0..<3, sum: 9.8, isBreakout: false, metrics: Self.metrics)
    #expect(after.widowHeightAfter(metrics: Self.metrics) == after.height)
    let breakout = JustifiedLayout.Row.justified(
      0..<1, sum: 2, isBreakout: true, metrics: Self.metrics)
    #expect(breakout.widowHeightAfter(metrics: Self.metrics) == 100)
  }

  @Test func widowNeverOverflows() {
    // At 180, 7.5 of aspect ratio and one gap need 1360 > 1000: lowered to 990 / 7.5 = 132.
    let row = JustifiedLayout.Row.widow(
      0..<2, sum: 7.5, preferredHeight: 180, metrics: Self.metrics)
    #expect(row.photoHeight == 990 / 7.5)
    #expect(row.height == row.photoHeight)
    #expect(abs(row.aspectRatioSum * row.photoHeight + 10 - 1000) < 1e-9)
  }

  @Test func widowHeightIsClamped() {
    let row = JustifiedLayout.Row.widow(0..<1, sum: 40, preferredHeight: 100, metrics: Self.metrics)
    #expect(row.photoHeight == 25 && row.height == 50)
  }

  // MARK: placement

  @Test func placementPutsPhotosSideBySide() {
    let items = Self.items([2, 3, 5])
    let row = JustifiedLayout.Row.justified(
      0..<3, sum: 10, isBreakout: false, metrics: Self.metrics)
    var frames = FrameBuffer(storage: FrameStore([.zero]), base: 1)
    let bottom = row.place(
      atTop: 40, bounds: BodyBounds(originX: 7, width: 1000, top: 20), items: items,
      metrics: Self.metrics, frames: &frames)
    #expect(bottom == 138)
    #expect(frames.count == 3)
    #expect(frames[0] == Rect(x: 7, y: 40, width: 196, height: 98))
    #expect(frames[1] == Rect(x: 213, y: 40, width: 294, height: 98))
    #expect(frames[2] == Rect(x: 517, y: 40, width: 490, height: 98))
    #expect(frames[2].maxX == 1007)
  }

  // MARK: optimal table

  @Test func rowCostIsCountTimesSquaredRelativeDeviation() {
    // Two photos, natural height 990 / 6.6 = 150: 2 * 0.5^2.
    #expect(
      abs(JustifiedLayout.OptimalBreaks.rowCost(sum: 6.6, count: 2, metrics: Self.metrics) - 0.5)
        < 1e-12)
    #expect(JustifiedLayout.OptimalBreaks.rowCost(sum: 10, count: 1, metrics: Self.metrics) == 0)
  }

  @Test func candidatesAreRowsWhosePhotosKeepAWidthAndCannotBeCutForLess() {
    // Self.metrics: cw = 1000, T = 100, so 2 * cw / T = 20.
    #expect(
      JustifiedLayout.OptimalBreaks.isCandidate(
        sum: 1000, widest: 1000, count: 1, metrics: Self.metrics))
    #expect(
      JustifiedLayout.OptimalBreaks.isCandidate(sum: 25, widest: 6, count: 2, metrics: Self.metrics)
    )
    #expect(
      !JustifiedLayout.OptimalBreaks.isCandidate(
        sum: 26, widest: 6, count: 2, metrics: Self.metrics))
    #expect(
      !JustifiedLayout.OptimalBreaks.isCandidate(
        sum: 1, widest: 0.001, count: Self.metrics.maxCount + 1, metrics: Self.metrics))
    // Optimal rows hold at most `Limits.maximumPhotosPerOptimalRow` photos.
    let optimal = JustifiedLayout.Metrics(
      JustifiedLayout(targetRowHeight: 100, itemSpacing: 0, breaking: .optimal), bodyWidth: 1000)
    let cap = Limits.maximumPhotosPerOptimalRow
    #expect(optimal.maxCount == cap)
    #expect(
      JustifiedLayout.OptimalBreaks.isCandidate(
        sum: 1, widest: 0.001, count: cap, metrics: optimal))
    #expect(
      !JustifiedLayout.OptimalBreaks.isCandidate(
        sum: 1, widest: 0.001, count: cap + 1, metrics: optimal))
    let tight = JustifiedLayout.Metrics(JustifiedLayout(itemSpacing: 500), bodyWidth: 1000)
    #expect(JustifiedLayout.OptimalBreaks.isCandidate(sum: 2, widest: 1, count: 2, metrics: tight))
    #expect(!JustifiedLayout.OptimalBreaks.isCandidate(sum: 3, widest: 1, count: 3, metrics: tight))
    // 9.9 * 100 + 10 = 1000 fits exactly.
    #expect(
      JustifiedLayout.OptimalBreaks.isWidowCandidate(sum: 9.9, count: 2, metrics: Self.metrics))
    #expect(
      !JustifiedLayout.OptimalBreaks.isWidowCandidate(sum: 10, count: 2, metrics: Self.metrics))
  }

  @Test func tableBreaksIntoRowsNearTheTarget() {
    // Photos of 5: two make a row of natural height 990 / 10 = 99 (cost 2 * 0.01^2); one alone
    // is 200 tall (cost 1); three are 980 / 15 = 65.3 tall (cost 3 * 0.347^2 = 0.36).
    let items = Self.items([5, 5, 5, 5])
    var table = JustifiedLayout.OptimalBreaks.start
    table.extend(through: 4, items: items, metrics: Self.metrics)
    #expect(table.itemCount == 4)
    #expect(table.parent == [0, 0, 0, 0, 2])
    #expect(abs(table.cost[2] - 0.0002) < 1e-12 && abs(table.cost[4] - 0.0004) < 1e-12)
    let last = table.lastRow(items: items, metrics: Self.metrics)
    #expect(last.items == 2..<4)
    #expect(!last.isWidow)  // two photos of 5 do not fit at T: 5 * 100 * 2 + 10 > 1000
    #expect(last.photoHeight == 99)
    #expect(table.rows(from: 0, to: 2, metrics: Self.metrics).map(\.items) == [0..<2])
  }

  @Test func widowOfEqualCostBeatsACompleteRow() {
    // Photos of 4.95: two fill a row exactly at T (cost 0), so [2, 4) is a complete row of
    // cost 0 and a widow of cost 0 alike: the widow wins.
    let items = Self.items([4.95, 4.95, 4.95, 4.95])
    var table = JustifiedLayout.OptimalBreaks.start
    table.extend(through: 4, items: items, metrics: Self.metrics)
    let last = table.lastRow(items: items, metrics: Self.metrics)
    #expect(last.isWidow && last.items == 2..<4 && last.height == 100)
  }

  @Test func widowWinsOnEqualCost() {
    // Two photos of 4.95 fill a row at T; a third small photo: a widow costs cost[2] = 0, a
    // complete row [2, 3) costs far more, and one row of three is cropped-wide.
    let items = Self.items([4.95, 4.95, 1])
    var table = JustifiedLayout.OptimalBreaks.start
    table.extend(through: 3, items: items, metrics: Self.metrics)
    let last = table.lastRow(items: items, metrics: Self.metrics)
    #expect(last.isWidow && last.items == 2..<3 && last.height == 100)
    // A single photo exactly at T: the complete row and the widow both cost 0: the widow wins.
    let exact = Self.items([10])
    var single = JustifiedLayout.OptimalBreaks.start
    single.extend(through: 1, items: exact, metrics: Self.metrics)
    #expect(single.lastRow(items: exact, metrics: Self.metrics).isWidow)
  }

  @Test func tableExtendsIncrementally() {
    var rng = SeededGenerator(seed: 7)
    let ratios = (0..<200).map { _ in Double.random(in: 0.4...3, using: &rng) }
    let items = Self.items(ratios)
    var whole = JustifiedLayout.OptimalBreaks.start
    whole.extend(through: 200, items: items, metrics: Self.metrics)
    var pieces = JustifiedLayout.OptimalBreaks.start
    for end in [1, 2, 17, 17, 90, 200] {
      pieces.extend(through: end, items: items, metrics: Self.metrics)
    }
    #expect(pieces == whole)
  }

  // MARK: stable break

  @Test func stableBreakFollowsTheRowsThatMayHoldTheLastPhoto() {
    // Spacing lets at most two photos share a row, so only rows starting at the last two items
    // can hold the last photo in any later layout: the chains from those two meet at a break
    // every later layout keeps.
    let metrics = JustifiedLayout.Metrics(
      JustifiedLayout(targetRowHeight: 100, itemSpacing: 600), bodyWidth: 1000)
    let items = Self.items([1, 1, 1, 1, 1, 1])
    var table = JustifiedLayout.OptimalBreaks.start
    table.extend(through: 6, items: items, metrics: metrics)
    let stable = table.stableBreak(notBefore: 0, items: items, metrics: metrics)
    // The chains of 5 and 4 back to 0, from the table itself.
    func chain(_ start: Int) -> Set<Int> {
      var breaks: Set<Int> = [start]
      var at = start
      while at > 0 {
        at = table.parent[at]
        breaks.insert(at)
      }
      return breaks
    }
    let common = chain(5).intersection(chain(4))
    #expect(stable == common.max())
    #expect(stable >= 3)
  }
}
