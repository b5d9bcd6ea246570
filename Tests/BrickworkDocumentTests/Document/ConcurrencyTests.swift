import Brickwork
import BrickworkDocument
import BrickworkFiles
import Dispatch
import SeededRandom
import Testing

/// Layouts are values: many threads lay out at once, and many threads query one shared result,
/// with the same answers as one thread (and no data race under the thread sanitizer:
/// `Scripts/sanitize.sh thread`).
@Suite("Concurrency")
struct ConcurrencyTests {
  /// Compiles only if every public value type is `Sendable`.
  @Test func publicValueTypesAreSendable() {
    func sendable<T: Sendable>(_: T.Type) {}
    sendable(ScrollAxis.self)
    sendable(Container.self)
    sendable(FlowLayout.self)
    sendable(FlowLayout.AlignContent.self)
    sendable(FlowLayout.AlignItems.self)
    sendable(FlowLayout.Justify.self)
    sendable(FlowLayout.LineBreaking.self)
    sendable(Insets.self)
    sendable(Item.self)
    sendable(ItemSizing.self)
    sendable(JustifiedLayout.self)
    sendable(JustifiedLayout.Breaking.self)
    sendable(LayoutChange.self)
    sendable(ReadingDirection.self)
    sendable(LayoutElement.self)
    sendable(LayoutElement.Kind.self)
    sendable(LayoutError.self)
    sendable(LayoutError.Location.self)
    sendable(LayoutError.Rule.self)
    sendable(LayoutResult.self)
    sendable(LayoutResult.Elements.self)
    sendable(Point.self)
    sendable(Rect.self)
    sendable(LayoutSection.self)
    sendable(SectionBackground.self)
    sendable(SectionStrategy.self)
    sendable(Size.self)
    sendable(Supplementary.self)
    sendable(WaterfallLayout.self)
    sendable(WaterfallLayout.Placement.self)
    sendable(Captions.self)
    sendable(DocumentError.self)
    sendable(DocumentIssue.self)
    sendable(FileDescriptorOutput.self)
    sendable(ItemList.self)
    sendable(ItemList.Format.self)
    sendable(LayoutDocument.self)
    sendable(LayoutWriter.self)
    sendable(LayoutWriter.Format.self)
    sendable(NonFiniteNumberError.self)
    sendable(OutputError.self)
  }

  /// A document of every strategy, from `seed`.
  static func sections(seed: UInt64) -> [LayoutSection] {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 50...400, using: &random)
    let heights = (0..<count).map { _ in Double(Int.random(in: 1...300, using: &random)) }
    return [
      LayoutSection(
        .waterfall(WaterfallLayout(columns: Int.random(in: 1...5, using: &random), itemSpacing: 4)),
        items: heights.map { .extent($0) }, header: Supplementary(extent: 40)),
      LayoutSection(
        .flow(FlowLayout(itemSpacing: 6, lineSpacing: 6)),
        items: heights.map { .size(width: $0 / 3 + 10, height: 28) }),
      LayoutSection(
        .justified(JustifiedLayout(targetRowHeight: 120)),
        items: heights.map { .aspectRatio($0 / 150) }),
    ]
  }

  /// The frames and JSON of the document from `seed`.
  static func result(seed: UInt64) throws -> ([LayoutElement], String) {
    let layout = try LayoutResult(container: Container(width: 375), sections: sections(seed: seed))
    return (Array(layout.elements), LayoutWriter(layout).text(.json))
  }

  /// `body(index)` for every index in `0..<count`, run on many threads at once, in order (`nil`
  /// only where an iteration did not run).
  ///
  /// Each iteration writes only its own slot and nothing is read before `concurrentPerform`
  /// returns, so no lock is needed. (A `Synchronization.Mutex` is not one to use here: on Linux
  /// it locks with atomics and futexes the thread sanitizer does not see, and it reports the
  /// accesses it guards as a race.)
  static func concurrentMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T?] {
    let slots = Slots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.buffer[index] = body(index)
    }
    return Array(slots.buffer)
  }

  /// One slot for each iteration of a `concurrentPerform`, written by that iteration only.
  private final class Slots<T: Sendable>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
      buffer = .allocate(capacity: count)
      buffer.initialize(repeating: nil)
    }

    deinit {
      buffer.deinitialize()
      buffer.deallocate()
    }
  }

  @Test func layingOutOnManyThreadsAtOnceGivesTheSameResults() throws {
    let seeds: [UInt64] = Array(1...32)
    let expected = try seeds.map { try Self.result(seed: $0) }
    let collected = Self.concurrentMap(seeds.count) { try? Self.result(seed: seeds[$0]) }
      .map { $0 ?? nil }
    for index in seeds.indices {
      #expect(collected[index]?.0 == expected[index].0, "seed \(seeds[index])")
      #expect(collected[index]?.1 == expected[index].1, "seed \(seeds[index])")
    }
  }

  @Test func manyThreadsQueryOneSharedResult() throws {
    let layout = try LayoutResult(
      container: Container(width: 375), sections: Self.sections(seed: 7))
    let all = Array(layout.elements)
    let height = layout.contentSize.height
    let rects = (0..<64).map { index in
      Rect(x: 0, y: height * Double(index) / 64, width: 375, height: height / 16)
    }
    let expected = rects.map { rect in all.filter { $0.frame.intersects(rect) } }
    let mismatches = Self.concurrentMap(64) { index in
      var wrong = 0
      for round in 0..<8 {
        let query = (index + round) % rects.count
        if layout.elements(in: rects[query]) != expected[query] { wrong += 1 }
        let item = (index * 31 + round) % layout.numberOfItems(inSection: 0)
        if layout.frame(ofItem: item, inSection: 0)
          != all.first(where: {
            $0.section == 0 && $0.kind == .item(item)
          })?.frame
        {
          wrong += 1
        }
      }
      return wrong
    }
    #expect(mismatches == Array(repeating: 0, count: 64))
  }

  @Test func copiesUpdatedOnManyThreadsStayIndependent() throws {
    var sections = Self.sections(seed: 11)
    let shared = try LayoutResult(container: Container(width: 375), sections: sections)
    sections[2].items += [.aspectRatio(1.5), .aspectRatio(0.75)]
    let appended = sections
    let full = try LayoutResult(container: Container(width: 375), sections: appended)
    let same = Self.concurrentMap(16) { _ in
      var copy = shared
      let ok = (try? copy.update(appended, after: .itemsAppended)) != nil
      return ok && Array(copy.elements) == Array(full.elements)
    }
    #expect(same == Array(repeating: true, count: 16))
    #expect(shared.numberOfItems(inSection: 2) == appended[2].items.count - 2)
  }
}
