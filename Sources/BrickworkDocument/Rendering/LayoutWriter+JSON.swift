import Brickwork

extension LayoutWriter {
  /// Writes the JSON result: the content size, each section's column count, then one element
  /// per line in document order (waterfall items with their column), then the hidden items.
  func writeJSON<Output>(to out: inout TextBuffer<Output>) throws(WriteFailure<Output.WriteError>) {
    let size = layout.contentSize
    out.append("{\n  \"contentSize\": {\"width\": ")
    out.append(number: size.width)
    out.append(", \"height\": ")
    out.append(number: size.height)
    out.append("},\n  \"columns\": [")
    for section in 0..<layout.numberOfSections {
      if section > 0 { out.append(", ") }
      out.append(layout.numberOfColumns(inSection: section))
    }
    out.append("],\n  \"elements\": [")
    var first = true
    for element in elements {
      out.append(first ? "\n    {\"kind\": \"" : ",\n    {\"kind\": \"")
      first = false
      out.append(element.kind.documentName)
      out.append("\", \"section\": ")
      out.append(element.section)
      switch element.kind {
      case .item(let item):
        out.append(", \"item\": ")
        out.append(item)
        if let column = layout.column(ofItem: item, inSection: element.section) {
          out.append(", \"column\": ")
          out.append(column)
        }
      case .moreBadge(let hiddenCount):
        out.append(", \"hiddenCount\": ")
        out.append(hiddenCount)
      case .background, .header, .footer: break
      }
      let frame = element.frame
      out.append(", \"x\": ")
      out.append(number: frame.minX)
      out.append(", \"y\": ")
      out.append(number: frame.minY)
      out.append(", \"width\": ")
      out.append(number: frame.width)
      out.append(", \"height\": ")
      out.append(number: frame.height)
      out.append("}")
      try out.flushIfNeeded()
    }
    out.append(first ? "],\n  \"hidden\": [" : "\n  ],\n  \"hidden\": [")
    first = true
    for section in 0..<layout.numberOfSections {
      for item in layout.hiddenItems(inSection: section) {
        out.append(first ? "\n    {\"section\": " : ",\n    {\"section\": ")
        first = false
        out.append(section)
        out.append(", \"item\": ")
        out.append(item)
        out.append("}")
        try out.flushIfNeeded()
      }
    }
    out.append(first ? "]\n}\n" : "\n  ]\n}\n")
  }
}
