import Brickwork
import BrickworkDocument

/// Gives an item a new size and updates the layout from the item on, as
/// ``LayoutResult/update(_:after:stableColumns:)`` with ``LayoutChange/itemChanged(section:item:)``:
/// `form` 0 reads `first` as a length along the scroll axis, 1 `first` and `second` as a width
/// and a height, 2 `first` as an aspect ratio; a nonzero `stableColumns` keeps every other item
/// of a waterfall in its column.
///
/// - Returns: 0, or -1 with the issues as the error text (the layout is then unchanged).
/// - Complexity: O(n - i) for the item at index i of n.
@_cdecl("brickwork_set_item")
public func brickworkSetItem(
  _ handle: Int32, _ section: Int32, _ item: Int32, _ form: Int32, _ first: Double,
  _ second: Double, _ stableColumns: Int32
) -> Int32 {
  guard let session = SessionTable.session(handle) else { return -1 }
  do throws(DocumentError) {
    try session.setItem(
      Int(item), inSection: Int(section), form: Int(form), first, second,
      stableColumns: stableColumns != 0)
    return 0
  } catch {
    SessionTable.fail(error)
    return -1
  }
}
