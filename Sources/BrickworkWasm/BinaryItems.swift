import Brickwork
import BrickworkDocument

/// The compact binary description of a document's items: little-endian 64-bit floats, one run
/// per section of the document, in order. A run is its item count `n`, its form, then the
/// items' values:
///
/// | form | values | items |
/// | --- | --- | --- |
/// | 0 | `n` lengths | `Item.extent` (the length along the scroll axis) |
/// | 1 | `n` pairs `width, height` | `Item.size` |
/// | 2 | `n` ratios | `Item.aspectRatio` |
///
/// A run's items follow the items the document's section gives itself (usually none). The
/// values are the core's to check, as any item's: a NaN or negative length gets the same words
/// as in a document. Options that are not sizes (full span, baselines) are written in the
/// document.
enum BinaryItems {
  /// The path issues about the block's own shape are reported at.
  static let path = "binary items"

  /// Appends the block's items to `document`'s sections.
  ///
  /// - Throws: ``DocumentError`` when the block does not hold exactly one well-formed run per
  ///   section, or when memory cannot hold a run's items.
  /// - Complexity: O(n) for n values.
  static func append(_ values: UnsafeBufferPointer<Double>, to document: inout LayoutDocument)
    throws(DocumentError)
  {
    var position = 0
    for section in document.sections.indices {
      guard values.count - position >= 2 else {
        throw issue(section) { $0.append("the block ends before the run's count and form") }
      }
      let count = values[position]
      let form = values[position + 1]
      position += 2
      guard count >= 0, count <= Double(values.count), count.rounded(.towardZero) == count else {
        throw issue(section) { text in
          text.append("the count must be an integer >= 0 (found ")
          text.append(count)
          text.append(")")
        }
      }
      guard form == 0 || form == 1 || form == 2 else {
        throw issue(section) { text in
          text.append("the form must be 0, 1 or 2 (found ")
          text.append(form)
          text.append(")")
        }
      }
      let itemCount = Int(count)
      let width = form == 1 ? 2 : 1
      guard (values.count - position) / width >= itemCount else {
        throw issue(section) { text in
          text.append("the block ends inside the run of ")
          text.append(itemCount)
          text.append(" items")
        }
      }
      try ModuleMemory.reserve(items: itemCount)
      document.sections[section].items.reserveCapacity(
        document.sections[section].items.count + itemCount)
      for index in 0..<itemCount {
        let value = values[position + width * index]
        let item: Item
        switch form {
        case 0: item = .extent(value)
        case 1: item = .size(width: value, height: values[position + 2 * index + 1])
        default: item = .aspectRatio(value)
        }
        document.sections[section].items.append(item)
      }
      position += width * itemCount
    }
    guard position == values.count else {
      var text = MessageText()
      text.append(values.count - position)
      text.append(" values after the runs of the document's ")
      text.append(document.sections.count)
      text.append(" sections")
      throw issue(text)
    }
  }

  /// An error about the block's shape.
  private static func issue(_ message: MessageText) -> DocumentError {
    DocumentError(path: path, message: message.string)
  }

  /// An error about the run of section `section`: `section 2: ` and what `message` appends.
  @inline(never)  // cold: one copy of the text's assembly in the WebAssembly module
  private static func issue(_ section: Int, _ message: (inout MessageText) -> Void)
    -> DocumentError
  {
    var text = MessageText()
    text.append("section ")
    text.append(section)
    text.append(": ")
    message(&text)
    return issue(text)
  }
}
