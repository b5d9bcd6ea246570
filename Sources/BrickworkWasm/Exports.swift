import Brickwork
import BrickworkDocument

// The C entry points of the module: what `Web/brickwork.mjs` calls. Handles are integers never
// given twice (``HandleTable``); a failed call returns -1 (or a null pointer) and leaves its
// error text for `brickwork_error_bytes`. Addresses handed out stay valid until the next call
// that fills the same buffer or releases the layout.

/// Allocates `byteCount` bytes for the caller to write input into (16-byte aligned).
///
/// - Returns: The address, or `nil` when `byteCount` is negative or memory is exhausted (the
///   caller must check it: address 0 is the module's static data).
@_cdecl("brickwork_allocate")
public func brickworkAllocate(_ byteCount: Int32) -> UnsafeMutableRawPointer? {
  ModuleMemory.allocate(Int(byteCount))
}

/// Called after a call trapped (a `WebAssembly.RuntimeError` in the host): whether the trap was
/// an allocation that memory could not satisfy (and forgets it). A trap leaves the module's heap
/// as it was, so the instance stays usable; what the trapped call allocated is lost. Nothing is
/// allocated here: the caller words the error (`document: not enough memory for the layout`).
///
/// - Returns: 1 for an allocation failure, else 0.
@_cdecl("brickwork_recover")
public func brickworkRecover() -> Int32 {
  ModuleMemory.takeAllocationFailure() ? 1 : 0
}

/// Frees memory from ``brickworkAllocate(_:)``.
@_cdecl("brickwork_deallocate")
public func brickworkDeallocate(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// Reads a layout document (UTF-8 JSON, as `brickwork layout` reads it) and lays it out.
///
/// - Returns: The new layout's handle, or -1 with the document's issues as the error text.
/// - Complexity: O(n) in the size of the document.
@_cdecl("brickwork_layout_json")
public func brickworkLayoutJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  open { () throws(DocumentError) in try LayoutDocument(json: Array(buffer(bytes, count))) }
}

/// Reads a layout document whose items come in a compact binary block (see ``BinaryItems``)
/// and lays it out: `document` gives the container and the sections' options, `values` (a run
/// of 64-bit floats per section) their items.
///
/// - Returns: The new layout's handle, or -1 with the issues as the error text.
/// - Complexity: O(n) for n items.
@_cdecl("brickwork_layout_binary")
public func brickworkLayoutBinary(
  _ document: UnsafePointer<UInt8>?, _ documentCount: Int32,
  _ values: UnsafePointer<Double>?, _ valueCount: Int32
) -> Int32 {
  open { () throws(DocumentError) in
    var decoded = try LayoutDocument(json: Array(buffer(document, documentCount)))
    try BinaryItems.append(buffer(values, valueCount), to: &decoded)
    return decoded
  }
}

/// Lays a layout out again at a new container width and height (axis, direction and scale
/// kept), reusing its storage.
///
/// - Returns: 0, or -1 with the issues `brickwork layout` reports for the document at that
///   size (the layout then keeps its previous size).
/// - Complexity: O(n) for n items.
@_cdecl("brickwork_relayout")
public func brickworkRelayout(_ handle: Int32, _ width: Double, _ height: Double) -> Int32 {
  guard let session = SessionTable.session(handle) else { return -1 }
  do throws(DocumentError) {
    try session.relayout(width: width, height: height)
    return 0
  } catch {
    SessionTable.fail(error)
    return -1
  }
}

/// Releases a layout and its buffers; its handle names no layout again.
@_cdecl("brickwork_release")
public func brickworkRelease(_ handle: Int32) {
  SessionTable.sessions.release(handle)
}

/// The number of elements of a layout, filling its frame and code buffers.
///
/// - Returns: The count, or -1 for an unknown handle.
/// - Complexity: O(n) the first time after a layout, then O(1).
@_cdecl("brickwork_element_count")
public func brickworkElementCount(_ handle: Int32) -> Int32 {
  guard let session = SessionTable.session(handle) else { return -1 }
  session.fillElements()
  return Int32(session.codes.count / 3)
}

/// Every element's frame, 4 doubles each (`x, y, width, height`) in document order.
@_cdecl("brickwork_frames")
public func brickworkFrames(_ handle: Int32) -> UnsafePointer<Double>? {
  guard let session = SessionTable.session(handle) else { return nil }
  session.fillElements()
  return address(session.frames)
}

/// Every element's code, 3 32-bit integers each (`kind, section, index`; see ``ElementCode``).
@_cdecl("brickwork_codes")
public func brickworkCodes(_ handle: Int32) -> UnsafePointer<Int32>? {
  guard let session = SessionTable.session(handle) else { return nil }
  session.fillElements()
  return address(session.codes)
}

