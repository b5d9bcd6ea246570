import Brickwork

// The lean module's C entry points, for `Web/lean.mjs`: one section of items given as numbers,
// its options as a record of doubles (``LeanOptions``), frames, codes and queries out. No
// document reader, no JSON writer. Handles (never given twice, ``HandleTable``) and addresses work
// as in the full module: a failed call returns -1 (or a null pointer) and leaves its text at
// `brickwork_lean_error_bytes`.

#if hasFeature(Embedded)
  @_extern(c, "brickwork_runtime_allocate")
  private func runtimeAllocate(_ byteCount: Int) -> UnsafeMutableRawPointer?

  @_extern(c, "brickwork_runtime_take_allocation_failure")
  private func runtimeTakeAllocationFailure() -> Int32
#endif

/// The open layouts, by handle, and the last failure's text.
private enum LeanTable {
  nonisolated(unsafe) static var sessions = HandleTable<LeanSession>()
  nonisolated(unsafe) static var lastError: [UInt8] = []

  static func session(_ handle: Int32) -> LeanSession? {
    guard let session = sessions.object(handle) else {
      var text = MessageText()
      text.append("handle: no open layout has handle ")
      text.append(Int(handle))
      lastError = text.bytes
      return nil
    }
    return session
  }
}

/// Allocates `byteCount` bytes for input (16-byte aligned), or returns `nil`.
@_cdecl("brickwork_lean_allocate")
public func brickworkLeanAllocate(_ byteCount: Int32) -> UnsafeMutableRawPointer? {
  guard byteCount >= 0 else { return nil }
  #if hasFeature(Embedded)
    return runtimeAllocate(Int(byteCount))
  #else
    return UnsafeMutableRawPointer.allocate(byteCount: Int(byteCount), alignment: 16)
  #endif
}

