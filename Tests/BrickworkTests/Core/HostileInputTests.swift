import Brickwork
import SeededRandom
import Testing

/// Random hostile input for every strategy: each layout either throws a `LayoutError` or gives
/// finite frames inside its content, and an update with hostile items either equals a full
/// layout or throws, as the full layout does, and changes nothing.
@Suite struct HostileInputTests {
  /// A number, from the hostile end one time in twenty.
  static func number(using rng: inout SeededGenerator) -> Double {
    let hostile: [Double] = [
      .nan, .infinity, -.infinity, -1, -0.0, 0, 1e-300, 5e-324, 1e-9, 1e9, 1e9 + 1, 1e300,
      .greatestFiniteMagnitude,
    ]
    if Int.random(in: 0..<20, using: &rng) == 0 { return hostile.randomElement(using: &rng) ?? 0 }
    return Double.random(in: 0...60, using: &rng)
  }

  /// An item, mostly of a sizing `strategy` accepts.
  static func item(for strategy: SectionStrategy, using rng: inout SeededGenerator) -> Item {
    var form = Int.random(in: 0..<3, using: &rng)
    if Int.random(in: 0..<10, using: &rng) > 0 {
      switch strategy {
      case .waterfall: break
      case .flow: form = 1
      case .justified: form = Int.random(in: 1...2, using: &rng)
      }
    }
    var item: Item
    switch form {
    case 0: item = .extent(number(using: &rng))
    case 1: item = .size(width: number(using: &rng), height: number(using: &rng))
    default: item = .aspectRatio(number(using: &rng))
    }
    item.isFullSpan = Int.random(in: 0..<8, using: &rng) == 0
    if Int.random(in: 0..<4, using: &rng) == 0 { item.baseline = number(using: &rng) }
    return item
  }

  static func strategy(using rng: inout SeededGenerator) -> SectionStrategy {
    let count =
      Int.random(in: 0..<6, using: &rng) == 0
      ? [-1, 0, 4097, Int.max].randomElement(using: &rng) ?? 1 : Int.random(in: 1...6, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      return .waterfall(
        WaterfallLayout(
          columns: count, columnSpacing: number(using: &rng), itemSpacing: number(using: &rng),
          placement: WaterfallLayout.Placement.allCases.randomElement(using: &rng)
            ?? .leadingToTrailing))
    case 1:
      return .flow(
        FlowLayout(
          itemSpacing: number(using: &rng), lineSpacing: number(using: &rng),
          justify: FlowLayout.Justify.allCases.randomElement(using: &rng) ?? .center,
          alignItems: FlowLayout.AlignItems.allCases.randomElement(using: &rng) ?? .baseline,
          height: Bool.random(using: &rng) ? 0 : number(using: &rng),
          alignContent: FlowLayout.AlignContent.allCases.randomElement(using: &rng) ?? .stretch,
          lineBreaking: Bool.random(using: &rng) ? .greedy : .balanced,
          maxLines: Bool.random(using: &rng) ? 0 : count,
          moreBadge: Bool.random(using: &rng)
            ? nil : Size(width: number(using: &rng), height: number(using: &rng))))
    default:
      return .justified(
        JustifiedLayout(
          targetRowHeight: number(using: &rng), tolerance: number(using: &rng),
          itemSpacing: number(using: &rng), lineSpacing: number(using: &rng),
          maxRows: Bool.random(using: &rng) ? 0 : count, showWidows: Bool.random(using: &rng),
          breakoutCadence: Bool.random(using: &rng) ? 0 : count,
          breaking: Bool.random(using: &rng) ? .greedy : .optimal))
    }
  }

  static func insets(using rng: inout SeededGenerator) -> Insets {
    Bool.random(using: &rng)
      ? .zero
      : Insets(
        top: number(using: &rng), left: number(using: &rng), bottom: number(using: &rng),
        right: number(using: &rng))
  }

  @Test func layoutsThrowOrGiveFiniteFramesInsideTheirContent() {
    var rng = SeededGenerator(seed: 31)
    var laidOut = 0
    for _ in 0..<4_000 {
      let container = Container(
        width: Bool.random(using: &rng) ? 375 : Self.number(using: &rng),
        height: Bool.random(using: &rng) ? 600 : Self.number(using: &rng),
        axis: Bool.random(using: &rng) ? .vertical : .horizontal,
        direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
        scale: Int.random(in: 0..<10, using: &rng) == 0
          ? [0.5, .nan, -1].randomElement(using: &rng) ?? 0
          : Double(Int.random(in: 0...3, using: &rng)))
      let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        let strategy = Self.strategy(using: &rng)
        return LayoutSection(
          strategy,
          items: (0..<Int.random(in: 0...12, using: &rng)).map { _ in
            Self.item(for: strategy, using: &rng)
          },
          insets: Self.insets(using: &rng),
          header: Bool.random(using: &rng)
            ? nil
            : Supplementary(extent: Self.number(using: &rng), insets: Self.insets(using: &rng)))
      }
      guard let layout = try? LayoutResult(container: container, sections: sections) else {
        continue
      }
      laidOut += 1
      let size = layout.contentSize
      #expect(size.width.isFinite && size.height.isFinite)
      Invariants.expectInsideContent(layout, tolerance: 1e-6 * max(1, size.width, size.height))
    }
    // Enough valid layouts among the hostile ones that the check means something.
    #expect(laidOut > 600)
  }

  @Test func updatesWithHostileItemsThrowAndChangeNothing() throws {
    var rng = SeededGenerator(seed: 37)
    var thrown = 0
    for _ in 0..<600 {
      let strategy = Self.strategy(using: &rng)
      var sections = [
        LayoutSection(
          strategy,
          items: (0..<Int.random(in: 1...10, using: &rng)).map { _ in
            Self.item(for: strategy, using: &rng)
          })
      ]
      guard var layout = try? LayoutResult(container: Container(width: 375), sections: sections)
      else { continue }
      let before = Array(layout.elements)
      sections[0].items += (0..<3).map { _ in Self.item(for: strategy, using: &rng) }
      do {
        try layout.update(sections, after: .itemsAppended)
        Invariants.expectEqual(
          layout, try LayoutResult(container: Container(width: 375), sections: sections))
      } catch {
        thrown += 1
        #expect(Array(layout.elements) == before)
        #expect(throws: LayoutError.self) {
          try LayoutResult(container: Container(width: 375), sections: sections)
        }
      }
    }
    #expect(thrown > 10)
  }
}
