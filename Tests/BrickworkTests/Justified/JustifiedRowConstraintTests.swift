import SeededRandom
import Testing

@testable import Brickwork

/// `minItemsPerRow` and `maxItemsPerRow`: greedy rows against the rule written out as a loop,
/// optimal rows against every breaking of small galleries, and configurations no breaking
/// satisfies.
@Suite struct JustifiedRowConstraintTests {
  /// Random constraints: m in 1...4, M 0 or m...m+3.
  static func constraints(using rng: inout SeededGenerator) -> (Int, Int) {
    let minimum = Int.random(in: 1...4, using: &rng)
    let maximum = Bool.random(using: &rng) ? 0 : minimum + Int.random(in: 0...3, using: &rng)
    return (minimum, maximum)
  }

  /// Options whose m photos keep a positive width in `width`.
  static func options(
    width: Double, breaking: JustifiedLayout.Breaking, using rng: inout SeededGenerator
  ) -> JustifiedLayout {
    var options = RandomJustifiedConfig.layout(using: &rng)
    options.breaking = breaking
    (options.minItemsPerRow, options.maxItemsPerRow) = constraints(using: &rng)
    options.itemSpacing = min(options.itemSpacing, width / Double(options.minItemsPerRow + 1))
    return options
  }

  /// The greedy rule with row constraints, as the layout rules word it, offering each photo in turn:
  /// the frames of the visible photos in a body at the origin, `nil` for hidden ones.
  static func greedyReference(_ ratios: [Double], _ options: JustifiedLayout, width: Double)
    -> [Rect?]
  {
    let target = options.targetRowHeight
    let spacing = options.itemSpacing
    let minAR = width / target * (1 - options.tolerance)
    let maxAR = width / target * (1 + options.tolerance)
    let m = options.minItemsPerRow
    let most = options.maxItemsPerRow
    var frames = [Rect?](repeating: nil, count: ratios.count)
    var rowStart = 0
    var rowSum = 0.0
    var top = 0.0
    var rows = 0
    var widowHeight = target
    var cut = false
    func isBreakout(_ number: Int) -> Bool {
      options.breakoutCadence > 0 && number % options.breakoutCadence == 0
    }
    func complete(_ end: Int) {
      let count = end - rowStart
      let natural = (width - Double(count - 1) * spacing) / rowSum
      let height = max(target / 2, min(natural, 2 * target))
      var x = 0.0
      for index in rowStart..<end {
        frames[index] = Rect(x: x, y: top, width: ratios[index] * natural, height: height)
        x += ratios[index] * natural + spacing
      }
      top += height + options.lineSpacing
      rows += 1
      widowHeight = isBreakout(rows) ? target : height
      rowStart = end
      rowSum = 0
      if options.maxRows > 0, rows >= options.maxRows { cut = true }
    }
    var index = 0
    while index < ratios.count, !cut {
      let x = ratios[index]
      let k = index - rowStart
      let joined = rowSum + x
      if k == 0, isBreakout(rows + 1), x >= 1 {
        rowSum = joined
        complete(index + 1)
      } else if k + 1 < m {
        rowSum = joined
      } else if most > 0, k + 1 == most {
        rowSum = joined
        complete(index + 1)
      } else if joined < minAR {
        rowSum = joined
      } else if joined <= maxAR || k == 0 || k < m {
        rowSum = joined
        complete(index + 1)
      } else if abs(joined - (width - Double(k) * spacing) / target)
        > abs(rowSum - (width - Double(k - 1) * spacing) / target)
      {
        complete(index)
        continue  // the photo is offered to the fresh row
      } else {
        rowSum = joined
        complete(index + 1)
      }
      index += 1
    }
    if !cut, rowStart < ratios.count, options.showWidows {
      let count = ratios.count - rowStart
      var photoHeight = widowHeight
      if rowSum * photoHeight + Double(count - 1) * spacing > width {
        photoHeight = (width - Double(count - 1) * spacing) / rowSum
      }
      let height = max(target / 2, min(photoHeight, 2 * target))
      var x = 0.0
      for index in rowStart..<ratios.count {
        frames[index] = Rect(x: x, y: top, width: ratios[index] * photoHeight, height: height)
        x += ratios[index] * photoHeight + spacing
      }
    }
    return frames
  }