/// Finds the elements whose frames intersect a rectangle, filling the query buffers.
///
/// - Returns: Their number, or -1 for an unknown handle.
/// - Complexity: O(log n + k), as ``LayoutResult/elements(in:)``.
@_cdecl("brickwork_query")
public func brickworkQuery(
  _ handle: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> Int32 {
  guard let session = SessionTable.session(handle) else { return -1 }
  return Int32(session.query(Rect(x: x, y: y, width: width, height: height)))
}

/// The last query's frames, as ``brickworkFrames(_:)`` gives all of them.
@_cdecl("brickwork_query_frames")
public func brickworkQueryFrames(_ handle: Int32) -> UnsafePointer<Double>? {
  SessionTable.session(handle).flatMap { address($0.queryFrames) }
}

/// The last query's codes, as ``brickworkCodes(_:)`` gives all of them.
@_cdecl("brickwork_query_codes")
public func brickworkQueryCodes(_ handle: Int32) -> UnsafePointer<Int32>? {
  SessionTable.session(handle).flatMap { address($0.queryCodes) }
}

/// Writes a layout's JSON frames, byte for byte those of `brickwork layout`.
///
/// - Returns: Their length in bytes (read them at ``brickworkJSONBytes(_:)``), or -1 for an
///   unknown handle or when memory cannot hold the text (checked before writing, at
///   ``LayoutSession/jsonBytesPerElement`` a line).
/// - Complexity: O(n) for n elements.
@_cdecl("brickwork_json")
public func brickworkJSON(_ handle: Int32) -> Int32 {
  guard let session = SessionTable.session(handle) else { return -1 }
  do throws(DocumentError) {
    try session.writeJSON()
  } catch {
    SessionTable.fail(error)
    return -1
  }
  return Int32(session.json.count)
}

/// The JSON frames the last ``brickworkJSON(_:)`` wrote.
@_cdecl("brickwork_json_bytes")
public func brickworkJSONBytes(_ handle: Int32) -> UnsafePointer<UInt8>? {
  SessionTable.session(handle).flatMap { address($0.json) }
}

/// A layout's sizes, 4 doubles: the content's width and height, then the container's.
@_cdecl("brickwork_sizes")
public func brickworkSizes(_ handle: Int32) -> UnsafePointer<Double>? {
  guard let session = SessionTable.session(handle) else { return nil }
  session.fillSizes()
  return address(session.sizes)
}

/// The length in bytes of the last failed call's error text.
@_cdecl("brickwork_error_length")
public func brickworkErrorLength() -> Int32 {
  Int32(SessionTable.lastError.count)
}

/// The last failed call's error text (UTF-8, one line per issue, no final line feed).
@_cdecl("brickwork_error_bytes")
public func brickworkErrorBytes() -> UnsafePointer<UInt8>? {
  address(SessionTable.lastError)
}

/// Opens a session on the document `decode` reads, or records why it could not.
private func open(_ decode: () throws(DocumentError) -> LayoutDocument) -> Int32 {
  do throws(DocumentError) {
    let document = try decode()
    try ModuleMemory.reserve(items: document.sections.reduce(0) { $0 + $1.items.count })
    return SessionTable.open(try LayoutSession(document))
  } catch {
    SessionTable.fail(error)
    return -1
  }
}

/// `count` elements at `start` (none when `start` is null or `count` is not positive).
private func buffer<Element>(_ start: UnsafePointer<Element>?, _ count: Int32)
  -> UnsafeBufferPointer<Element>
{
  guard let start, count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
  return UnsafeBufferPointer(start: start, count: Int(count))
}

/// The address of an array's storage, valid while the array is neither mutated nor freed.
private func address<Element>(_ array: [Element]) -> UnsafePointer<Element>? {
  array.withUnsafeBufferPointer { $0.baseAddress }
}

// The exact-geometry entry points: which item is at a scroll offset or a fraction of the
// content, and where an item starts. An item is answered as one number, `section * 2^32 +
// item` (exact in a double), or -1 for none; `Web/brickwork.mjs` unpacks it.

/// ``LayoutResult/item(atOffset:)`` of a layout, packed.
///
/// - Returns: `section * 2^32 + item`, or -1 for no item or an unknown handle.
/// - Complexity: O(log n).
@_cdecl("brickwork_item_at")
public func brickworkItemAt(_ handle: Int32, _ offset: Double) -> Double {
  packed(SessionTable.session(handle)?.layout.item(atOffset: offset))
}

/// ``LayoutResult/item(atFraction:)`` of a layout, packed.
///
/// - Returns: `section * 2^32 + item`, or -1 for no item or an unknown handle.
/// - Complexity: O(log n).
@_cdecl("brickwork_item_at_fraction")
public func brickworkItemAtFraction(_ handle: Int32, _ fraction: Double) -> Double {
  packed(SessionTable.session(handle)?.layout.item(atFraction: fraction))
}

/// ``LayoutResult/offset(ofItem:inSection:)`` of a layout.
///
/// - Returns: The offset, or NaN for a hidden item, one out of range or an unknown handle.
/// - Complexity: O(1).
@_cdecl("brickwork_offset_of")
public func brickworkOffsetOf(_ handle: Int32, _ item: Int32, _ section: Int32) -> Double {
  SessionTable.session(handle)?.layout.offset(ofItem: Int(item), inSection: Int(section)) ?? .nan
}

/// An item path as one number: `section * 2^32 + item`, or -1 for none.
private func packed(_ path: ItemPath?) -> Double {
  guard let path else { return -1 }
  return Double(path.section) * 4_294_967_296 + Double(path.item)
}
