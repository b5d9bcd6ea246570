import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A justified `Layout` of photos: rows of equal height that fill the width, each subview
/// keeping its aspect ratio, as the core's ``JustifiedLayout`` breaks them (flickr's greedy
/// rows or optimal breaks).
///
/// A subview's aspect ratio is its ``AspectRatioKey`` (`.itemAspectRatio(_:)`), else the ratio
/// of its ideal size. A subview with neither (a zero, NaN or infinite ideal size) is left out of
/// the rows and parked out of sight with a zero proposal, as are hidden items (widows without
/// `showWidows`, rows past `maxRows`).
///
/// Proposals (the proposed height is not used):
/// - a finite width lays the rows out in it and answers that width;
/// - `.unspecified` and `.infinity` (the ideal and the maximum): one row of every photo at the
///   target row height, as wide as it is;
/// - `.zero`, and any width no wider than the insets (the minimum): the insets, nothing shown.
///
/// Row constraints (`minItemsPerRow`, `maxItemsPerRow`) that no breaking of the photos
/// satisfies with optimal breaking, or that the core rejects, do not hide the photos: the rows
/// are broken without them, and the cache names the core's error.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct JustifiedStack: CoreStack {
  /// The core's justified options.
  public var justified: JustifiedLayout
  /// Space around the rows.
  public var insets: Insets

  /// Creates justified rows (the defaults are ``Default``'s; `minItemsPerRow` 1 and
  /// `maxItemsPerRow` 0, no limit, as ``JustifiedLayout``'s).
  public init(
    targetRowHeight: Double = Default.targetRowHeight,
    tolerance: Double = Default.targetRowHeightTolerance,
    itemSpacing: Double = Default.photoSpacing, lineSpacing: Double = Default.photoSpacing,
    maxRows: Int = 0, showWidows: Bool = true, breakoutCadence: Int = 0,
    breaking: JustifiedLayout.Breaking = .greedy, minItemsPerRow: Int = 1,
    maxItemsPerRow: Int = 0,
    widowAlignment: JustifiedLayout.WidowAlignment = Default.widowAlignment,
    widowHeight: JustifiedLayout.WidowHeight = Default.widowHeight, insets: Insets = .zero
  ) {
    self.init(
      JustifiedLayout(
        targetRowHeight: targetRowHeight, tolerance: tolerance, itemSpacing: itemSpacing,
        lineSpacing: lineSpacing, maxRows: maxRows, showWidows: showWidows,
        breakoutCadence: breakoutCadence, breaking: breaking, minItemsPerRow: minItemsPerRow,
        maxItemsPerRow: maxItemsPerRow, widowAlignment: widowAlignment, widowHeight: widowHeight),
      insets: insets)
  }

  /// Creates justified rows from the core's options.
  public init(_ justified: JustifiedLayout, insets: Insets = .zero) {
    self.justified = justified
    self.insets = insets
  }

  /// The core's strategy and options.
  var strategy: SectionStrategy { .justified(justified) }

  func resolve(_ width: CGFloat?, subviews: Subviews) -> ProposedWidth {
    guard let width, width != .infinity else { return .layout(Limits.maximumLength, answer: nil) }
    guard Double(width) > insets.horizontal else {
      return .minimum(CGSize(width: CGFloat(insets.horizontal), height: CGFloat(insets.vertical)))
    }
    return .layout(Double(width), answer: width)
  }

  func measure(_ subviews: Subviews, width: Double) -> StackMeasurement {
    var measurement = StackMeasurement()
    measurement.items.reserveCapacity(subviews.count)
    for subview in subviews {
      if let ratio = subview[AspectRatioKey.self], Limits.aspectRatios.contains(ratio) {
        measurement.append(.aspectRatio(ratio))
        continue
      }
      let size = measuredSize(subview.sizeThatFits(.unspecified))
      guard size.height > 0, Limits.aspectRatios.contains(size.width / size.height) else {
        measurement.roles.append(.excluded)
        continue
      }
      measurement.append(.aspectRatio(size.width / size.height))
    }
    return measurement
  }

  func section(_ measurement: StackMeasurement, width: Double) -> Brickwork.LayoutSection {
    var justified = justified
    // The ideal layout is one row at the target height: a widow row, shown whatever the option.
    // Leading: an unbounded width has no middle or end to align it to.
    if width == Limits.maximumLength {
      justified.showWidows = true
      justified.widowAlignment = .leading
    }
    return Brickwork.LayoutSection(.justified(justified), items: measurement.items, insets: insets)
  }
}
