import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Item lists under hostile sizes: the problems listed are capped whatever the format, and a
/// binary property list may share one object among many references, as writers do.
@Suite("Item lists: capped problems and shared objects")
struct ItemListLimitsTests {
  /// The error reading `bytes` as `format` throws.
  private func error(_ bytes: [UInt8], _ format: ItemList.Format) -> DocumentError? {
    do {
      _ = try ItemList(reading: bytes, format: format, name: "list")
      return nil
    } catch {
      return error
    }
  }

  /// `count` bad entries in each format.
  static func badLists(_ count: Int) -> [(ItemList.Format, [UInt8])] {
    [
      (.csv, Array(("width,height\n" + String(repeating: "x,1\n", count: count)).utf8)),
      (
        .csv,
        Array(("width,height\n" + String(repeating: "1,2,3\n", count: count)).utf8)
      ),
      (
        .plist,
        Array(
          (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>"#
            + String(repeating: "<string>x</string>", count: count) + "</array></plist>").utf8)
      ),
      (
        .json,
        Array(
          ("[" + Array(repeating: #"{"width": -1}"#, count: count).joined(separator: ",")
            + "]").utf8)
      ),
    ]
  }

  @Test func everyFormatListsAtMostTheLimitAndCountsTheRest() throws {
    for count in [1, 99, 100, 101, 20_000] {
      for (format, bytes) in Self.badLists(count) {
        let found = try #require(error(bytes, format))
        let total = found.issues.count + found.omittedCount
        #expect(found.issues.count == min(total, DocumentError.defaultLimit), "\(format) \(count)")
        #expect(total >= count, "\(format) \(count): \(total) counted")
        let lines = found.description.split(separator: "\n")
        #expect(lines.count <= DocumentError.defaultLimit + 1)
        #expect((found.omittedCount > 0) == lines.last!.hasPrefix("… and "), "\(format) \(count)")
      }
    }
  }

  /// A binary property list whose top array references one dictionary `count` times, as
  /// Python's `plistlib` writes `[d] * count` (one-byte references, since there are only six
  /// objects): objects 0 (the array), 1 (the dictionary), 2 and 3 (keys `w`, `h`), 4 and 5
  /// (integers 640, 480).
  static func sharedDictionaryList(_ count: Int) -> [UInt8] {
    let reference = { (index: Int) -> [UInt8] in [UInt8(index)] }
    var objects: [[UInt8]] = []
    var array: [UInt8] = [0xAF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
    for _ in 0..<count { array += reference(1) }
    objects.append(array)
    objects.append([0xD2] + reference(2) + reference(3) + reference(4) + reference(5))
    objects.append([0x51, UInt8(ascii: "w")])
    objects.append([0x51, UInt8(ascii: "h")])
    objects.append([0x11, 0x02, 0x80])
    objects.append([0x11, 0x01, 0xE0])
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets {
      bytes += [UInt8(offset >> 16), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
    }
    bytes += [0, 0, 0, 0, 0, 0, 3, 1]
    bytes +=
      ImageSamples.bigEndian(objects.count, 8) + ImageSamples.bigEndian(0, 8)
      + ImageSamples.bigEndian(table, 8)
    return bytes
  }

  @Test func aBinaryPropertyListMayShareOneDictionaryAmongManyEntries() throws {
    for count in [1, 2, 200, 256, 5_000, 60_000] {
      let list = try ItemList(
        reading: Self.sharedDictionaryList(count), format: .plist, name: "shared.plist")
      #expect(list.sizes.count == count)
      #expect(list.sizes.allSatisfy { $0.width == 640 && $0.height == 480 })
    }
  }
}