/// Frees memory from ``brickworkLeanAllocate(_:)``.
@_cdecl("brickwork_lean_deallocate")
public func brickworkLeanDeallocate(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// After a trap: 1 when it was an allocation memory could not satisfy (and forgets it), else 0.
@_cdecl("brickwork_lean_recover")
public func brickworkLeanRecover() -> Int32 {
  #if hasFeature(Embedded)
    return runtimeTakeAllocationFailure() != 0 ? 1 : 0
  #else
    return 0
  #endif
}

/// Lays out one section: `options` a record of ``LeanOptions/count`` doubles, `values` the
/// items in the record's form.
///
/// - Returns: The layout's handle, or -1 with the failure's text.
/// - Complexity: O(n) for n items.
@_cdecl("brickwork_lean_layout")
public func brickworkLeanLayout(
  _ options: UnsafePointer<Double>?, _ optionCount: Int32,
  _ values: UnsafePointer<Double>?, _ valueCount: Int32
) -> Int32 {
  do throws(LeanFailure) {
    let record = try LeanOptions(doubles(options, optionCount))
    let session = try LeanSession.open(record, values: doubles(values, valueCount))
    guard let handle = LeanTable.sessions.open(session) else {
      throw LeanFailure("handle: too many layouts opened in this instance")
    }
    return handle
  } catch {
    LeanTable.lastError = error.bytes
    return -1
  }
}

/// Lays a layout out again at a new width and height.
///
/// - Returns: 0, or -1 with the failure's text (the layout then keeps its size).
/// - Complexity: O(n) for n items.
@_cdecl("brickwork_lean_relayout")
public func brickworkLeanRelayout(_ handle: Int32, _ width: Double, _ height: Double) -> Int32 {
  guard let session = LeanTable.session(handle) else { return -1 }
  do throws(LeanFailure) {
    try session.relayout(width: width, height: height)
    return 0
  } catch {
    LeanTable.lastError = error.bytes
    return -1
  }
}

/// Releases a layout; its handle names no layout again.
@_cdecl("brickwork_lean_release")
public func brickworkLeanRelease(_ handle: Int32) {
  LeanTable.sessions.release(handle)
}

/// The number of elements, filling the frame and code buffers; -1 for an unknown handle.
@_cdecl("brickwork_lean_element_count")
public func brickworkLeanElementCount(_ handle: Int32) -> Int32 {
  guard let session = LeanTable.session(handle) else { return -1 }
  session.fillElements()
  return Int32(session.codes.count / 3)
}

/// Every element's frame, 4 doubles each, in document order.
@_cdecl("brickwork_lean_frames")
public func brickworkLeanFrames(_ handle: Int32) -> UnsafePointer<Double>? {
  guard let session = LeanTable.session(handle) else { return nil }
  session.fillElements()
  return address(session.frames)
}

/// Every element's code, 3 32-bit integers each (kind, section, index).
@_cdecl("brickwork_lean_codes")
public func brickworkLeanCodes(_ handle: Int32) -> UnsafePointer<Int32>? {
  guard let session = LeanTable.session(handle) else { return nil }
  session.fillElements()
  return address(session.codes)
}

/// The elements intersecting a rectangle: their number, or -1 for an unknown handle.
///
/// - Complexity: O(log n + k).
@_cdecl("brickwork_lean_query")
public func brickworkLeanQuery(
  _ handle: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> Int32 {
  guard let session = LeanTable.session(handle) else { return -1 }
  return Int32(session.query(Rect(x: x, y: y, width: width, height: height)))
}

/// The last query's frames.
@_cdecl("brickwork_lean_query_frames")
public func brickworkLeanQueryFrames(_ handle: Int32) -> UnsafePointer<Double>? {
  LeanTable.session(handle).flatMap { address($0.queryFrames) }
}

/// The last query's codes.
@_cdecl("brickwork_lean_query_codes")
public func brickworkLeanQueryCodes(_ handle: Int32) -> UnsafePointer<Int32>? {
  LeanTable.session(handle).flatMap { address($0.queryCodes) }
}

/// The content's width and height, then the container's: 4 doubles.
@_cdecl("brickwork_lean_sizes")
public func brickworkLeanSizes(_ handle: Int32) -> UnsafePointer<Double>? {
  guard let session = LeanTable.session(handle) else { return nil }
  session.fillSizes()
  return address(session.sizes)
}

/// The item at a scroll offset, as `item` (one section), or -1. O(log n).
@_cdecl("brickwork_lean_item_at")
public func brickworkLeanItemAt(_ handle: Int32, _ offset: Double) -> Double {
  LeanTable.session(handle)?.layout.item(atOffset: offset).map { Double($0.item) } ?? -1
}

/// The item at a fraction of the content's length, or -1. O(log n).
@_cdecl("brickwork_lean_item_at_fraction")
public func brickworkLeanItemAtFraction(_ handle: Int32, _ fraction: Double) -> Double {
  LeanTable.session(handle)?.layout.item(atFraction: fraction).map { Double($0.item) } ?? -1
}

/// An item's leading edge along the scroll axis, or NaN. O(1).
@_cdecl("brickwork_lean_offset_of")
public func brickworkLeanOffsetOf(_ handle: Int32, _ item: Int32) -> Double {
  LeanTable.session(handle)?.layout.offset(ofItem: Int(item), inSection: 0) ?? .nan
}

/// The length in bytes of the last failure's text.
@_cdecl("brickwork_lean_error_length")
public func brickworkLeanErrorLength() -> Int32 { Int32(LeanTable.lastError.count) }

/// The last failure's text (UTF-8, one line).
@_cdecl("brickwork_lean_error_bytes")
public func brickworkLeanErrorBytes() -> UnsafePointer<UInt8>? { address(LeanTable.lastError) }

/// `count` doubles at `start` (none for a null start or a count below 1).
private func doubles(_ start: UnsafePointer<Double>?, _ count: Int32) -> UnsafeBufferPointer<Double>
{
  guard let start, count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
  return UnsafeBufferPointer(start: start, count: Int(count))
}

/// The address of an array's storage, valid while the array is neither mutated nor freed.
private func address<Element>(_ array: [Element]) -> UnsafePointer<Element>? {
  array.withUnsafeBufferPointer { $0.baseAddress }
}
