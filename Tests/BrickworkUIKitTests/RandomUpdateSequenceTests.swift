import Brickwork
import Foundation
import SeededRandom
import Testing

@testable import BrickworkUIKit

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A seeded sequence of 10,000 random steps (insert, delete, move, reload, append, resize,
  /// self-size, zero sections, sections back, width change) driven through the stub collection
  /// view; after each, every attribute equals a freshly prepared layout's.
  @MainActor @Suite struct RandomUpdateSequenceTests {
    static let strategies: [SectionStrategy] = [
      .waterfall(WaterfallLayout(columns: 3, columnSpacing: 8, itemSpacing: 8)),
      .flow(
        FlowLayout(
          itemSpacing: 6, lineSpacing: 6, maxLines: 4, moreBadge: Size(width: 30, height: 20))),
      .justified(JustifiedLayout(targetRowHeight: 90, itemSpacing: 2, lineSpacing: 2)),
      .waterfall(WaterfallLayout(columns: 2, placement: .leadingToTrailing)),
    ]

    func randomSize(_ rng: inout SeededGenerator) -> CGSize {
      CGSize(
        width: CGFloat(Int.random(in: 20...160, using: &rng)),
        height: CGFloat(Int.random(in: 20...160, using: &rng)))
    }

    func makeLayout(_ data: FakeFeed) -> BrickworkCollectionViewLayout {
      let layout = BrickworkCollectionViewLayout()
      layout.sectionInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
      layout.headerHeight = 20
      layout.delegate = data
      // Kept columns make a layout depend on its history: compared with a fresh one, it is off.
      layout.keepsColumns = false
      return layout
    }

    @Test func tenThousandStepsEachEqualAFreshLayout() throws {
      var rng = SeededGenerator(seed: 0xB41C_0001)
      let data = FakeFeed(sizes: (0..<3).map { _ in (0..<8).map { _ in randomSize(&rng) } })
      data.answersHeights = true
      data.strategies = Self.strategies
      let layout = makeLayout(data)
      var width: CGFloat = 375
      let view = makeCollectionView(layout, feed: data, width: width, scale: 2)
      view.layoutIfNeeded()
      var problems = 0
      layout.invalidInputHandler = { _ in problems += 1 }
      for step in 0..<10_000 {
        let kind = Int.random(in: 0..<11, using: &rng)
        let sections = data.sizes.count
        let nonEmpty = data.sizes.indices.filter { !data.sizes[$0].isEmpty }
        switch kind {
        case 0 where sections > 0:  // insert in the middle
          let s = Int.random(in: 0..<sections, using: &rng)
          let i = Int.random(in: 0...data.sizes[s].count, using: &rng)
          data.sizes[s].insert(randomSize(&rng), at: i)
          view.insertItems(at: [IndexPath(item: i, section: s)])
        case 1 where !nonEmpty.isEmpty:  // delete
          let s = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &rng)]
          let i = Int.random(in: 0..<data.sizes[s].count, using: &rng)
          data.sizes[s].remove(at: i)
          view.deleteItems(at: [IndexPath(item: i, section: s)])
        case 2 where !nonEmpty.isEmpty:  // move
          let s = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &rng)]
          let from = Int.random(in: 0..<data.sizes[s].count, using: &rng)
          let to = Int.random(in: 0..<data.sizes[s].count, using: &rng)
          data.sizes[s].insert(data.sizes[s].remove(at: from), at: to)
          view.moveItem(at: IndexPath(item: from, section: s), to: IndexPath(item: to, section: s))
        case 3 where !nonEmpty.isEmpty:  // reload with a new size
          let s = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &rng)]
          let i = Int.random(in: 0..<data.sizes[s].count, using: &rng)
          data.sizes[s][i] = randomSize(&rng)
          view.reloadItems(at: [IndexPath(item: i, section: s)])
        case 4 where sections > 0:  // append a page to the last section
          let count = Int.random(in: 1...6, using: &rng)
          let first = data.sizes[sections - 1].count
          data.sizes[sections - 1] += (0..<count).map { _ in randomSize(&rng) }
          view.insertItems(
            at: (first..<first + count).map { IndexPath(item: $0, section: sections - 1) })
        case 5:  // width change
          width = CGFloat(Int.random(in: 200...900, using: &rng))
          view.frame = CGRect(x: 0, y: 0, width: width, height: 700)
        case 6 where !nonEmpty.isEmpty:  // a cell self-sizes
          let s = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &rng)]
          let path = IndexPath(
            item: Int.random(in: 0..<data.sizes[s].count, using: &rng), section: s)
          guard let original = layout.layoutAttributesForItem(at: path), !original.isHidden else {
            break
          }
          let preferred = UICollectionViewLayoutAttributes(forCellWith: path)
          var size = original.frame.size
          size.height = CGFloat(Int.random(in: 10...200, using: &rng))
          if case .flow = Self.strategies[s] {
            size.width = CGFloat(Int.random(in: 10...120, using: &rng))
          }
          preferred.frame = CGRect(origin: original.frame.origin, size: size)
          if layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
          {
            data.sizes[s][path.item] = size
            layout.invalidateLayout(
              with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
          }
        case 7 where sections > 0:  // zero sections
          data.sizes = []
          view.reloadData()
        case 8 where sections < Self.strategies.count:  // a section back, at the end
          data.sizes.append((0..<Int.random(in: 0...10, using: &rng)).map { _ in randomSize(&rng) })
          view.insertSections(IndexSet(integer: sections))
        case 10 where !nonEmpty.isEmpty && sections > 1:  // move to another section
          let s = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &rng)]
          let t = (s + Int.random(in: 1..<sections, using: &rng)) % sections
          let from = Int.random(in: 0..<data.sizes[s].count, using: &rng)
          let to = Int.random(in: 0...data.sizes[t].count, using: &rng)
          data.sizes[t].insert(data.sizes[s].remove(at: from), at: to)
          view.moveItem(at: IndexPath(item: from, section: s), to: IndexPath(item: to, section: t))
        case 9 where sections > 0:  // scroll
          view.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...2000, using: &rng)))
        default:
          continue
        }
        view.layoutIfNeeded()
        let fresh = makeLayout(data)
        let reference = makeCollectionView(fresh, feed: data, width: width, scale: 2)
        reference.layoutIfNeeded()
        let actual = snapshot(layout, of: view)
        let expected = snapshot(fresh, of: reference)
        guard actual == expected else {
          Issue.record(
            "step \(step) (kind \(kind)): \(zip(actual, expected).first { $0 != $1 }.map { "\($0)" } ?? "counts differ")"
          )
          return
        }
      }
      #expect(problems == 0)
    }
  }
#endif
