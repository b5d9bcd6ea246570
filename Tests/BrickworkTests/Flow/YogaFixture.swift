import Brickwork
import BrickworkTestSupport
import Foundation

/// The cases of `yoga-flex-wrap.json` and how their CSS maps onto the flow layout.
struct YogaFixture: Decodable {
  struct Padding: Decodable {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
  }

  struct Container: Decodable {
    var width: Double
    var height: Double?
    var padding: Padding
    var minHeight: Double?
    var maxHeight: Double?
  }

  struct Style: Decodable {
    var flexDirection: String
    var flexWrap: String
    var justifyContent: String
    var alignItems: String
    var alignContent: String
    var columnGap: Double
    var rowGap: Double
  }

  struct Child: Decodable {
    var width: Double
    var height: Double
    var margin: Padding
    var baseline: Double?
    var alignSelf: String?
  }

  /// A frame as the fixture gives it, rounded as gentest rounded Chrome's.
  struct Frame: Decodable, Equatable, CustomStringConvertible {
    var left: Double
    var top: Double
    var width: Double
    var height: Double

    var description: String { "(\(left), \(top), \(width), \(height))" }
  }

  struct Case: Decodable {
    var name: String
    var container: Container
    var style: Style
    var children: [Child]
    var expected: [Frame]
    var expectedRTL: [Frame]
    var expectedContainer: Frame

    enum CodingKeys: String, CodingKey {
      case name, container, style, children, expected
      case expectedRTL = "expected_rtl"
      case expectedContainer = "expected_container"
    }

    /// The CSS feature of this case that the flow rules do not have, if any.
    func unsupportedFeature() -> String? {
      if style.flexDirection != "row" { return "flex-direction \(style.flexDirection)" }
      if style.flexWrap == "wrap-reverse" { return "wrap-reverse" }
      if style.flexWrap == "nowrap" {
        // A single line that fits is the same under wrap.
        let main =
          children.reduce(0) { $0 + $1.width }
          + Double(max(0, children.count - 1)) * style.columnGap
        if main > container.width - container.padding.left - container.padding.right {
          return "nowrap overflow"
        }
      }
      if container.minHeight != nil || container.maxHeight != nil { return "min/max height" }
      for child in children {
        let margin = child.margin
        if margin.left != 0 || margin.top != 0 || margin.right != 0 || margin.bottom != 0 {
          return "margins"
        }
        if child.alignSelf != nil { return "align-self" }
      }
      if let height = container.height, style.alignContent != "flex-start",
        expected.contains(where: { $0.top < 0 || $0.top + $0.height > height })
      {
        return "lines overflow the fixed height with align-content \(style.alignContent)"
      }
      return nil
    }
  }

  var cases: [Case]

  /// Reads the fixture from `Tests/Fixtures/` in the package.
  static func load() throws -> YogaFixture {
    let url = Repository.file("Tests/Fixtures/yoga-flex-wrap.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw FixtureMissing(path: url.path)
    }
    return try JSONDecoder().decode(YogaFixture.self, from: data)
  }

  struct FixtureMissing: Error, CustomStringConvertible {
    var path: String
    var description: String { "fixture not found at \(path): the flow tests need it" }
  }

  struct UnknownValue: Error {
    var value: String
  }

  static func justify(_ css: String) throws -> FlowLayout.Justify {
    switch css {
    case "flex-start": .leading
    case "center": .center
    case "flex-end": .trailing
    case "space-between": .spaceBetween
    case "space-around": .spaceAround
    case "space-evenly": .spaceEvenly
    default: throw UnknownValue(value: css)
    }
  }

  /// Yoga's `stretch` with fixed-height children behaves as flex-start.
  static func alignItems(_ css: String) throws -> FlowLayout.AlignItems {
    switch css {
    case "flex-start", "stretch": .top
    case "center": .center
    case "flex-end": .bottom
    case "baseline": .baseline
    default: throw UnknownValue(value: css)
    }
  }

  static func alignContent(_ css: String) throws -> FlowLayout.AlignContent {
    switch css {
    case "flex-start": .top
    case "center": .center
    case "flex-end": .bottom
    case "space-between": .spaceBetween
    case "space-around": .spaceAround
    case "space-evenly": .spaceEvenly
    case "stretch": .stretch
    default: throw UnknownValue(value: css)
    }
  }

  /// Rounds half up, as gentest's `Math.round`.
  static func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

  /// A frame rounded as gentest did: edges rounded, sizes the differences of rounded edges.
  static func rounded(_ frame: Rect) -> Frame {
    let left = round(frame.minX)
    let top = round(frame.minY)
    return Frame(
      left: left, top: top, width: round(frame.maxX) - left, height: round(frame.maxY) - top)
  }
}
