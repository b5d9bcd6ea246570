import Brickwork
import BrickworkDocument
import Testing

@testable import BrickworkWasm

/// The C entry points, natively, against the library they wrap: frames, codes, queries,
/// relayouts, JSON and error texts equal what `LayoutResult`, `LayoutDocument` and
/// `LayoutWriter` give.
@Suite(.serialized) struct EntryPointTests {
  /// Lays `text` out through the entry points.
  private func open(_ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer {
      brickworkLayoutJSON($0.baseAddress, Int32($0.count))
    }
  }

  private func errorText() -> String {
    String(
      decoding: UnsafeBufferPointer(
        start: brickworkErrorBytes(), count: Int(brickworkErrorLength())),
      as: UTF8.self)
  }

  private func json(_ handle: Int32) -> String {
    let count = Int(brickworkJSON(handle))
    return String(
      decoding: UnsafeBufferPointer(start: brickworkJSONBytes(handle), count: count), as: UTF8.self)
  }

  /// The elements the buffers at `frames` and `codes` describe.
  private func elements(count: Int, frames: UnsafePointer<Double>?, codes: UnsafePointer<Int32>?)
    -> [LayoutElement]
  {
    guard let frames, let codes else { return [] }
    return (0..<count).map { index in
      let frame = Rect(
        x: frames[4 * index], y: frames[4 * index + 1], width: frames[4 * index + 2],
        height: frames[4 * index + 3])
      let section = Int(codes[3 * index + 1])
      let value = Int(codes[3 * index + 2])
      let kind: LayoutElement.Kind
      switch codes[3 * index] {
      case 0: kind = .background
      case 1: kind = .header
      case 2: kind = .item(value)
      case 3: kind = .moreBadge(hiddenCount: value)
      default: kind = .footer
      }
      return LayoutElement(kind: kind, section: section, frame: frame)
    }
  }

  @Test func framesCodesAndJSONEqualTheLibrary() throws {
    for document in WasmDocument.random(count: 60, seed: 0xE1) {
      let handle = open(document.json)
      let expected: LayoutResult
      do {
        expected = try LayoutDocument(json: document.json).layout()
      } catch {
        #expect(handle == -1)
        #expect(errorText() == error.description)
        continue
      }
      #expect(handle >= 0)
      let count = Int(brickworkElementCount(handle))
      #expect(count == expected.elements.count)
      let read = elements(
        count: count, frames: brickworkFrames(handle), codes: brickworkCodes(handle))
      #expect(read == Array(expected.elements))
      #expect(json(handle) == LayoutWriter(expected).text(.json))
      #expect(brickworkSizes(handle)?[0] == expected.contentSize.width)
      #expect(brickworkSizes(handle)?[1] == expected.contentSize.height)
      #expect(brickworkSizes(handle)?[2] == document.width)

      let rect = Rect(x: 0, y: expected.contentSize.height / 3, width: 300, height: 200)
      let found = Int(brickworkQuery(handle, rect.minX, rect.minY, rect.width, rect.height))
      let queried = elements(
        count: found, frames: brickworkQueryFrames(handle), codes: brickworkQueryCodes(handle))
      #expect(queried == expected.elements(in: rect))
      brickworkRelease(handle)
    }
  }

