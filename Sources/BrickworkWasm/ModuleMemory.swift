import Brickwork
import BrickworkDocument

#if hasFeature(Embedded)
  /// The runtime's allocation for JavaScript (`Sources/BrickworkWasmRuntime/runtime.c`): null when the heap
  /// cannot satisfy it. Swift's own allocations trap instead of returning null.
  @_extern(c, "brickwork_runtime_allocate")
  private func runtimeAllocate(_ byteCount: Int) -> UnsafeMutableRawPointer?

  /// Whether the heap can give `byteCount` more bytes (growing the memory to cover them).
  @_extern(c, "brickwork_runtime_can_hold")
  private func runtimeCanHold(_ byteCount: UInt64) -> Int32

  /// Whether one block of `byteCount` bytes can be allocated (growing the memory for it).
  @_extern(c, "brickwork_runtime_can_allocate")
  private func runtimeCanAllocate(_ byteCount: UInt64) -> Int32

  /// Whether an allocation failed (trapped) since the last call, forgetting it.
  @_extern(c, "brickwork_runtime_take_allocation_failure")
  private func runtimeTakeAllocationFailure() -> Int32
#endif

/// The module's memory as the entry points see it: allocations for JavaScript that fail with a
/// null pointer, and the check, before a layout, that memory can hold its items.
///
/// A layout's memory is ``bytesPerItem`` per item at most; the check refuses, with a
/// ``DocumentError``, a layout the module's memory (wasm32: 4 GiB, or less if the host caps it)
/// cannot hold, rather than trapping part way. Natively the system's memory is the limit and
/// the check passes.
enum ModuleMemory {
  /// The memory one laid-out item is allowed: its `Item` in the document, its frame, its index
  /// entry, the element buffers handed to JavaScript and the slack of arrays grown by doubling.
  /// Measured in Node.js: 170–180 bytes per item at 5 and 10 million items (the input values
  /// included); the rest is margin.
  static let bytesPerItem = 256

  /// `byteCount` bytes for JavaScript to write into (16-byte aligned), or `nil` when negative
  /// or when memory is exhausted.
  static func allocate(_ byteCount: Int) -> UnsafeMutableRawPointer? {
    guard byteCount >= 0 else { return nil }
    #if hasFeature(Embedded)
      return runtimeAllocate(byteCount)
    #else
      return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    #endif
  }

  /// Checks that memory can hold a layout of `count` items.
  ///
  /// - Throws: ``DocumentError`` `document: not enough memory for N items`.
  static func reserve(items count: Int) throws(DocumentError) {
    guard canHold(count, of: bytesPerItem) else { throw exhausted(items: count) }
  }

  /// Whether memory can give `count` more blocks of `size` bytes and `extra` bytes (counted in
  /// 64 bits: wasm32's
  /// `Int` holds 2 GiB); in the module, it is grown to cover them now, so that the
  /// allocations that follow find it.
  static func canHold(_ count: Int, of size: Int, plus extra: Int = 0) -> Bool {
    guard count >= 0, size >= 0, extra >= 0 else { return false }
    let bytes = UInt64(count) * UInt64(size) + UInt64(extra)
    #if hasFeature(Embedded)
      return runtimeCanHold(bytes) != 0
    #else
      return bytes <= UInt64(Int.max)
    #endif
  }

  /// Whether one block of `count` × `size` bytes can be allocated now (a free block or the
  /// memory grown for it); natively, whether the size is an `Int`.
  static func canAllocate(_ count: Int, of size: Int) -> Bool {
    guard count >= 0, size >= 0 else { return false }
    let bytes = UInt64(count) * UInt64(size)
    #if hasFeature(Embedded)
      return runtimeCanAllocate(bytes) != 0
    #else
      return bytes <= UInt64(Int.max)
    #endif
  }

  /// Whether the last call trapped because memory was exhausted (and forgets it).
  static func takeAllocationFailure() -> Bool {
    #if hasFeature(Embedded)
      return runtimeTakeAllocationFailure() != 0
    #else
      return false
    #endif
  }

  /// `document: not enough memory for N items`.
  static func exhausted(items count: Int) -> DocumentError {
    var message = MessageText()
    message.append("not enough memory for ")
    message.append(count)
    message.append(count == 1 ? " item" : " items")
    return DocumentError(path: "document", message: message.string)
  }
}
