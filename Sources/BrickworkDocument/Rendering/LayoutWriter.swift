import Brickwork

/// Writes a computed layout as the JSON of `layout-json.md`, as an SVG picture or as a
/// self-contained HTML page, streaming it to a ``ByteOutput`` in chunks.
///
/// Numbers are written with the fewest digits that read back as the same `Double`: JSON output
/// round-trips exactly, and SVG and HTML boxes sit at exactly the computed frames.
public struct LayoutWriter: Sendable {
  /// An output format.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// The JSON result of `layout-json.md`: content size, elements, hidden items.
    case json
    /// An SVG picture: one rectangle per element, its view box the content size.
    case svg
    /// A self-contained HTML page without JavaScript: one absolutely positioned box per element.
    case html
  }

  /// The layout written.
  public var layout: LayoutResult
  /// Captions and titles for the SVG and HTML pictures (the JSON ignores them).
  public var captions: Captions
  /// The title of the SVG and HTML pictures.
  public var title: String

  /// Creates a writer of `layout`.
  public init(
    _ layout: LayoutResult, captions: Captions = Captions(), title: String = "Brickwork layout"
  ) {
    self.layout = layout
    self.captions = captions
    self.title = title
  }

  /// Writes the layout in `format` to `output`.
  ///
  /// - Throws: What `output` throws.
  /// - Complexity: O(n) for n elements; memory O(1) beyond the output's.
  public func write<Output: ByteOutput>(_ format: Format, to output: inout Output)
    throws(Output.WriteError)
  {
    var buffer = TextBuffer(output: output)
    switch format {
    case .json: try writeJSON(to: &buffer)
    case .svg: try writeSVG(to: &buffer)
    case .html: try writeHTML(to: &buffer)
    }
    try buffer.flush()
    output = buffer.output
  }

  /// The layout in `format` as a string (for small layouts and tests).
  public func text(_ format: Format) -> String {
    var bytes: [UInt8] = []
    write(format, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The total number of hidden items.
  var hiddenCount: Int {
    (0..<layout.numberOfSections).reduce(0) { $0 + layout.hiddenItems(inSection: $1).count }
  }
}
