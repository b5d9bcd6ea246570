import Brickwork
import Testing

/// Helpers of the flow tests.
enum FlowTest {
  /// An item of a fixed size, with an optional baseline.
  static func tag(_ width: Double, _ height: Double, baseline: Double? = nil) -> Item {
    Item(sizing: .size(Size(width: width, height: height)), baseline: baseline)
  }

  /// A layout of one flow section.
  static func layout(
    _ flow: FlowLayout, items: [Item], width: Double, insets: Insets = .zero,
    direction: ReadingDirection = .leftToRight
  ) throws -> LayoutResult {
    try LayoutResult(
      container: Container(width: width, direction: direction),
      sections: [LayoutSection(.flow(flow), items: items, insets: insets)])
  }

  /// The visible items' frames of a section, in order.
  static func frames(_ layout: LayoutResult, section: Int = 0) -> [Rect] {
    (0..<layout.hiddenItems(inSection: section).lowerBound).compactMap {
      layout.frame(ofItem: $0, inSection: section)
    }
  }

  /// A frame.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// The x of each visible item.
  static func xs(_ layout: LayoutResult) -> [Double] { frames(layout).map(\.minX) }
  /// The y of each visible item.
  static func ys(_ layout: LayoutResult) -> [Double] { frames(layout).map(\.minY) }
}
