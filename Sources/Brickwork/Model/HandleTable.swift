/// Open objects named by handles that are never reused: the WebAssembly modules' table of open
/// layouts, whose handles a JavaScript object may keep after the layout is released.
///
/// A handle is a slot's index in its low 20 bits and the slot's generation above them (11 bits,
/// so that a handle is a positive `Int32`). Releasing a handle moves its slot to the next
/// generation, so the released handle never names the slot's next occupant; a slot whose
/// generation is the last is retired, never used again. An instance therefore opens at most
/// 2^20 objects at once and about 2^31 in its life; past that, ``open(_:)`` answers `nil`.
///
/// ```swift
/// var table = HandleTable<Session>()
/// let first = table.open(session)   // 0
/// table.release(first)
/// let second = table.open(other)    // 1 << 20: the same slot, the next generation
/// table.object(first)               // nil
/// ```
package struct HandleTable<Object: AnyObject> {
  /// The bits of a handle that hold its slot.
  package static var slotBits: Int32 { 20 }
  /// The number of slots.
  package static var slotCount: Int { 1 << 20 }
  /// The last generation a slot reaches before it retires.
  package static var lastGeneration: UInt16 { 2047 }

  /// The objects by slot (nil for a free or retired slot).
  private var objects: [Object?] = []
  /// Each slot's generation; past ``lastGeneration`` for a retired slot.
  private var generations: [UInt16] = []

  /// Creates an empty table.
  package init() {}

  /// Stores `object` and returns its handle, or `nil` when every slot is in use or retired.
  ///
  /// - Complexity: O(n) for n slots (a search for a free one).
  package mutating func open(_ object: Object) -> Int32? {
    var slot = 0
    while slot < objects.count,
      objects[slot] != nil || generations[slot] > Self.lastGeneration
    {
      slot += 1
    }
    if slot == objects.count {
      guard slot < Self.slotCount else { return nil }
      objects.append(nil)
      generations.append(0)
    }
    objects[slot] = object
    return Int32(generations[slot]) << Self.slotBits | Int32(slot)
  }

  /// The object `handle` names, or `nil` for a handle never given or already released.
  ///
  /// - Complexity: O(1).
  package func object(_ handle: Int32) -> Object? {
    guard handle >= 0 else { return nil }
    let slot = Int(handle & Int32(Self.slotCount - 1))
    guard slot < objects.count, Int32(generations[slot]) == handle >> Self.slotBits else {
      return nil
    }
    return objects[slot]
  }

  /// Releases the object `handle` names (nothing for a handle that names none).
  ///
  /// - Complexity: O(1).
  package mutating func release(_ handle: Int32) {
    guard object(handle) != nil else { return }
    let slot = Int(handle & Int32(Self.slotCount - 1))
    objects[slot] = nil
    generations[slot] += 1
  }
}
