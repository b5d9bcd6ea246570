import Brickwork

extension LayoutWriter {
  /// Appends, when a section gives `columnWeights`, the key `columnTracks` after the column
  /// counts (whose array it closes and reopens): per section, each column's `x` and `width` as
  /// displayed (snapped as the frames are), from the leading column (`[]` for a section that is not a waterfall). A
  /// document without weights writes nothing more than before.
  ///
  /// - Complexity: O(s + c) for s sections and c columns in all, when written; O(s) otherwise.
  func appendColumnTracks(to out: inout TextBytes) {
    let sections = 0..<layout.numberOfSections
    guard sections.contains(where: { layout.hasColumnWeights(inSection: $0) }) else { return }
    out.append("],\n  \"columnTracks\": [")
    for section in sections {
      out.append(section > 0 ? ", [" : "[")
      for (index, track) in layout.columnTracks(inSection: section).enumerated() {
        out.append(index > 0 ? ", {\"x\": " : "{\"x\": ")
        out.append(number: track.x)
        out.append(", \"width\": ")
        out.append(number: track.width)
        out.append("}")
      }
      out.append("]")
    }
  }
}
