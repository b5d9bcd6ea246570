import Brickwork
import BrickworkDocument
import BrickworkTestSupport
import BrickworkUIKit
import Foundation
import Testing

@testable import BrickworkSwiftUI

#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
#endif
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUISurface
#endif

/// One family of defaults, `Default`, and every surface reports it: the core's option types,
/// the layout document, the UIKit layouts and `FlowLayoutView` (not on watchOS), the SwiftUI
/// stacks and lazy containers, and the command line's help.
@MainActor @Suite struct EverySurfaceReportsTheDefaultsTests {
  @Test func theCoresOptionTypes() {
    let waterfall = WaterfallLayout()
    #expect(waterfall.columns == Default.columns)
    #expect(waterfall.columnSpacing == Default.columnSpacing)
    #expect(waterfall.itemSpacing == Default.itemSpacing)
    #expect(waterfall.evenBottom == Default.evenBottom)
    #expect(waterfall.columnWeights == nil)
    #expect(WaterfallLayout(columnWeights: [2, 1]).evenBottom == Default.evenBottom)
    #expect(FlowLayout().itemSpacing == Default.itemSpacing)
    #expect(FlowLayout().lineSpacing == Default.lineSpacing)
    let justified = JustifiedLayout()
    #expect(justified.targetRowHeight == Default.targetRowHeight)
    #expect(justified.tolerance == Default.targetRowHeightTolerance)
    #expect(justified.itemSpacing == Default.photoSpacing)
    #expect(justified.lineSpacing == Default.photoSpacing)
    #expect(FlowLayout().itemGrow == Default.itemGrow)
    #expect(FlowLayout().growLastLine == Default.growLastLine)
    #expect(justified.widowAlignment == Default.widowAlignment)
    #expect(justified.widowHeight == Default.widowHeight)
  }

  @Test func theLayoutDocument() throws {
    let text = """
      {"width": 300, "sections": [{"layout": "waterfall", "items": [{"height": 10}]},
        {"layout": "flow", "items": [{"width": 10, "height": 10}]},
        {"layout": "justified", "items": [{"aspectRatio": 1.5}]}]}
      """
    let document = try LayoutDocument(json: Array(text.utf8))
    let strategies = document.sections.map(\.strategy)
    #expect(strategies[0] == .waterfall(WaterfallLayout()))
    #expect(strategies[1] == .flow(FlowLayout()))
    #expect(strategies[2] == .justified(JustifiedLayout()))
  }

  #if !os(watchOS)
    @Test func theUIKitLayoutsAndFlowLayoutView() {
      let waterfall = WaterfallCollectionViewLayout()
      #expect(waterfall.columnCount == Default.columns)
      #expect(Double(waterfall.columnSpacing) == Default.columnSpacing)
      #expect(Double(waterfall.itemSpacing) == Default.itemSpacing)
      #expect(waterfall.tolerance.map(Double.init) == WaterfallLayout().tolerance)
      #expect(waterfall.keepsColumns)
      #expect(Double(waterfall.evenBottom) == Default.evenBottom)
      #expect(waterfall.columnWeights == nil)
      #expect(JustifiedCollectionViewLayout().minItemsPerRow == JustifiedLayout().minItemsPerRow)
      #expect(JustifiedCollectionViewLayout().maxItemsPerRow == JustifiedLayout().maxItemsPerRow)
      #expect(FlowCollectionViewLayout().options == FlowLayout())
      #expect(JustifiedCollectionViewLayout().options == JustifiedLayout())
      #expect(FlowLayoutView().options == FlowLayout())
    }
  #endif

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @Test func theSwiftUIStacks() {
    #expect(WaterfallStack().waterfall == WaterfallLayout())
    #expect(WaterfallStack(minColumnWidth: 100).waterfall.tolerance == WaterfallLayout().tolerance)
    #expect(WaterfallStack(minColumnWidth: 100).waterfall.evenBottom == Default.evenBottom)
    #expect(
      WaterfallStack(columnWeights: [2, 1]).waterfall == WaterfallLayout(columnWeights: [2, 1]))
    #expect(FlowStack().flow == FlowLayout())
    #expect(JustifiedStack().justified == JustifiedLayout())
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Test func theLazyContainers() {
    struct Photo: Identifiable, Sendable { let id: Int }
    let photos = [Photo(id: 0)]
    let waterfall = LazyWaterfall(photos, size: { _ in .estimatedHeight(100) }) { _ in
      Text("")
    }
    #expect(waterfall.container.strategy == .waterfall(WaterfallLayout()))
    let flow = LazyFlow(photos, size: { _ in .pixelSize(width: 10, height: 10) }) { _ in Text("") }
    #expect(flow.container.strategy == .flow(FlowLayout()))
    let rows = LazyJustified(photos, size: { _ in .aspectRatio(1.5) }) { _ in Text("") }
    #expect(rows.container.strategy == .justified(JustifiedLayout()))
  }

  @Test(.enabled(if: Programs.canRun)) func theCommandLinesHelp() throws {
    let help = try Self.brickwork(["help", "layout"])
    #expect(help.contains("--columns N            Waterfall columns (default \(Default.columns))"))
    #expect(
      help.contains(
        "--target-row-height N  Justified row height (default \(Self.number(Default.targetRowHeight)))"
      ))
    #expect(
      help.contains(
        "(default \(Self.number(Default.itemSpacing)); justified \(Self.number(Default.photoSpacing)))"
      ))
    #expect(help.contains("as CSS flex-grow (default \(Self.number(Default.itemGrow)))"))
    #expect(help.contains("(default \(Default.widowAlignment.documentName))"))
    #expect(help.contains("(default \(Default.widowHeight.documentName))"))
    #expect(help.contains("(default \(Self.number(Default.evenBottom)): none)"))
    let gallery = try Self.brickwork(["help", "gallery"])
    #expect(gallery.contains("(default \(Self.number(Default.evenBottom)): none)"))
  }

  /// `value` as the help prints it (no ".0").
  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The standard output of the built `brickwork` with `arguments`.
  static func brickwork(_ arguments: [String]) throws -> String {
    // The test bundle is built beside the executable (this target depends on it).
    let run = try Programs.run(BuiltProducts.executable("brickwork"), arguments, timeout: 60)
    return String(decoding: run.stdout, as: UTF8.self)
  }
}
