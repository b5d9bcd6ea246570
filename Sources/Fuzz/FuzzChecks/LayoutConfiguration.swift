import Brickwork

/// Containers, sections and items built from fuzz bytes: mostly ordinary values, with the
/// hostile ones (``FuzzBytes/hostileLengths``, huge counts of columns) mixed in.
enum LayoutConfiguration {
  /// A container.
  static func container(_ input: inout FuzzBytes) -> Container {
    Container(
      width: input.bool() ? input.pick([320, 375, 768, 1]) : input.length(),
      height: input.bool() ? input.pick([0, 600, 1]) : input.length(),
      axis: input.bool() ? .vertical : .horizontal,
      direction: input.bool() ? .leftToRight : .rightToLeft,
      scale: input.pick([0, 0, 1, 2, 3, 0.5, -1, .nan]))
  }

  /// Up to four sections.
  static func sections(_ input: inout FuzzBytes) -> [LayoutSection] {
    (0..<input.int(in: 0...4)).map { _ in section(&input) }
  }

  /// A section of any strategy with up to 24 items.
  static func section(_ input: inout FuzzBytes) -> LayoutSection {
    let strategy = strategy(&input)
    return LayoutSection(
      strategy, items: items(&input, count: input.int(in: 0...24)), insets: insets(&input),
      header: input.bool() ? Supplementary(extent: input.length(), insets: insets(&input)) : nil,
      footer: input.bool() ? Supplementary(extent: input.length(), insets: insets(&input)) : nil,
      background: input.bool() ? SectionBackground(insets: insets(&input)) : nil)
  }

  /// `count` items.
  static func items(_ input: inout FuzzBytes, count: Int) -> [Item] {
    (0..<count).map { _ in item(&input) }
  }

  /// Insets, usually small.
  static func insets(_ input: inout FuzzBytes) -> Insets {
    guard input.bool() else { return .zero }
    return Insets(
      top: input.length() / 8, left: input.length() / 8, bottom: input.length() / 8,
      right: input.length() / 8)
  }

  /// A strategy with its options.
  static func strategy(_ input: inout FuzzBytes) -> SectionStrategy {
    switch input.int(in: 0...2) {
    case 0:
      var layout = WaterfallLayout(
        columns: input.pick([1, 2, 3, 4, 0, -1, 7, 4096, 4097, 100_000]),
        columnSpacing: input.length() / 16, itemSpacing: input.length() / 16,
        placement: input.pick(WaterfallLayout.Placement.allCases))
      if input.byte() > 200 {
        layout.minColumnWidth = input.length()
        layout.maxColumns = input.pick([0, 1, 3, -1, 5000])
      }
      return .waterfall(layout)
    case 1:
      return .flow(
        FlowLayout(
          itemSpacing: input.length() / 16, lineSpacing: input.length() / 16,
          justify: input.pick(FlowLayout.Justify.allCases),
          lastLineJustify: input.bool() ? nil : input.pick(FlowLayout.Justify.allCases),
          alignItems: input.pick(FlowLayout.AlignItems.allCases),
          height: input.bool() ? 0 : input.length(),
          alignContent: input.pick(FlowLayout.AlignContent.allCases),
          lineBreaking: input.pick(FlowLayout.LineBreaking.allCases),
          maxLines: input.pick([0, 0, 1, 2, 3, -1]),
          moreBadge: input.bool() ? nil : Size(width: input.length() / 4, height: input.length()),
          itemGrow: input.pick([0, 0, 1, 0.25, 3, -1, .nan, 1e300]), growLastLine: input.bool()))
    default:
      return .justified(
        JustifiedLayout(
          targetRowHeight: input.bool() ? 120 : input.length(),
          tolerance: input.pick([0.25, 0, 1, 0.1, -1, 10]),
          itemSpacing: input.length() / 16, lineSpacing: input.length() / 16,
          maxRows: input.pick([0, 0, 1, 2, -1]), showWidows: input.bool(),
          breakoutCadence: input.pick([0, 0, 2, 3, -1]),
          breaking: input.pick(JustifiedLayout.Breaking.allCases),
          widowAlignment: input.pick(JustifiedLayout.WidowAlignment.allCases),
          widowHeight: input.pick(JustifiedLayout.WidowHeight.allCases)))
    }
  }

  /// An item of any sizing and placement options.
  static func item(_ input: inout FuzzBytes) -> Item {
    let sizing: ItemSizing
    switch input.int(in: 0...3) {
    case 0: sizing = .extent(input.length())
    case 1, 2: sizing = .size(Size(width: input.length(), height: input.length()))
    default:
      sizing = .aspectRatio(
        input.bool() ? Double(input.int(in: 1...40)) / 10 : input.pick(FuzzBytes.hostileLengths))
    }
    guard input.byte() > 180 else { return Item(sizing: sizing) }
    return Item(
      sizing: sizing, isFullSpan: input.bool(),
      baseline: input.bool() ? nil : input.length() / 8, span: input.pick([1, 2, 3, 0, -1, 5000]),
      column: input.bool() ? nil : input.pick([0, 1, 2, -1, 4096]), startsLine: input.bool(),
      grow: input.bool() ? nil : input.pick([0, 1, 2, 0.5, -1, .infinity]))
  }
}
