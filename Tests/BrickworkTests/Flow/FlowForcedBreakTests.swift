import Brickwork
import SeededRandom
import Testing

/// Forced line breaks (`startsLine`): worked examples checked by hand, greedy breaking against
/// a reference written from the layout rules (docs/layout-rules.md), balanced breaking against brute force run by run, and
/// updates against a full recompute.
@Suite struct FlowForcedBreakTests {
  typealias T = FlowTest

  /// A tag 10 tall that starts a line when `forced`.
  static func tag(_ width: Double, startsLine forced: Bool = false) -> Item {
    var item = T.tag(width, 10)
    item.startsLine = forced
    return item
  }

  /// Widths 40, 40, 10*, 40, 40, 40 (* starts a line) in 100, no spacing: item 2 would fit
  /// the first line (90) but starts the second, which then takes 10 + 40 + 40 = 90; the last
  /// 40 does not fit (130) and opens the third. A forced first item changes nothing.
  @Test func greedyKeepsEveryForcedBreak() throws {
    let items = [
      Self.tag(40, startsLine: true), Self.tag(40), Self.tag(10, startsLine: true), Self.tag(40),
      Self.tag(40), Self.tag(40),
    ]
    let layout = try T.layout(FlowLayout(), items: items, width: 100)
    #expect(
      T.frames(layout) == [
        T.rect(0, 0, 40, 10), T.rect(40, 0, 40, 10),
        T.rect(0, 10, 10, 10), T.rect(10, 10, 40, 10), T.rect(50, 10, 40, 10),
        T.rect(0, 20, 40, 10),
      ])
    #expect(layout.contentSize.height == 30)
  }

  /// The line before a forced break is a full line (`justify`); only the line holding the
  /// last item uses `lastLineJustify`. Two 20-wide items in 100, the second forced: space
  /// between with one item puts it at the start (x 0); the last line is trailing (x 80).
  @Test func theLineBeforeAForcedBreakIsNotTheLastLine() throws {
    let layout = try T.layout(
      FlowLayout(justify: .spaceBetween, lastLineJustify: .trailing),
      items: [Self.tag(20), Self.tag(20, startsLine: true)], width: 100)
    #expect(T.frames(layout) == [T.rect(0, 0, 20, 10), T.rect(80, 10, 20, 10)])
  }

  /// Run one is 60, 20, 20, 30, 40, 50 in 100 (no spacing); run two, from the forced 30, is
  /// 30, 60, 10.
  ///
  /// Greedy: [60 20 20] [30 40] [50] | [30 60 10]. Run one needs 3 lines; its breakings into 3
  /// lines that fit, with the cost of every line but the run's last (leftover squared):
  /// [60 20 20][30 40][50] 0 + 900 = 900; [60 20][20 30 40][50] 400 + 100 = 500;
  /// [60][20 20 30][40 50] 1600 + 900 = 2500; [60 20][20 30][40 50] 400 + 2500 = 2900;
  /// [60 20 20][30][40 50] 0 + 4900; every other breaking has a line over 100. So balanced takes [60 20][20 30 40][50]. Had the run's
  /// last line counted too (as if the run did not end there), [60][20 20 30][40 50] would
  /// win (2500 + 100 < 500 + 2500): each run is balanced on its own. Run two is one line.
  @Test func balancedBalancesEachRunOnItsOwn() throws {
    let widths: [Double] = [60, 20, 20, 30, 40, 50, 30, 60, 10]
    let items = widths.enumerated().map { Self.tag($1, startsLine: $0 == 6) }
    let balanced = try T.layout(FlowLayout(lineBreaking: .balanced), items: items, width: 100)
    #expect(T.xs(balanced) == [0, 60, 0, 20, 50, 0, 0, 30, 90])
    #expect(T.ys(balanced) == [0, 0, 10, 10, 10, 20, 30, 30, 30])
    let greedy = try T.layout(FlowLayout(), items: items, width: 100)
    #expect(T.xs(greedy) == [0, 60, 80, 0, 30, 0, 0, 30, 90])
    #expect(T.ys(greedy) == [0, 0, 0, 10, 10, 20, 30, 30, 30])
  }

  /// Greedy lines as item counts, from the layout rules: an item joins the line if it does not start
  /// a line and the line, the spacing and it (clamped to the width) fit with a 1e-9 relative
  /// tolerance.
  static func greedyLines(_ widths: [Double], forced: [Bool], width: Double, spacing: Double)
    -> [Int]
  {
    let limit = width + width * 1e-9
    var counts: [Int] = []
    var size = 0.0
    for (index, itemWidth) in widths.enumerated() {
      let clamped = min(itemWidth, width)
      if !counts.isEmpty, !forced[index], size + spacing + clamped <= limit {
        counts[counts.count - 1] += 1
        size = size + spacing + clamped
      } else {
        counts.append(1)
        size = clamped
      }
    }
    return counts
  }

  /// Random widths and forced breaks: whole numbers make exact fits and ties common, every
  /// fourth trial uses fractions.
  static func random(trial: Int, count: ClosedRange<Int>, using rng: inout SeededGenerator)
    -> (widths: [Double], forced: [Bool], width: Double, spacing: Double)
  {
    let n = Int.random(in: count, using: &rng)
    let width = Double(Int.random(in: 10...40, using: &rng))
    let spacing = Double(Int.random(in: 0...2, using: &rng))
    let widths = (0..<n).map { _ in
      trial % 4 == 0
        ? Double.random(in: 0...(width * 0.8), using: &rng)
        : Double(Int.random(in: 0...Int(width * 1.1), using: &rng))
    }
    let forced = (0..<n).map { _ in Int.random(in: 0..<4, using: &rng) == 0 }
    return (widths, forced, width, spacing)
  }

  @Test func greedyEqualsTheReference() throws {
    var rng = SeededGenerator(seed: 0xF0_4CED)
    var forcedLines = 0
    for trial in 0..<3000 {
      let (widths, forced, width, spacing) = Self.random(trial: trial, count: 0...30, using: &rng)
      let items = zip(widths, forced).map { Self.tag($0, startsLine: $1) }
      let layout = try T.layout(FlowLayout(itemSpacing: spacing), items: items, width: width)
      let expected = Self.greedyLines(widths, forced: forced, width: width, spacing: spacing)
      #expect(
        FlowBalancedTests.lines(of: layout) == expected,
        "widths \(widths) forced \(forced) in \(width), spacing \(spacing)")
      let unforced = Self.greedyLines(
        widths, forced: forced.map { _ in false }, width: width, spacing: spacing)
      if unforced != expected { forcedLines += 1 }
    }
    // The check means something only if forced breaks often change the lines.
    #expect(forcedLines > 1000)
  }

  @Test func balancedEqualsBruteForceRunByRun() throws {
    var rng = SeededGenerator(seed: 0xBA1_4CED)
    var differFromGreedy = 0
    for trial in 0..<3000 {
      let (widths, forced, width, spacing) = Self.random(trial: trial, count: 1...14, using: &rng)
      let items = zip(widths, forced).map { Self.tag($0, startsLine: $1) }
      // Brute force on each run between forced breaks, as a body of its own.
      var expected: [Int] = []
      var start = 0
      for end in 1...widths.count where end == widths.count || forced[end] {
        expected += FlowBalancedTests.bruteForce(
          Array(widths[start..<end]), width: width, spacing: spacing)
        start = end
      }
      let balanced = try T.layout(
        FlowLayout(itemSpacing: spacing, lineBreaking: .balanced), items: items, width: width)
      let lines = FlowBalancedTests.lines(of: balanced)
      #expect(lines == expected, "widths \(widths) forced \(forced) in \(width), \(spacing)")
      let greedy = Self.greedyLines(widths, forced: forced, width: width, spacing: spacing)
      #expect(lines.count == greedy.count)
      if lines != greedy { differFromGreedy += 1 }
    }
    #expect(differFromGreedy > 200)
  }

  /// Forced breaks set, cleared and appended around the checkpoints of a long greedy flow:
  /// every update equals the full recompute.
  @Test func updatesOfForcedBreaksEqualAFullRecompute() throws {
    var rng = SeededGenerator(seed: 0xF0CE)
    let width = 200.0
    for breaking in FlowLayout.LineBreaking.allCases {
      let flow = FlowLayout(itemSpacing: 4, lineSpacing: 3, lineBreaking: breaking)
      var items = (0..<3000).map { _ in
        Self.tag(Double(Int.random(in: 5...90, using: &rng)), startsLine: false)
      }
      let container = Container(width: width)
      func sections(_ items: [Item]) -> [LayoutSection] {
        [LayoutSection(.flow(flow), items: items)]
      }
      var layout = try LayoutResult(container: container, sections: sections(items))
      for index in [1023, 1024, 1025, 2047, 0, 1500, 2999, 1024] {
        items[index].startsLine.toggle()
        try layout.update(sections(items), after: .itemChanged(section: 0, item: index))
        Invariants.expectEqual(
          layout, try LayoutResult(container: container, sections: sections(items)))
      }
      for _ in 0..<3 {
        items += (0..<200).map { _ in
          Self.tag(
            Double(Int.random(in: 5...90, using: &rng)),
            startsLine: Int.random(in: 0..<5, using: &rng) == 0)
        }
        try layout.update(sections(items), after: .itemsAppended)
        Invariants.expectEqual(
          layout, try LayoutResult(container: container, sections: sections(items)))
      }
    }
  }
}
