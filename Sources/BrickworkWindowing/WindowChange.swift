/// What changed in a ``ScrollWindow``'s visible set from the previous frame.
public struct WindowChange: Hashable, Sendable {
  /// The items that entered the window (make their views), in increasing index order.
  public var inserted: [Int]
  /// The items that left the window (drop their views), in increasing index order.
  public var removed: [Int]
  /// The scroll offset after the change; a layout change that moved the anchor moves it too
  /// (a container scrolls there without animation).
  public var offset: Double

  /// Creates a change.
  public init(inserted: [Int] = [], removed: [Int] = [], offset: Double) {
    self.inserted = inserted
    self.removed = removed
    self.offset = offset
  }

  /// The difference from the sorted index list `old` to the sorted list `new`.
  ///
  /// - Complexity: O(old + new), one merge.
  static func difference(from old: [Int], to new: [Int], offset: Double) -> WindowChange {
    var change = WindowChange(offset: offset)
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if j == new.count || (i < old.count && old[i] < new[j]) {
        change.removed.append(old[i])
        i += 1
      } else if i == old.count || new[j] < old[i] {
        change.inserted.append(new[j])
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    return change
  }
}
