import Brickwork

extension LayoutWriter {
  /// The `id` of the `<script type="application/json">` block an HTML page embeds its frames
  /// in, for a client to adopt them without laying the items out again.
  ///
  /// The block's contract (version 1), one JSON object:
  ///
  /// - `"format"`: `"brickwork-frames"`; `"version"`: `1`.
  /// - `"container"`: `[width, height]`, the container the frames were computed in.
  /// - `"contentSize"`: `[width, height]`, the laid-out content's size.
  /// - `"elements"`: a flat array of 7 numbers per element, in document order:
  ///   `kind, section, index, x, y, width, height`. `kind` is 0 background, 1 header, 2 item,
  ///   3 "more" badge, 4 footer (the order of `kinds` in `Web/brickwork.mjs`, and of the
  ///   module's element codes); `index` is the item's index, a badge's hidden count, or -1.
  ///   Frames are in CSS pixels, written with the fewest digits that read back as the same
  ///   `Double`, exactly the `left`, `top`, `width` and `height` of the page's boxes.
  ///
  /// The block holds numbers only, so no text in it can close the `<script>` element.
  public static let embeddedFramesID = "brickwork-frames"

  /// Writes the embedded-frames block of ``embeddedFramesID``, as the boxes are drawn.
  ///
  /// - Complexity: O(n) for n elements.
  func writeEmbeddedFrames<Output>(to out: inout TextBuffer<Output>)
    throws(WriteFailure<Output.WriteError>)
  {
    let size = layout.contentSize
    out.append("<script type=\"application/json\" id=\"")
    out.append(Self.embeddedFramesID)
    out.append("\">\n{\"format\":\"brickwork-frames\",\"version\":1,\"container\":[")
    out.append(number: layout.container.width)
    out.append(",")
    out.append(number: layout.container.height)
    out.append("],\"contentSize\":[")
    out.append(number: size.width)
    out.append(",")
    out.append(number: size.height)
    out.append("],\"elements\":[")
    var first = true
    for element in elements {
      if !first { out.append(",\n") }
      first = false
      let frame = element.frame
      let (kind, index): (Int, Int) =
        switch element.kind {
        case .background: (0, -1)
        case .header: (1, -1)
        case .item(let item): (2, item)
        case .moreBadge(let hiddenCount): (3, hiddenCount)
        case .footer: (4, -1)
        }
      out.append(kind)
      out.append(",")
      out.append(element.section)
      out.append(",")
      out.append(index)
      for value in [frame.minX, frame.minY, frame.width, frame.height] {
        out.append(",")
        out.append(number: value)
      }
      try out.flushIfNeeded()
    }
    out.append("]}\n</script>\n")
  }
}
