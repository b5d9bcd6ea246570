import Brickwork

extension LayoutWriter {
  /// Writes an SVG picture: its view box the content size, one `rect` per element (classes
  /// `background`, `header`, `item`, `more`, `footer`; a background beneath its section),
  /// each labelled, item captions as tooltips.
  func writeSVG<Output>(to out: inout TextBuffer<Output>) throws(WriteFailure<Output.WriteError>) {
    let size = layout.contentSize
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    out.append(number: size.width)
    out.append("\" height=\"")
    out.append(number: size.height)
    out.append("\" viewBox=\"0 0 ")
    out.append(number: size.width)
    out.append(" ")
    out.append(number: size.height)
    out.append("\">\n<title>")
    out.append(escaping: title)
    out.append("</title>\n")
    out.append(
      """
      <style>
      rect{stroke-width:0.5}
      .background{fill:#f4f6f8;stroke:none}
      .header{fill:#d6e2f3;stroke:#6f8fbf}
      .footer{fill:#e4ddf2;stroke:#8c7bbf}
      .item{fill:#f3efe6;stroke:#b8a77f}
      .item.t1{fill:#e6f0e4}.item.t2{fill:#f5e4e4}.item.t3{fill:#e4eef5}
      .item.t4{fill:#f5efd9}.item.t5{fill:#ece4f5}
      .more{fill:#f7c66b;stroke:#b9832a}
      text{font-family:system-ui,sans-serif;fill:#333;text-anchor:middle;dominant-baseline:central}
      .more+text{font-weight:bold}
      </style>

      """)
    for element in elements {
      let frame = element.frame
      out.append("<rect class=\"")
      out.append(element.kind.documentName)
      if case .item(let item) = element.kind {
        out.append(" t")
        out.append(item % Self.tintCount)
      }
      out.append("\" x=\"")
      out.append(number: frame.minX)
      out.append("\" y=\"")
      out.append(number: frame.minY)
      out.append("\" width=\"")
      out.append(number: frame.width)
      out.append("\" height=\"")
      out.append(number: frame.height)
      if case .item(let item) = element.kind,
        let caption = captions.caption(ofItem: item, inSection: element.section)
      {
        out.append("\"><title>")
        out.append(escaping: caption)
        out.append("</title></rect>\n")
      } else {
        out.append("\"/>\n")
      }
      let label = label(of: element)
      if !label.isEmpty, let fontSize = Self.fontSize(for: label, in: frame) {
        out.append("<text x=\"")
        out.append(number: frame.minX + frame.width / 2)
        out.append("\" y=\"")
        out.append(number: frame.minY + frame.height / 2)
        out.append("\" font-size=\"")
        out.append(number: fontSize)
        out.append("\">")
        out.append(escaping: label)
        out.append("</text>\n")
      }
      try out.flushIfNeeded()
    }
    out.append("</svg>\n")
  }
}
