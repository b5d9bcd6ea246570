import Foundation

/// Reads the embedded-frames block of an HTML page (`<script type="application/json"
/// id="brickwork-frames">`) as a client would: its text, and the numbers of one of its keys.
public enum EmbeddedFramesBlock {
  /// The block's `id`, the value of `LayoutWriter.embeddedFramesID`.
  public static let id = "brickwork-frames"

  /// The text of the block, or `nil` when the page has none.
  public static func text(in html: String) -> String? {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    guard let start = html.range(of: open),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
  }

  /// The numbers of the block's first array `key`, read with `Double(_:)`; with `scalar`, the
  /// one number after `key`. `nil` when the key is missing or a number does not read.
  public static func numbers(of key: String, in block: String, scalar: Bool = false) -> [Double]? {
    guard let start = block.range(of: scalar ? "\"\(key)\":" : "\"\(key)\":["),
      let end = block.range(of: scalar ? "," : "]", range: start.upperBound..<block.endIndex)
    else { return nil }
    let text = block[start.upperBound..<end.lowerBound]
    guard !text.isEmpty else { return [] }
    let numbers = text.split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return numbers.contains(nil) ? nil : numbers.compactMap { $0 }
  }
}
