import Brickwork
import BrickworkUIKit
import Foundation
import Testing

// The double's own behaviour (its strict model of UICollectionView): checked where the double
// stands in for UIKit (Linux, macOS).
#if !canImport(UIKit)
  import UIKitSurface

  /// A waterfall that logs what UIKit asks of it, in order.
  @MainActor
  final class RecordingLayout: WaterfallCollectionViewLayout {
    var log: [String] = []

    override func prepare() {
      log.append("prepare")
      super.prepare()
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      log.append("elements")
      return super.layoutAttributesForElements(in: rect)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      log.append(
        context.invalidateDataSourceCounts && !context.invalidateEverything
          ? "counts" : "invalidate")
      super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      log.append("updates")
      super.prepare(forCollectionViewUpdates: updateItems)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath]
    {
      log.append("insertSupplementary")
      return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      log.append("initial")
      return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      log.append("target")
      return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    override func finalizeCollectionViewUpdates() {
      log.append("finalize")
      super.finalizeCollectionViewUpdates()
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
      log.append("animatedBounds")
      super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    override func finalizeAnimatedBoundsChange() {
      log.append("finalizeAnimatedBounds")
      super.finalizeAnimatedBoundsChange()
    }
  }

  /// A cell that writes its preferred height into the attributes it is given and returns them,
  /// as many apps' cells do: harmless only because UIKit passes a copy.
  @MainActor
  final class MutatingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes.size.height = 123
      return layoutAttributes
    }
  }

  /// The model's own contract, checked through a recording layout: UIKit's order, copies, insets,
  /// contexts and the mirror.
  @MainActor @Suite struct StrictModelBehaviourTests {
    func feed(_ count: Int) -> FakeFeed {
      FakeFeed(sizes: [(0..<count).map { CGSize(width: 100, height: CGFloat(40 + $0 % 7 * 10)) }])
    }

    @Test func batchUpdatesRunInUIKitsOrder() {
      let data = feed(20)
      let layout = RecordingLayout()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      layout.log = []
      data.sizes[0].insert(CGSize(width: 100, height: 50), at: 0)
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
      let order = layout.log.filter { $0 != "insertSupplementary" }
      #expect(
        Array(order.prefix(6)) == [
          "counts", "prepare", "elements", "updates", "target", "elements",
        ],
        "\(order)")
      #expect(order.contains("initial") && order.last != "updates")
      let finalize = order.firstIndex(of: "finalize") ?? 0
      #expect(finalize > order.firstIndex(of: "initial") ?? .max)
      #expect(layout.log.contains("insertSupplementary"))
    }

    @Test func targetContentOffsetIsAskedOnlyForAnimatedUpdates() {
      let data = feed(20)
      let layout = RecordingLayout()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      layout.log = []
      UIView.performWithoutAnimation {
        data.sizes[0].append(CGSize(width: 100, height: 50))
        view.insertItems(at: [IndexPath(item: 20, section: 0)])
      }
      #expect(!layout.log.contains("target") && layout.log.contains("finalize"))
    }

    @Test func animatedBoundsChangesAreBracketed() {
      let data = feed(20)
      let layout = RecordingLayout()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      layout.log = []
      UIView.animate(withDuration: 0.3) { view.frame = CGRect(x: 0, y: 0, width: 500, height: 700) }
      view.layoutIfNeeded()
      let order = layout.log.filter {
        ["prepare", "animatedBounds", "target", "finalizeAnimatedBounds"].contains($0)
      }
      #expect(
        order == ["prepare", "animatedBounds", "target", "finalizeAnimatedBounds"], "\(order)")
      layout.log = []
      view.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
      view.layoutIfNeeded()
      #expect(!layout.log.contains("animatedBounds") && !layout.log.contains("target"))
    }

    @Test func cellsSelfSizeOnACopyOfTheAttributes() throws {
      let data = feed(3)
      let layout = WaterfallCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data)
      view.register(MutatingCell.self, forCellWithReuseIdentifier: "cell")
      view.layoutIfNeeded()
      // The cell's wish reached the layout (a copy was changed, so the original differed).
      let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(first.frame.height == 123)
      #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is MutatingCell)
    }

    @Test func theAdjustedContentInsetFollowsTheBehavioursRules() {
      let controller = UIViewController(nibName: nil, bundle: nil)
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 44)
      controller.view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      let view = UICollectionView(
        frame: controller.view.bounds, collectionViewLayout: WaterfallCollectionViewLayout())
      controller.view.addSubview(view)
      view.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 44))
      // Automatic: the vertical safe area always, the horizontal one only when it scrolls so.
      #expect(view.adjustedContentInset == UIEdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
      view.contentInsetAdjustmentBehavior = .always
      #expect(view.adjustedContentInset == UIEdgeInsets(top: 48, left: 46, bottom: 37, right: 48))
      view.contentInsetAdjustmentBehavior = .never
      #expect(view.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      view.contentInsetAdjustmentBehavior = .scrollableAxes
      view.contentSize = CGSize(width: 844, height: 2000)
      #expect(view.adjustedContentInset == UIEdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
    }

    @Test func contextsAreInstancesOfTheLayoutsContextClass() {
      let data = feed(3)
      let layout = WaterfallCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let context = layout.invalidationContext(
        forBoundsChange: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(context is BrickworkInvalidationContext)
      final class Observed: WaterfallCollectionViewLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
          contexts.append(context)
          super.invalidateLayout(with: context)
        }
      }
      let observed = Observed()
      let other = makeCollectionView(observed, feed: data)
      other.layoutIfNeeded()
      observed.invalidateLayout()
      data.sizes[0].append(CGSize(width: 10, height: 10))
      other.insertItems(at: [IndexPath(item: 3, section: 0)])
      #expect(
        !observed.contexts.isEmpty
          && observed.contexts.allSatisfy { $0 is BrickworkInvalidationContext })
    }

    @Test func rightToLeftViewsAreMirroredInTheContentWidth() throws {
      let data = feed(6)
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 3
      let view = makeCollectionView(layout, feed: data, width: 300)
      view.semanticContentAttribute = .forceRightToLeft
      view.layoutIfNeeded()
      let attributes = try #require(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(attributes.frame.minX == 0)
      #expect(cell.frame.maxX == 300 && cell.frame.width == attributes.frame.width)
    }
  }
#endif
