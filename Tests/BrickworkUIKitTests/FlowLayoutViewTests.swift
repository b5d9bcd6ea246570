import Brickwork
import BrickworkUIKitExamples
import Foundation
import Testing

@testable import BrickworkUIKit

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A subview that answers only `sizeThatFits(_:)` (no intrinsic size), as many custom views do,
  /// counting how often it is measured.
  @MainActor
  final class FittingView: UIView {
    var fitting: CGSize
    var measurements = 0
    init(_ fitting: CGSize) {
      self.fitting = fitting
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      measurements += 1
      return fitting
    }
  }

  /// `FlowLayoutView` with fake subviews: wrapping, sizing for Auto Layout and self-sizing cells,
  /// hidden overflow, re-layout on changes.
  @MainActor @Suite struct FlowLayoutViewTests {
    func tags(_ widths: [CGFloat], height: CGFloat = 20) -> FlowLayoutView {
      let view = FlowLayoutView()
      view.itemSpacing = 10
      view.lineSpacing = 5
      for width in widths { view.addSubview(FittingView(CGSize(width: width, height: height))) }
      return view
    }

    @Test func wrapsSubviewsIntoLinesAtItsWidth() {
      let view = tags([60, 60, 60, 60])
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      let frames = view.subviews.map(\.frame)
      #expect(frames[0] == CGRect(x: 0, y: 0, width: 60, height: 20))
      #expect(frames[2] == CGRect(x: 140, y: 0, width: 60, height: 20))
      #expect(frames[3] == CGRect(x: 0, y: 25, width: 60, height: 20))
    }

    @Test func sizesItselfForAutoLayoutAndSelfSizingCells() {
      let view = tags([60, 60, 60, 60])
      // One line without a preferred width, as a label without preferredMaxLayoutWidth.
      #expect(view.intrinsicContentSize == CGSize(width: 270, height: 20))
      view.preferredLayoutWidth = 200
      #expect(view.intrinsicContentSize == CGSize(width: 200, height: 45))
      #expect(
        view.sizeThatFits(CGSize(width: 130, height: CGFloat.greatestFiniteMagnitude))
          == CGSize(width: 130, height: 45))
      view.contentInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
      #expect(view.sizeThatFits(CGSize(width: 208, height: 0)).height == 53)
    }

    @Test func hidesWhatDoesNotFitAndShowsTheBadge() {
      let view = tags([60, 60, 60, 60, 60, 60, 60])
      let badge = FittingView(CGSize(width: 30, height: 20))
      var shown: [Int] = []
      view.moreBadgeView = badge
      view.moreBadgeUpdater = { _, count in shown.append(count) }
      view.maxLines = 2
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 45)
      view.layoutIfNeeded()
      let arranged = view.arrangedSubviews
      #expect(arranged.count == 7)
      #expect(view.hiddenSubviewCount == arranged.filter(\.isHidden).count)
      #expect(view.hiddenSubviewCount >= 2)
      #expect(!badge.isHidden && shown.last == view.hiddenSubviewCount)
      #expect(badge.frame.maxY <= 45)
      view.maxLines = 0
      view.layoutIfNeeded()
      #expect(view.hiddenSubviewCount == 0 && badge.isHidden)
      view.fixedHeight = 20
      view.layoutIfNeeded()
      #expect(view.hiddenSubviewCount > 0)
    }

    @Test func laysOutAgainWhenSubviewsAreAddedOrRemoved() {
      let view = tags([60, 60])
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      let added = FittingView(CGSize(width: 60, height: 20))
      view.addSubview(added)
      view.layoutIfNeeded()
      #expect(added.frame == CGRect(x: 140, y: 0, width: 60, height: 20))
      view.subviews[0].removeFromSuperview()
      view.layoutIfNeeded()
      #expect(added.frame == CGRect(x: 70, y: 0, width: 60, height: 20))
    }

    @Test func justifiesAndAlignsWithEveryFlowOption() {
      let view = tags([40, 40, 40])
      view.justify = .spaceBetween
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      #expect(view.subviews.map(\.frame.minX) == [0, 80, 160])
      view.justify = .spaceEvenly
      view.layoutIfNeeded()
      #expect(view.subviews.map(\.frame.minX) == [15, 80, 145])  // 60 free over four gaps
      view.justify = .center
      view.layoutIfNeeded()
      #expect(view.subviews[0].frame.minX == 30)
    }

    @Test func aSubviewOfImpossibleSizeIsReportedAndLaidOutAsZero() {
      let view = tags([60, 60])
      view.addSubview(FittingView(CGSize(width: CGFloat.nan, height: 20)))
      var problems: [LayoutError] = []
      view.invalidInputHandler = { problems.append($0) }
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      #expect(problems.count == 1)
      #expect(view.subviews[2].frame.size == .zero)
    }

    @Test func mirrorsInRightToLeftInterfaces() {
      let view = tags([60, 60, 60, 60])
      view.semanticContentAttribute = .forceRightToLeft
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      let frames = view.subviews.map(\.frame)
      #expect(frames[0] == CGRect(x: 140, y: 0, width: 60, height: 20))
      #expect(frames[2] == CGRect(x: 0, y: 0, width: 60, height: 20))
      #expect(frames[3] == CGRect(x: 140, y: 25, width: 60, height: 20))
    }

    @Test func leavesSubviewsYouHideOutAsAStackViewDoes() {
      let view = tags([60, 60, 60, 60])
      view.subviews[1].isHidden = true
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      let frames = view.subviews.map(\.frame)
      #expect(view.arrangedSubviews.count == 3)
      #expect(frames[2] == CGRect(x: 70, y: 0, width: 60, height: 20))
      #expect(frames[3] == CGRect(x: 140, y: 0, width: 60, height: 20))
      #expect(view.subviews[1].isHidden)
      // A subview the view hid because it did not fit comes back when there is room.
      view.maxLines = 1
      view.frame = CGRect(x: 0, y: 0, width: 130, height: 100)
      view.layoutIfNeeded()
      #expect(view.subviews[3].isHidden && view.arrangedSubviews.count == 3)
      view.maxLines = 0
      view.layoutIfNeeded()
      #expect(!view.subviews[3].isHidden && view.subviews[1].isHidden)
    }

    @Test func answersAutoLayoutForATargetWidth() {
      let view = tags([60, 60, 60, 60])
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(fitted == CGSize(width: 200, height: 45))
      let free = view.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(free == CGSize(width: 270, height: 20))
    }

    @Test func cachesItsLastMeasurement() throws {
      let view = tags([60, 60, 60, 60])
      let first = try #require(view.subviews.first as? FittingView)
      _ = view.sizeThatFits(CGSize(width: 200, height: 0))
      let measured = first.measurements
      _ = view.sizeThatFits(CGSize(width: 200, height: 0))
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      view.layoutIfNeeded()
      #expect(first.measurements == measured)
      first.fitting = CGSize(width: 150, height: 20)
      view.invalidateIntrinsicContentSize()
      _ = view.sizeThatFits(CGSize(width: 200, height: 0))
      #expect(first.measurements == measured + 1)
    }
  }
#endif
