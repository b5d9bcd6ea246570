import Brickwork
import BrickworkDocument
import BrickworkFiles

/// The check of the item-list targets (`PropertyListFuzz`, `CSVFuzz`): any bytes either fail
/// with named issues, or give one caption per size, every size finite, >= 0 and within
/// ``Limits/maximumLength``.
public enum ItemListFuzzCheck {
  /// Reads `bytes` as an item list in `format`; returns the first invariant broken, if any.
  public static func run(_ bytes: [UInt8], format: ItemList.Format) -> FuzzFailure? {
    let list: ItemList
    do {
      list = try ItemList(reading: bytes, format: format, name: "fuzz.\(format.rawValue)")
    } catch {
      if error.issues.isEmpty { return FuzzFailure("an item-list error without issues") }
      if let bad = error.issues.first(where: { !$0.description.hasPrefix("fuzz.") }) {
        return FuzzFailure("an issue that does not name the file: \(bad)")
      }
      return nil
    }
    guard list.captions.isEmpty || list.captions.count == list.sizes.count else {
      return FuzzFailure("\(list.captions.count) captions for \(list.sizes.count) sizes")
    }
    for size in list.sizes {
      for length in [size.width, size.height]
      where !length.isFinite || length < 0 || length > Limits.maximumLength {
        return FuzzFailure("a size read as \(size)")
      }
    }
    return nil
  }
}
