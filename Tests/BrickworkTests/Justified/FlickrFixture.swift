import Brickwork
import BrickworkTestSupport
import Foundation
import Testing

/// One case of `Tests/Fixtures/flickr-justified.json`, mapped onto Brickwork's values as the
/// fixture's `_meta.mapping` says.
struct FlickrFixture {
  /// One expected box, in container coordinates (padding included).
  struct Box {
    var left, top, width, height: Double
  }

  /// The case's index in the file.
  var index: Int
  /// The items, in order.
  var items: [Item]
  /// The container (flickr's containerWidth).
  var container: Container
  /// The section insets (flickr's containerPadding).
  var insets: Insets
  /// The justified options, greedy.
  var layout: JustifiedLayout
  /// The expected boxes of the items shown, in order.
  var boxes: [Box]
  /// flickr's containerHeight (top padding + rows + bottom padding).
  var containerHeight: Double
  /// The number of items in the trailing open row, when shown.
  var widowCount: Int

  /// The section of the case.
  var section: LayoutSection { LayoutSection(.justified(layout), items: items, insets: insets) }

  /// The fixture file: `Tests/Fixtures/` in the package.
  static let url: URL = Repository.file("Tests/Fixtures/flickr-justified.json")

  /// Every case of the file; records an issue and returns none when it is missing or malformed.
  static func load(sourceLocation: SourceLocation = #_sourceLocation) -> [FlickrFixture] {
    do {
      let data = try Data(contentsOf: url)
      guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let cases = root["cases"] as? [[String: Any]]
      else { throw FixtureError("no `cases` array") }
      return try cases.enumerated().map { try FlickrFixture(index: $0.offset, $0.element) }
    } catch {
      Issue.record(
        "cannot read the flickr fixtures at \(url.path): \(error)", sourceLocation: sourceLocation)
      return []
    }
  }

  /// A malformed fixture.
  struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  init(index: Int, _ json: [String: Any]) throws {
    self.index = index
    guard let input = json["input"] as? [Any], let config = json["config"] as? [String: Any],
      let output = json["output"] as? [String: Any]
    else { throw FixtureError("case \(index): input, config or output missing") }
    items = try input.map { value in
      if let ratio = value as? Double { return .aspectRatio(ratio) }
      if let size = value as? [String: Any], let w = size["width"] as? Double,
        let h = size["height"] as? Double
      {
        return .size(width: w, height: h)
      }
      throw FixtureError("case \(index): bad item \(value)")
    }
    func number(_ key: String) throws -> Double {
      guard let value = config[key] as? Double else {
        throw FixtureError("case \(index): \(key) missing")
      }
      return value
    }
    container = Container(width: try number("containerWidth"))
    switch config["containerPadding"] {
    case let all as Double: insets = Insets(all: all)
    case let sides as [String: Double]:
      insets = Insets(
        top: sides["top"] ?? 0, left: sides["left"] ?? 0, bottom: sides["bottom"] ?? 0,
        right: sides["right"] ?? 0)
    default: insets = Insets(all: 10)  // flickr's default
    }
    let horizontal: Double
    let vertical: Double
    switch config["boxSpacing"] {
    case let both as Double: (horizontal, vertical) = (both, both)
    case let spacing as [String: Double]:
      (horizontal, vertical) = (spacing["horizontal"] ?? 10, spacing["vertical"] ?? 10)
    default: (horizontal, vertical) = (10, 10)  // flickr's default
    }
    layout = JustifiedLayout(
      targetRowHeight: try number("targetRowHeight"),
      tolerance: try number("targetRowHeightTolerance"), itemSpacing: horizontal,
      lineSpacing: vertical, maxRows: (config["maxNumRows"] as? Int) ?? 0,
      showWidows: (config["showWidows"] as? Bool) ?? true,
      breakoutCadence: (config["fullWidthBreakoutRowCadence"] as? Int) ?? 0, breaking: .greedy)
    guard let boxes = output["boxes"] as? [[String: Double]],
      let height = output["containerHeight"] as? Double
    else { throw FixtureError("case \(index): boxes or containerHeight missing") }
    self.boxes = try boxes.map { box in
      guard let left = box["left"], let top = box["top"], let width = box["width"],
        let height = box["height"]
      else { throw FixtureError("case \(index): bad box") }
      return Box(left: left, top: top, width: width, height: height)
    }
    containerHeight = height
    widowCount = (output["widowCount"] as? Int) ?? 0
  }
}