  @Test func relayoutEqualsAFreshLayoutAndReportsAsTheCLI() throws {
    for document in WasmDocument.random(count: 60, seed: 0xE2) {
      let handle = open(document.json)
      guard handle >= 0 else { continue }
      defer { brickworkRelease(handle) }
      let status = brickworkRelayout(handle, document.relayoutWidth, document.height)
      do {
        let fresh = try LayoutDocument(json: document.json(width: document.relayoutWidth)).layout()
        #expect(status == 0)
        #expect(json(handle) == LayoutWriter(fresh).text(.json))
        let count = Int(brickworkElementCount(handle))
        let read = elements(
          count: count, frames: brickworkFrames(handle), codes: brickworkCodes(handle))
        #expect(read == Array(fresh.elements))
      } catch {
        #expect(status == -1)
        #expect(errorText() == error.description)
        // The layout keeps its previous size.
        #expect(
          json(handle) == LayoutWriter(try LayoutDocument(json: document.json).layout()).text(.json)
        )
      }
    }
  }

  @Test func errorTextsAreTheDocumentsIssues() {
    for text in WasmDocument.broken(count: 80, seed: 0xE3) {
      let handle = open(text)
      do {
        _ = try LayoutDocument(json: text).layout()
        #expect(handle >= 0)
        brickworkRelease(handle)
      } catch {
        #expect(handle == -1)
        #expect(errorText() == error.description)
      }
    }
  }

  @Test func binaryItemsEqualTheSameItemsInJSON() throws {
    let options =
      #"{"width": 375, "sections": [{"columns": 3, "itemSpacing": 4}, {"layout": "flow"}, {"layout": "justified", "targetRowHeight": 120}]}"#
    let values: [Double] = [3, 0, 120, 80.5, 200] + [2, 1, 40, 20, 60, 20] + [2, 2, 1.5, 0.75]
    let handle = Array(options.utf8).withUnsafeBufferPointer { document in
      values.withUnsafeBufferPointer {
        brickworkLayoutBinary(
          document.baseAddress, Int32(document.count), $0.baseAddress, Int32($0.count))
      }
    }
    defer { brickworkRelease(handle) }
    let same =
      #"{"width": 375, "sections": [{"columns": 3, "itemSpacing": 4, "items": [{"height": 120}, {"height": 80.5}, {"height": 200}]}, {"layout": "flow", "items": [{"width": 40, "height": 20}, {"width": 60, "height": 20}]}, {"layout": "justified", "targetRowHeight": 120, "items": [{"aspectRatio": 1.5}, {"aspectRatio": 0.75}]}]}"#
    #expect(handle >= 0)
    #expect(json(handle) == LayoutWriter(try LayoutDocument(json: same).layout()).text(.json))
  }

  @Test func binaryItemsOfTheWrongShapeAreNamed() {
    let options = #"{"width": 375, "sections": [{"columns": 2}]}"#
    let cases: [([Double], String)] = [
      ([], "binary items: section 0: the block ends before the run's count and form"),
      ([1.5, 0, 1], "binary items: section 0: the count must be an integer >= 0 (found 1.5)"),
      ([1, 7, 1], "binary items: section 0: the form must be 0, 1 or 2 (found 7.0)"),
      ([2, 1, 10, 10, 10], "binary items: section 0: the block ends inside the run of 2 items"),
      ([1, 0, 10, 4], "binary items: 1 values after the runs of the document's 1 sections"),
      ([1, 0, -.nan], "sections[0].items[0].height: must be a finite number >= 0"),
    ]
    for (values, expected) in cases {
      let handle = Array(options.utf8).withUnsafeBufferPointer { document in
        values.withUnsafeBufferPointer {
          brickworkLayoutBinary(
            document.baseAddress, Int32(document.count), $0.baseAddress, Int32($0.count))
        }
      }
      #expect(handle == -1)
      #expect(errorText() == expected)
    }
  }

  @Test func handlesAreCheckedAndNeverGivenTwice() {
    #expect(brickworkElementCount(-1) == -1)
    #expect(errorText() == "handle: no open layout has handle -1")
    #expect(brickworkRelayout(9_999, 100, 0) == -1)
    #expect(brickworkFrames(9_999) == nil)
    let first = open(#"{"width": 100}"#)
    brickworkRelease(first)
    #expect(brickworkJSON(first) == -1)
    let second = open(#"{"width": 200}"#)
    // The same slot, the next generation: the released handle names nothing.
    #expect(second != first && second & 0xF_FFFF == first & 0xF_FFFF)
    #expect(brickworkSizes(second)?[2] == 200)
    #expect(brickworkSizes(first) == nil)
    #expect(errorText() == "handle: no open layout has handle \(first)")
    brickworkRelease(first)
    #expect(brickworkSizes(second)?[2] == 200)
    brickworkRelease(second)
    let memory = brickworkAllocate(64)
    #expect(memory != nil)
    brickworkDeallocate(memory)
    #expect(brickworkAllocate(-1) == nil)
  }
}
