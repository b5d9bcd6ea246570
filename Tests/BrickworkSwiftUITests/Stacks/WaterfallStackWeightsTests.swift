#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SeededRandom
  import SwiftUISurface
  import Testing

  /// `WaterfallStack(columnWeights:)` and `evenBottom` with fake subviews: every subview at the
  /// core's frame of the height it measured, measured at the narrowest width its span can have
  /// (its explicit column's, when it gives one).
  @Suite struct WaterfallStackWeightsTests {
    @Test func placesEverySubviewAtTheCoreFrame() throws {
      let stack = WaterfallStack(
        columnWeights: [2, 1, 3], columnSpacing: 10, itemSpacing: 8, evenBottom: 1,
        insets: Insets(all: 12))
      for seed in 0..<40 as Range<UInt64> {
        var rng = SeededGenerator(seed: seed)
        let views = WaterfallStackTests().randomViews(
          Int.random(in: 0...60, using: &rng), using: &rng)
        let width = CGFloat(Int.random(in: 200...900, using: &rng))
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let log = place(
          stack, views, in: CGRect(x: 0, y: 0, width: width, height: 1), cache: &cache)
        let body = Double(width) - 24
        let widths = stack.waterfall.columnWidths(forBodyWidth: body)
        let items = views.indices.map { index -> Item in
          let values = views[index].values
          var item = Item(
            sizing: .extent(0), isFullSpan: values[ObjectIdentifier(FullSpanKey.self)] != nil,
            span: values[ObjectIdentifier(SpanKey.self)] as? Int ?? 1,
            column: values[ObjectIdentifier(ColumnKey.self)] as? Int)
          if let ratio = values[ObjectIdentifier(AspectRatioKey.self)] as? Double {
            item.sizing = .aspectRatio(ratio)
          } else {
            let measured = log.proposals(index).last?.width ?? -1
            if !item.isFullSpan, item.span == 1 {
              let expected =
                item.column.map { widths[$0] } ?? widths.min() ?? 0
              #expect(Double(measured) == expected, "seed \(seed) view \(index)")
            }
            let height = views[index].measure(ProposedViewSize(width: measured, height: nil)).height
            item.sizing = .extent(Double(height))
          }
          return item
        }
        let section = LayoutSection(.waterfall(stack.waterfall), items: items, insets: stack.insets)
        let core = try LayoutResult(container: Container(width: Double(width)), sections: [section])
        for index in views.indices {
          #expect(
            matches(log.frame(index), core.frame(ofItem: index, inSection: 0)),
            "seed \(seed) view \(index)")
        }
      }
    }
  }
#endif