  static func close(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    let tolerance = 1e-9 * max(1, abs(a.maxX), abs(a.maxY))
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test func greedyRowsEqualTheRuleWrittenOut() throws {
    var rng = SeededGenerator(seed: 0x60_C0)
    for round in 0..<600 {
      let width = RandomJustifiedConfig.width(using: &rng)
      let options = Self.options(width: width, breaking: .greedy, using: &rng)
      let ratios = (0..<Int.random(in: 0...120, using: &rng)).map { _ in
        RandomJustifiedConfig.ratio(using: &rng)
      }
      let sections = [
        LayoutSection(.justified(options), items: ratios.map { Item.aspectRatio($0) })
      ]
      let layout = try LayoutResult(container: Container(width: width), sections: sections)
      let expected = Self.greedyReference(ratios, options, width: width)
      for (index, frame) in expected.enumerated() {
        let actual = layout.frame(ofItem: index, inSection: 0)
        #expect(Self.close(actual, frame), "round \(round) photo \(index): \(options)")
        if !Self.close(actual, frame) { break }
      }
      // Appended a few photos at a time, the same frames.
      var grown = try LayoutResult(
        container: Container(width: width), sections: [LayoutSection(.justified(options))])
      var count = 0
      while count < ratios.count {
        count = min(ratios.count, count + Int.random(in: 1...9, using: &rng))
        try grown.update(
          [
            LayoutSection(.justified(options), items: ratios[..<count].map { Item.aspectRatio($0) })
          ],
          after: .itemsAppended)
      }
      #expect(Array(grown.elements) == Array(layout.elements), "round \(round) appended")
    }
  }

  /// The rows of section 0's visible photos, by their shared top.
  static func rows(_ layout: LayoutResult) -> [Range<Int>] {
    var rows: [Range<Int>] = []
    let visible = layout.hiddenItems(inSection: 0).lowerBound
    var start = 0
    for index in 0..<visible
    where index > 0
      && layout.frame(ofItem: index, inSection: 0)?.minY
        != layout.frame(ofItem: index - 1, inSection: 0)?.minY
    {
      rows.append(start..<index)
      start = index
    }
    if visible > 0 { rows.append(start..<visible) }
    return rows
  }

  /// The least cost of any breaking of `ratios` that the constraints allow, and whether one
  /// exists; every breaking is enumerated (2^(n-1) of them).
  static func bruteForce(_ ratios: [Double], _ metrics: JustifiedLayout.Metrics) -> Double? {
    let n = ratios.count
    guard n > 0 else { return 0 }
    var best: Double?
    for mask in 0..<(1 << (n - 1)) {
      // Bit b set: a break after photo b.
      var rows: [Range<Int>] = []
      var start = 0
      for b in 0..<(n - 1) where mask & (1 << b) != 0 {
        rows.append(start..<(b + 1))
        start = b + 1
      }
      rows.append(start..<n)
      func sum(_ row: Range<Int>) -> Double { row.reduce(0) { $0 + ratios[$1] } }
      func keepsWidth(_ row: Range<Int>) -> Bool {
        row.count == 1 || metrics.photoWidth(count: row.count) > 0
      }
      func isComplete(_ row: Range<Int>) -> Bool {
        row.count >= metrics.minCount && row.count <= metrics.maxCount && keepsWidth(row)
      }
      guard rows.dropLast().allSatisfy(isComplete) else { continue }
      var cost = rows.dropLast().reduce(0.0) {
        $0 + JustifiedLayout.OptimalBreaks.rowCost(sum: sum($1), count: $1.count, metrics: metrics)
      }
      let last = rows[rows.count - 1]
      let widowFits =
        last.count <= metrics.maxCount && keepsWidth(last)
        && sum(last) * metrics.target + Double(last.count - 1) * metrics.itemSpacing
          <= metrics.width
      if !widowFits {
        guard isComplete(last) else { continue }
        cost += JustifiedLayout.OptimalBreaks.rowCost(
          sum: sum(last), count: last.count, metrics: metrics)
      }
      best = min(best ?? .infinity, cost)
    }
    return best
  }

  @Test func optimalRowsCostTheLeastOfEveryBreaking() throws {
    var rng = SeededGenerator(seed: 0x0B_7C)
    var infeasible = 0
    for round in 0..<1500 {
      let width = RandomJustifiedConfig.width(using: &rng)
      let options = Self.options(width: width, breaking: .optimal, using: &rng)
      let metrics = JustifiedLayout.Metrics(options, bodyWidth: width)
      let ratios = (0..<Int.random(in: 0...11, using: &rng)).map { _ in
        RandomJustifiedConfig.ratio(using: &rng)
      }
      let sections = [
        LayoutSection(.justified(options), items: ratios.map { Item.aspectRatio($0) })
      ]
      let container = Container(width: width)
      guard let best = Self.bruteForce(ratios, metrics) else {
        infeasible += 1
        let error = LayoutError(
          .section(0), field: "minItemsPerRow",
          rule: .noRowBreaking(minimum: options.minItemsPerRow, maximum: options.maxItemsPerRow))
        #expect(throws: error) { try LayoutResult(container: container, sections: sections) }
        #expect(
          LayoutResult.problems(container: container, sections: sections).errors == [error])
        continue
      }
      #expect(LayoutResult.problems(container: container, sections: sections).isEmpty)
      let layout = try LayoutResult(container: container, sections: sections)
      var rows = Self.rows(layout)
      let hidden = layout.hiddenItems(inSection: 0)
      // The last row is a widow when its photos are T tall (hidden: then it is not shown).
      var cost = 0.0
      if !hidden.isEmpty {
        rows.append(hidden)
        #expect(hidden.count <= metrics.maxCount, "round \(round)")
      } else if let last = rows.last,
        abs(
          (layout.frame(ofItem: last.lowerBound, inSection: 0)?.width ?? .nan)
            - ratios[last.lowerBound] * metrics.target) <= 1e-9 * metrics.width
      {
        #expect(last.count <= metrics.maxCount, "round \(round)")
        rows.removeLast()
      }
      for (number, row) in rows.enumerated() where number < rows.count - (hidden.isEmpty ? 0 : 1) {
        #expect(row.count >= metrics.minCount && row.count <= metrics.maxCount, "round \(round)")
        let sum = row.reduce(0.0) { $0 + ratios[$1] }
        cost += JustifiedLayout.OptimalBreaks.rowCost(sum: sum, count: row.count, metrics: metrics)
      }
      #expect(abs(cost - best) <= 1e-9 * max(1, best), "round \(round): \(cost) vs \(best)")
    }
    // The configurations include some that no breaking satisfies.
    #expect(infeasible > 10)
  }

