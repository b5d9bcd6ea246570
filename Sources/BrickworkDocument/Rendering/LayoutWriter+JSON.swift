import Brickwork

extension LayoutWriter {
  /// Writes the JSON result: the content size, each section's column count, then one element
  /// per line in document order (waterfall items with their column), then the hidden items;
  /// element by element on the calling thread, a chunk at a time.
  ///
  /// - Complexity: O(n) for n elements.
  func writeJSONInTurn<Output>(to out: inout TextBuffer<Output>)
    throws(WriteFailure<Output.WriteError>)
  {
    appendJSONHead(to: &out.text)
    let count = layout.elements.count
    var position = 0
    while position < count {
      position = appendJSONElements(
        position..<count, to: &out.text, stoppingAt: TextBuffer<Output>.chunkSize)
      try out.flushIfNeeded()
    }
    try appendJSONTail(to: &out)
  }

  /// Appends the JSON result's start: the content size, the column counts, and the opening of
  /// the elements.
  func appendJSONHead(to out: inout TextBytes) {
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
    appendColumnTracks(to: &out)
    out.append("],\n  \"elements\": [")
  }

  /// Appends the elements at `positions` (in ``elements``' order), each on a line of its own
  /// after a comma unless it is the first; stops early once the text holds `limit` bytes.
  /// Returns the position of the first element not appended.
  ///
  /// The lines of a range depend on nothing but its elements: ranges appended apart, in order,
  /// make the same text as their union.
  ///
  /// Not inlined: it is called once a chunk, and the module's entry points would each get a
  /// copy.
  ///
  /// - Complexity: O(m) for m elements.
  @inline(never)
  func appendJSONElements(
    _ positions: Range<Int>, to out: inout TextBytes, stoppingAt limit: Int = .max
  ) -> Int {
    let elements = layout.elements
    for position in positions {
      let element = displayed(elements[position])
      out.append(position == 0 ? "\n    {\"kind\": \"" : ",\n    {\"kind\": \"")
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
          if layout.isStretched(item: item, inSection: element.section) {
            out.append(", \"stretched\": true")
          }
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
      if out.count >= limit { return position + 1 }
    }
    return positions.upperBound
  }

  /// Appends the JSON result's end: the elements' closing, then the hidden items.
  func appendJSONTail<Output>(to out: inout TextBuffer<Output>)
    throws(WriteFailure<Output.WriteError>)
  {
    out.append(layout.elements.isEmpty ? "],\n  \"hidden\": [" : "\n  ],\n  \"hidden\": [")
    var first = true
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
