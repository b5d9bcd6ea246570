import Brickwork
import BrickworkDocument
import Testing

@testable import BrickworkWasm

/// The exact-geometry entry points, natively, against `LayoutResult`'s queries: the item at
/// offsets and fractions (packed as `section * 2^32 + item`) and every item's offset, for a
/// document of two sections with a waterfall tolerance, horizontal and right-to-left.
@Suite(.serialized) struct GeometryEntryPointTests {
  static let document = """
    {"width": 400, "height": 300, "axis": "horizontal", "direction": "rtl",
     "sections": [
      {"columns": 3, "tolerance": 20, "itemSpacing": 4,
       "items": [{"width": 50}, {"width": 80}, {"width": 30, "span": 2}, {"width": 10}]},
      {"layout": "justified", "targetRowHeight": 60,
       "items": [{"aspectRatio": 1}, {"aspectRatio": 2}, {"aspectRatio": 0.5}]}
     ]}
    """

  @Test func queriesEqualTheLibrary() throws {
    let layout = try LayoutDocument(json: Self.document).layout()
    let bytes = Array(Self.document.utf8)
    let handle = bytes.withUnsafeBufferPointer {
      brickworkLayoutJSON($0.baseAddress, Int32($0.count))
    }
    #expect(handle >= 0)
    defer { brickworkRelease(handle) }
    func unpacked(_ value: Double) -> ItemPath? {
      guard value >= 0 else { return nil }
      let section = (value / 4_294_967_296).rounded(.down)
      return ItemPath(item: Int(value - section * 4_294_967_296), section: Int(section))
    }
    let length = layout.contentSize.width
    for step in -2...42 {
      let offset = Double(step) * length / 40
      #expect(unpacked(brickworkItemAt(handle, offset)) == layout.item(atOffset: offset))
      let fraction = Double(step) / 40
      #expect(
        unpacked(brickworkItemAtFraction(handle, fraction)) == layout.item(atFraction: fraction))
    }
    for section in 0..<2 {
      for item in -1...4 {
        let expected = layout.offset(ofItem: item, inSection: section)
        let actual = brickworkOffsetOf(handle, Int32(item), Int32(section))
        #expect(expected.map { $0 == actual } ?? actual.isNaN)
      }
    }
    #expect(brickworkItemAt(-5, 0) == -1)
    #expect(brickworkOffsetOf(-5, 0, 0).isNaN)
  }
}
