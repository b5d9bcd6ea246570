import Brickwork

extension LayoutWriter {
  /// Writes a self-contained HTML page without JavaScript: a `div.layout` at the top left of
  /// the page, the content size, holding one absolutely positioned `div` per element at exactly
  /// its frame (`left`, `top`, `width`, `height` in CSS pixels, with `data-kind`, `data-section`
  /// and `data-item` attributes), followed by a one-line summary and the frames as data in a
  /// `<script type="application/json">` block (``embeddedFramesID``), for a client that adopts
  /// them. Captions are escaped.
  func writeHTML<Output>(to out: inout TextBuffer<Output>) throws(WriteFailure<Output.WriteError>) {
    let size = layout.contentSize
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.append("<title>")
    out.append(escaping: title)
    out.append("</title>\n")
    out.append(
      """
      <style>
      body{margin:0;background:#fafafa;color:#222;font:12px/1.3 system-ui,-apple-system,sans-serif}
      .layout{position:relative;margin:0;padding:0;border:0;background:#fff;overflow:hidden}
      .layout>div{position:absolute;box-sizing:border-box;margin:0;padding:2px 4px;overflow:hidden;border:0.5px solid rgba(0,0,0,.25)}
      .background{background:#f4f6f8;border:none}
      .header{background:#d6e2f3;font-weight:600}
      .footer{background:#e4ddf2}
      .item{background:#f3efe6}
      .item.t1{background:#e6f0e4}.item.t2{background:#f5e4e4}.item.t3{background:#e4eef5}
      .item.t4{background:#f5efd9}.item.t5{background:#ece4f5}
      .item b{color:#666;font-weight:600;margin-right:4px}
      .more{background:#f7c66b;font-weight:700;text-align:center}
      .summary{margin:0;padding:8px;color:#666}
      </style>
      </head>
      <body>

      """)
    out.append("<div class=\"layout\" style=\"width:")
    out.append(number: size.width)
    out.append("px;height:")
    out.append(number: size.height)
    out.append("px\">\n")
    var itemCount = 0
    for element in elements {
      let frame = element.frame
      out.append("<div class=\"")
      out.append(element.kind.documentName)
      if case .item(let item) = element.kind {
        out.append(" t")
        out.append(item % Self.tintCount)
      }
      out.append("\" data-kind=\"")
      out.append(element.kind.documentName)
      out.append("\" data-section=\"")
      out.append(element.section)
      if case .item(let item) = element.kind {
        out.append("\" data-item=\"")
        out.append(item)
      }
      out.append("\" style=\"left:")
      out.append(number: frame.minX)
      out.append("px;top:")
      out.append(number: frame.minY)
      out.append("px;width:")
      out.append(number: frame.width)
      out.append("px;height:")
      out.append(number: frame.height)
      out.append("px\">")
      switch element.kind {
      case .item(let item):
        itemCount += 1
        out.append("<b>")
        out.append(item)
        out.append("</b>")
        if let caption = captions.caption(ofItem: item, inSection: element.section) {
          out.append(escaping: caption)
        }
      default:
        out.append(escaping: label(of: element))
      }
      out.append("</div>\n")
      try out.flushIfNeeded()
    }
    out.append("</div>\n<p class=\"summary\">")
    out.append(escaping: title)
    out.append(": ")
    out.append(layout.numberOfSections)
    out.append(layout.numberOfSections == 1 ? " section, " : " sections, ")
    out.append(itemCount)
    out.append(" items shown, ")
    out.append(hiddenCount)
    out.append(" hidden; content ")
    out.append(number: size.width)
    out.append(" × ")
    out.append(number: size.height)
    out.append(" pt.</p>\n")
    try writeEmbeddedFrames(to: &out)
    out.append("</body>\n</html>\n")
  }
}
