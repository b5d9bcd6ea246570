/// The text of recently written numbers, by bit pattern: a layout repeats its numbers (the `x`
/// and width of a column's items, the `y` and height of a row's), and copying a number's 24
/// bytes back costs a fraction of writing it again.
///
/// 64 slots (2.5 KB), direct-mapped by a multiplicative hash of the bits, so that numbers seen
/// once (each item's `y` in a column) rarely evict those that repeat; a slot holds the bits, the
/// text's length and the text. Its copies share the slots, which its owner (``TextBytes``)
/// deallocates.
struct NumberTextCache {
  /// The words of a slot: the bits, the length, three words of text.
  private static var slotWords: Int { 5 }
  /// The number of slots.
  private static var slots: Int { 64 }

  /// The slots.
  private let words: UnsafeMutablePointer<UInt64>

  /// An empty cache.
  init() {
    words = .allocate(capacity: Self.slots * Self.slotWords)
    // A NaN: never written through the cache, so never found.
    words.initialize(repeating: 0x7FF8_0000_0000_0001, count: Self.slots * Self.slotWords)
  }

  /// Frees the slots; no copy may be used after.
  func deallocate() {
    words.deallocate()
  }

  /// Writes `value` as ``NumberText/write(_:to:)-(Double,_)`` does, from the cache when it
  /// holds it, with the same scratch after the text.
  ///
  /// - Precondition: `value` is finite.
  /// - Returns: The number of bytes written.
  @inline(__always)
  func write(_ value: Double, to cursor: UnsafeMutablePointer<UInt8>) -> Int {
    let bits = value.bitPattern
    let slot = words + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58) &* 5
    let text = UnsafeMutableRawPointer(cursor)
    if slot[0] == bits {
      text.storeBytes(of: slot[2], as: UInt64.self)
      text.storeBytes(of: slot[3], toByteOffset: 8, as: UInt64.self)
      text.storeBytes(of: slot[4], toByteOffset: 16, as: UInt64.self)
      return Int(truncatingIfNeeded: slot[1])
    }
    let count = NumberText.write(value, to: cursor)
    slot[0] = bits
    slot[1] = UInt64(truncatingIfNeeded: count)
    slot[2] = text.loadUnaligned(as: UInt64.self)
    slot[3] = text.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    slot[4] = text.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    return count
  }
}