  @Test func optimalConstrainedLayoutsEqualAppendedOnes() throws {
    var rng = SeededGenerator(seed: 0x0B_7D)
    for round in 0..<200 {
      let width = RandomJustifiedConfig.width(using: &rng)
      var options = Self.options(width: width, breaking: .optimal, using: &rng)
      options.maxItemsPerRow = max(options.maxItemsPerRow, options.minItemsPerRow + 2)
      let items = RandomJustifiedConfig.photos(Int.random(in: 0...200, using: &rng), using: &rng)
      let container = Container(width: width)
      let full = LayoutSection(.justified(options), items: items)
      guard LayoutResult.problems(container: container, sections: [full]).isEmpty else {
        continue
      }
      let layout = try LayoutResult(container: container, sections: [full])
      var grown = try LayoutResult(
        container: container, sections: [LayoutSection(.justified(options))])
      var count = 0
      while count < items.count {
        count = min(items.count, count + Int.random(in: 1...40, using: &rng))
        let part = LayoutSection(.justified(options), items: Array(items[..<count]))
        guard LayoutResult.problems(container: container, sections: [part]).isEmpty else {
          #expect(throws: LayoutError.self) { try grown.update([part], after: .itemsAppended) }
          continue
        }
        try grown.update([part], after: .itemsAppended)
      }
      #expect(Array(grown.elements) == Array(layout.elements), "round \(round)")
    }
  }

