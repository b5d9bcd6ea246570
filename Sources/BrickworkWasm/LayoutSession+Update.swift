import Brickwork
import BrickworkDocument

extension LayoutSession {
  /// Gives item `item` of section `section` a new size, keeping its other options, and updates
  /// the layout with ``LayoutResult/update(_:after:stableColumns:)``: from the last checkpoint
  /// before the item, and with `stableColumns`, every other item of a waterfall keeps its
  /// column.
  ///
  /// `form` reads `first` and `second` as `BinaryItems` reads a run: 0 a length along the
  /// scroll axis (`first`), 1 a width and a height, 2 an aspect ratio (`first`).
  ///
  /// - Throws: ``DocumentError`` naming the item when there is no such item or form, or the
  ///   issue the new size breaks; the session is then unchanged.
  /// - Complexity: O(n - i) for the item at index i of n, as the core's update.
  func setItem(
    _ item: Int, inSection section: Int, form: Int, _ first: Double, _ second: Double,
    stableColumns: Bool
  ) throws(DocumentError) {
    guard document.sections.indices.contains(section),
      document.sections[section].items.indices.contains(item)
    else {
      var text = MessageText()
      text.append("no item ")
      text.append(item)
      text.append(" in section ")
      text.append(section)
      throw DocumentError(path: "item", message: text.string)
    }
    let sized: Item
    switch form {
    case 0: sized = .extent(first)
    case 1: sized = .size(width: first, height: second)
    case 2: sized = .aspectRatio(first)
    default:
      var text = MessageText()
      text.append("the form must be 0, 1 or 2 (found ")
      text.append(form)
      text.append(")")
      throw DocumentError(path: "item", message: text.string)
    }
    var sections = document.sections
    sections[section].items[item].sizing = sized.sizing
    do throws(LayoutError) {
      try updateLayout(
        sections, after: .itemChanged(section: section, item: item), stableColumns: stableColumns)
    } catch {
      throw DocumentError(issues: [DocumentIssue(error)])
    }
    replaceSections(sections)
  }
}
