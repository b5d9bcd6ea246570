import SeededRandom
import Testing

@testable import Brickwork

/// Invariants of justified sections over thousands of random configurations.
@Suite struct JustifiedPropertyTests {
  static let configurations = 2000

  /// The rows of a justified section as laid out (vertical, left to right, unsnapped): its
  /// visible items grouped by their top.
  static func rows(of layout: LayoutResult, section: Int) -> [[Rect]] {
    var rows: [[Rect]] = []
    for item in 0..<layout.hiddenItems(inSection: section).lowerBound {
      guard let frame = layout.frame(ofItem: item, inSection: section) else { continue }
      if let top = rows.last?.first?.minY, top == frame.minY {
        rows[rows.count - 1].append(frame)
      } else {
        rows.append([frame])
      }
    }
    return rows
  }

  /// Checks the rows of a justified section of a vertical left-to-right unsnapped layout.
  static func expectJustifiedRows(
    _ layout: LayoutResult, _ sections: [LayoutSection], _ s: Int, _ options: JustifiedLayout,
    context: String
  ) {
    let section = sections[s]
    let width = layout.container.width
    let left = section.insets.left
    let contentWidth = width - section.insets.horizontal
    let eps = 1e-9 * max(1, width)
    let rows = Self.rows(of: layout, section: s)
    let count = section.items.count
    let hidden = layout.hiddenItems(inSection: s)
    // Hidden items: a suffix, and only where an option hides some.
    #expect(hidden.upperBound == count, "\(context)")
    if !hidden.isEmpty {
      #expect(
        !options.showWidows || (options.breaking == .greedy && options.maxRows > 0), "\(context)")
    }
    if options.breaking == .greedy, options.maxRows > 0 {
      #expect(rows.count <= options.maxRows, "\(context)")
    }
    var previousBottom: Double?
    var seen = 0
    for (r, row) in rows.enumerated() {
      let isLast = r == rows.count - 1
      // Order is kept, photos side by side from the leading edge (a widow row: where its
      // alignment puts it), itemSpacing apart.
      let lead = row[0].minX - left
      let trail = left + contentWidth - row[row.count - 1].maxX
      switch (isLast, options.widowAlignment) {
      case (true, .center): #expect(abs(lead - trail) <= eps, "\(context) widow centred")
      case (true, .trailing): #expect(abs(trail) <= eps, "\(context) widow trailing")
      default: #expect(abs(lead) <= eps, "\(context) row \(r) leading edge")
      }
      if isLast, options.widowAlignment == .justify {
        #expect(abs(trail) <= eps, "\(context) justified last row fills the width")
      }
      for (a, b) in zip(row, row.dropFirst()) {
        #expect(abs(b.minX - (a.maxX + options.itemSpacing)) <= eps, "\(context) row \(r) gap")
      }
      // One height per row, within [T/2, 2T].
      let height = row[0].height
      #expect(row.allSatisfy { $0.height == height }, "\(context) row \(r)")
      let t = options.targetRowHeight
      #expect(height >= t / 2 - 1e-9 * t && height <= 2 * t + 1e-9 * t, "\(context) row \(r)")
      // Rows follow each other lineSpacing apart, without overlapping.
      if let bottom = previousBottom {
        #expect(abs(row[0].minY - (bottom + options.lineSpacing)) <= eps, "\(context) row \(r)")
      }
      previousBottom = row[0].maxY
      // Every row but a widow spans the content width exactly; a widow never overflows.
      let end = row[row.count - 1].maxX
      if isLast {
        #expect(end <= left + contentWidth + eps, "\(context) widow overflows")
      } else {
        #expect(abs(end - (left + contentWidth)) <= eps, "\(context) row \(r) does not fill")
      }
      seen += row.count
    }
    #expect(seen == hidden.lowerBound, "\(context)")
    // The body ends at the last row's bottom (no trailing lineSpacing).
    let sectionRange = layout.extent(ofSection: s)
    var bodyTop = sectionRange.lowerBound + section.insets.top
    if let header = section.header { bodyTop += header.insets.vertical + header.extent }
    var footerPart = 0.0
    if let footer = section.footer { footerPart = footer.insets.vertical + footer.extent }
    let bodyBottom = previousBottom ?? bodyTop
    #expect(
      abs(sectionRange.upperBound - (bodyBottom + section.insets.bottom + footerPart)) <= eps,
      "\(context) body height")
  }

  static func snapped(_ frame: Rect, scale: Double) -> Rect {
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    return Rect(
      x: snap(frame.minX), y: snap(frame.minY), width: snap(frame.maxX) - snap(frame.minX),
      height: snap(frame.maxY) - snap(frame.minY))
  }

  static func close(_ a: Rect, _ b: Rect, _ eps: Double) -> Bool {
    abs(a.minX - b.minX) <= eps && abs(a.minY - b.minY) <= eps && abs(a.width - b.width) <= eps
      && abs(a.height - b.height) <= eps
  }

  @Test func randomLayoutsKeepTheirInvariants() throws {
    var rng = SeededGenerator(seed: 0x5EED_7057)
    var justifiedSections = 0
    for round in 0..<Self.configurations {
      let width = RandomJustifiedConfig.width(using: &rng)
      let sections = RandomJustifiedConfig.sections(using: &rng)
      let context = "round \(round)"
      let layout = try LayoutResult(container: Container(width: width), sections: sections)
      Invariants.expectInsideContent(layout, tolerance: 1e-9 * max(1, width))
      Invariants.expectNoOverlaps(layout, tolerance: 1e-9 * max(1, width))
      if round % 4 == 0 { Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 4) }
      for (s, section) in sections.enumerated() {
        guard case .justified(let options) = section.strategy else { continue }
        justifiedSections += 1
        Self.expectJustifiedRows(layout, sections, s, options, context: "\(context) section \(s)")
      }
      let all = Array(layout.elements)
      let eps = 1e-9 * max(1, width, layout.contentSize.height)

      // Right to left: the mirror of left to right.
      let rtl = try LayoutResult(
        container: Container(width: width, direction: .rightToLeft), sections: sections)
      let mirrored = all.map { element in
        var copy = element
        copy.frame.origin.x = width - element.frame.maxX
        return copy
      }
      #expect(rtl.contentSize == layout.contentSize, "\(context)")
      #expect(
        zip(Array(rtl.elements), mirrored).allSatisfy {
          $0.kind == $1.kind && Self.close($0.frame, $1.frame, eps)
        }, "\(context) rtl")

      // Horizontal: the transpose, justified rows becoming columns of equal width.
      let horizontal = try LayoutResult(
        container: Container(width: 100, height: width, axis: .horizontal),
        sections: Transposition.sections(sections))
      #expect(horizontal.contentSize == Size(width: layout.contentSize.height, height: width))
      #expect(
        zip(Array(horizontal.elements), all).allSatisfy {
          $0.kind == $1.kind && $0.section == $1.section && $0.frame == $1.frame.transposed
        }, "\(context) horizontal")
      #expect(horizontal.elements.count == all.count)

      // Snapped: every edge rounded to the pixel grid, independently.
      let scale = Double(Int.random(in: 1...3, using: &rng))
      let snappedLayout = try LayoutResult(
        container: Container(width: width, scale: scale), sections: sections)
      #expect(
        zip(Array(snappedLayout.elements), all).allSatisfy {
          $0.frame == Self.snapped($1.frame, scale: scale)
        }, "\(context) scale \(scale)")
    }
    #expect(justifiedSections > Self.configurations)
  }

  @Test func updatesEqualAFullRecompute() throws {
    var rng = SeededGenerator(seed: 0xA99E_4D)
    for round in 0..<600 {
      let direction: ReadingDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
      let container = Container(
        width: RandomJustifiedConfig.width(using: &rng), direction: direction,
        scale: Double(Int.random(in: 0...2, using: &rng)))
      var sections = RandomJustifiedConfig.sections(using: &rng)
      // The last section is justified, sometimes long enough for greedy checkpoints.
      var last = LayoutSection(
        .justified(
          RandomJustifiedConfig.withWidowPolicies(
            RandomJustifiedConfig.layout(using: &rng), using: &rng)),
        items: RandomJustifiedConfig.photos(
          Int.random(in: 0..<8, using: &rng) == 0 ? 600 : Int.random(in: 0...40, using: &rng),
          using: &rng), insets: RandomJustifiedConfig.insets(using: &rng),
        footer: RandomJustifiedConfig.supplementary(using: &rng))
      if Bool.random(using: &rng) { last.header = Supplementary(extent: 30) }
      sections.append(last)
      var layout = try LayoutResult(container: container, sections: sections)

      // Appends, in batches of various sizes (single items included).
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let batch = [1, 1, 2, 7, 40].randomElement(using: &rng) ?? 1
        sections[sections.count - 1].items += RandomJustifiedConfig.photos(batch, using: &rng)
        try layout.update(sections, after: .itemsAppended)
        Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
      }
      // Changes of one item, anywhere.
      for _ in 0..<3 {
        let candidates = sections.indices.filter { !sections[$0].items.isEmpty }
        guard let s = candidates.randomElement(using: &rng) else { break }
        let item = Int.random(in: 0..<sections[s].items.count, using: &rng)
        if case .justified = sections[s].strategy {
          sections[s].items[item] = RandomJustifiedConfig.photo(using: &rng)
        } else {
          sections[s].items[item] = .extent(Double.random(in: 0...200, using: &rng))
        }
        try layout.update(sections, after: .itemChanged(section: s, item: item))
        Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
      }
      // A new section, then more items in it.
      sections.append(
        LayoutSection(
          .justified(RandomJustifiedConfig.layout(using: &rng)),
          items: RandomJustifiedConfig.photos(5, using: &rng)))
      try layout.update(sections, after: .sectionsAppended)
      sections[sections.count - 1].items += RandomJustifiedConfig.photos(9, using: &rng)
      try layout.update(sections, after: .itemsAppended)
      let full = try LayoutResult(container: container, sections: sections)
      Invariants.expectEqual(layout, full)
      if round % 10 == 0 { Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 4) }
    }
  }
}
