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
  /// The visible top edge to draw section headers pinned at, or `nil` for natural frames.
  public var pinnedHeadersAt: Double?
  /// Creates a writer of `layout`, with headers pinned at `pinnedHeadersAt` when given.
  public init(
    _ layout: LayoutResult, captions: Captions = Captions(), title: String = "Brickwork layout",
    pinningHeadersAt pinnedHeadersAt: Double? = nil
  ) {
    self.layout = layout
    self.captions = captions
    self.title = title
    self.pinnedHeadersAt = pinnedHeadersAt
  }

  /// The elements written, in document order: headers where they are drawn when pinned.
  var elements: some Sequence<LayoutElement> {
    layout.elements.lazy.map { [self] element in displayed(element) }
  }

  /// `element` as written: a header where it is drawn when pinned, any other element as it is.
  func displayed(_ element: LayoutElement) -> LayoutElement {
    guard let edge = pinnedHeadersAt, element.kind == .header,
      let frame = layout.pinnedFrame(ofHeaderInSection: element.section, visibleTopEdge: edge)
    else { return element }
    var pinned = element
    pinned.frame = frame
    return pinned
  }

  /// Writes the layout in `format` to `output`, on the calling thread.
  ///
  /// - Throws: What `output` throws.
  /// - Complexity: O(n) for n elements; memory O(1) beyond the output's (a chunk of 64 KB).
  public func write<Output: ByteOutput>(_ format: Format, to output: inout Output)
    throws(WriteFailure<Output.WriteError>)
  {
    guard format != .json else { return try writeJSON(to: &output) }
    try TextBuffer.writing(into: &output) { buffer throws(WriteFailure<Output.WriteError>) in
      if format == .svg {
        try writeSVG(to: &buffer)
      } else {
        try writeHTML(to: &buffer)
      }
    }
  }

  /// Writes the layout as JSON to `output`, as `write(.json, to:)` does: for a caller that never
  /// writes pictures (the WebAssembly module), so that the SVG and HTML writers, and the text
  /// handling only they need, are not linked in.
  ///
  /// - Throws: What `output` throws.
  /// - Complexity: O(n) for n elements; memory O(1) beyond the output's, as `write(_:to:)`.
  package func writeJSON<Output: ByteOutput>(to output: inout Output)
    throws(WriteFailure<Output.WriteError>)
  {
    try TextBuffer.writing(into: &output) { buffer throws(WriteFailure<Output.WriteError>) in
      try writeJSONInTurn(to: &buffer)
    }
  }

  /// The layout in `format` as a string (for small layouts and tests); empty if a number to
  /// write was not finite, which no valid layout has.
  public func text(_ format: Format) -> String {
    var bytes: [UInt8] = []
    do throws(WriteFailure<Never>) {
      try write(format, to: &bytes)
    } catch {
      return ""
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The total number of hidden items.
  var hiddenCount: Int {
    (0..<layout.numberOfSections).reduce(0) { $0 + layout.hiddenItems(inSection: $1).count }
  }
}