  @Test func badConstraintsAreErrorsNamingTheSection() {
    let container = Container(width: 300)
    func problems(_ layout: JustifiedLayout, _ items: [Item] = []) -> [String] {
      let sections = [
        LayoutSection(.justified(JustifiedLayout())),
        LayoutSection(.justified(layout), items: items),
      ]
      return LayoutResult.problems(container: container, sections: sections).errors.map {
        $0.description
      }
    }
    #expect(
      problems(JustifiedLayout(minItemsPerRow: 0)) == [
        "sections[1].minItemsPerRow: must be an integer >= 1"
      ])
    #expect(
      problems(JustifiedLayout(minItemsPerRow: 4097)) == [
        "sections[1].minItemsPerRow: must be <= 4096"
      ])
    // Optimal rows hold at most 64 photos: a larger minimum is an error of its own.
    #expect(
      problems(JustifiedLayout(breaking: .optimal, minItemsPerRow: 65)) == [
        "sections[1].minItemsPerRow: must be <= 64"
      ])
    #expect(
      problems(JustifiedLayout(itemSpacing: 0, breaking: .optimal, minItemsPerRow: 64)).isEmpty)
    #expect(
      problems(JustifiedLayout(minItemsPerRow: 3, maxItemsPerRow: 2)) == [
        "sections[1].maxItemsPerRow: must be 0 (no limit) or an integer >= minItemsPerRow (3)"
      ])
    #expect(
      problems(JustifiedLayout(maxItemsPerRow: -1)) == [
        "sections[1].maxItemsPerRow: must be 0 (no limit) or an integer >= minItemsPerRow (1)"
      ])
    for breaking in JustifiedLayout.Breaking.allCases {
      #expect(
        problems(JustifiedLayout(itemSpacing: 100, breaking: breaking, minItemsPerRow: 4)) == [
          "sections[1].minItemsPerRow: leaves no width for the photos of a row of 4 (too much"
            + " itemSpacing for the width)"
        ])
    }
    // Two panoramas: no row of three, and together they do not fit at the target height.
    let panoramas: [Item] = [.aspectRatio(10), .aspectRatio(10)]
    let optimal = JustifiedLayout(breaking: .optimal, minItemsPerRow: 3)
    let message =
      "sections[1].minItemsPerRow: no breaking into rows of 3 or more photos (a last row of"
      + " fewer fitting the width at targetRowHeight) fits the items"
    #expect(problems(optimal, panoramas) == [message])
    #expect(
      problems(
        JustifiedLayout(breaking: .optimal, minItemsPerRow: 2, maxItemsPerRow: 2),
        [
          .aspectRatio(1), .aspectRatio(1), .aspectRatio(10),
        ]
      ).count == 1)
    #expect(throws: LayoutError.self) {
      try LayoutResult(
        container: container, sections: [LayoutSection(.justified(optimal), items: panoramas)])
    }
    // Greedy rows always exist: the widow takes what is left.
    #expect(problems(JustifiedLayout(minItemsPerRow: 3), panoramas).isEmpty)
    // An update that makes the section unsatisfiable throws and leaves the layout as it was.
    do {
      let pairs = JustifiedLayout(breaking: .optimal, minItemsPerRow: 2, maxItemsPerRow: 2)
      let fits = LayoutSection(.justified(pairs), items: [.aspectRatio(1), .aspectRatio(1)])
      var layout = try LayoutResult(container: container, sections: [fits])
      let before = Array(layout.elements)
      let broken = LayoutSection(.justified(pairs), items: fits.items + [.aspectRatio(10)])
      #expect(throws: LayoutError.self) { try layout.update([broken], after: .itemsAppended) }
      #expect(Array(layout.elements) == before)
    } catch {
      Issue.record("\(error)")
    }
  }
}
