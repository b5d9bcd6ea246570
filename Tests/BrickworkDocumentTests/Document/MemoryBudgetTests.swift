import Testing

@testable import Brickwork
@testable import BrickworkDocument

/// The reader's memory budget: what it counts bounds what the values and their layout take, a
/// document past its budget is refused at the first value past it (so that reading it holds no
/// more), and a document read again (an `axis` after its sections) counts once.
@Suite("Memory budget")
struct MemoryBudgetTests {
  @Test func theCostsBoundTheValuesAndTheirLayout() {
    // A section: its values and the layout's record of it.
    #expect(
      MemoryLayout<LayoutSection>.stride + MemoryLayout<SectionRecord>.stride
        <= MemoryBudget.sectionCost)
    // An item: its values, its frame, its column and its place in the index.
    #expect(
      MemoryLayout<Item>.stride + MemoryLayout<Rect>.stride + MemoryLayout<UInt16>.stride
        + MemoryLayout<UInt32>.stride <= MemoryBudget.itemCost)
    // A header, footer or background: its frame and its place in the index.
    #expect(
      MemoryLayout<Rect>.stride + MemoryLayout<UInt32>.stride <= MemoryBudget.supplementaryCost)
  }

  /// `{"width": 100, "sections": [{}, {}, ...]}` with `count` sections.
  static func emptySections(_ count: Int) -> [UInt8] {
    Array(#"{"width":100,"sections":["#.utf8)
      + Array(repeatElement(Array("{},".utf8), count: count).joined()).dropLast()
      + Array("]}".utf8)
  }

  @Test func twoMillionEmptySectionsAreRefusedAtTheSectionPastTheBudget() throws {
    let bytes = Self.emptySections(2_000_000)
    let budget = MemoryBudget(inputSize: bytes.count)
    #expect(budget.limit == 64 << 20 + 20 * bytes.count)
    // The first section whose cost goes past the budget.
    let first = budget.limit / MemoryBudget.sectionCost
    let column = 26 + 3 * first
    do {
      let document = try LayoutDocument(json: bytes)
      Issue.record("read \(document.sections.count) sections")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "sections[\(first)]: line 1, column \(column): \(MemoryBudget.problem)"
        ])
    }
  }

  @Test func aDocumentUnderItsBudgetIsRead() throws {
    let bytes = Self.emptySections(1_000)
    // Exactly the cost of the sections: read; a byte less: refused at the last section.
    let allowance =
      1_000 * MemoryBudget.sectionCost - MemoryBudget.bytesPerInputByte * bytes.count
    let document = try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in
      try LayoutDocument(json: buffer, allowance: allowance)
    }
    #expect(document.sections.count == 1_000)
    do {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in
        try LayoutDocument(json: buffer, allowance: allowance - 1)
      }
      Issue.record("read past its budget")
    } catch {
      #expect(error.issues.map(\.path) == ["sections[999]"])
    }
  }

  @Test func aDocumentReadAgainCountsOnce() throws {
    // The sections are read vertically, then again once `axis` says horizontal.
    let sections = Array(repeating: #"{"header":{"width":1},"items":[{"width":1}]}"#, count: 100)
      .joined(separator: ",")
    let text = #"{"width":100,"height":100,"sections":["# + sections + #"],"axis":"horizontal"}"#
    let cost =
      100
      * (MemoryBudget.sectionCost + MemoryBudget.itemCost
        + MemoryBudget.supplementaryCost)
    let bytes = Array(text.utf8)
    let allowance = cost - MemoryBudget.bytesPerInputByte * bytes.count
    let document = try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in
      try LayoutDocument(json: buffer, allowance: allowance)
    }
    #expect(document.sections.count == 100)
    #expect(document.container.axis == .horizontal)
  }
}
