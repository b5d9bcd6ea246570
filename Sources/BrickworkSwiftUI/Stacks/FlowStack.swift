import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A flow `Layout` of tags: subviews at their ideal sizes wrap onto lines as CSS flexbox wraps
/// them, with the core's ``FlowLayout`` options (justification, alignment, balanced lines,
/// `maxLines` and a "+N" badge).
///
/// Each subview is asked for its ideal size; one wider than the body is asked again at the
/// body's width (so its text wraps) and clamped to it. The subview marked `.flowMoreBadge()`
/// is the badge: measured at its ideal size, shown at the end of the last kept line when items
/// are hidden; `onHiddenCountChange` tells how many (to show "+N"). Hidden items and an unused
/// badge are placed at the origin with a zero proposal. Per-subview values:
/// `.itemBaseline(_:)`, `.startsLine()`, `.flowMoreBadge()`.
///
/// Proposals (the proposed height is not used; a fixed `height` option is):
/// - a finite width lays the lines out in it and answers that width (justification needs it);
/// - `.unspecified` and `.infinity` (the ideal and the maximum, equal for a flow): one line of
///   every tag, as wide as it is;
/// - `.zero`, or no width (the minimum): as wide as the widest tag, so no tag is clamped.
///
/// Subviews answering NaN, infinite or negative sizes lay out at zero size.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct FlowStack: CoreStack {
  /// The core's flow options (`moreBadge` is the badge subview's size when there is one).
  public var flow: FlowLayout
  /// Space around the lines.
  public var insets: Insets
  /// Called from placement with the number of hidden items whenever it changes.
  public var onHiddenCountChange: (@Sendable (Int) -> Void)?

  /// Creates a flow of tags.
  public init(
    itemSpacing: Double = 8, lineSpacing: Double = 8, justify: FlowLayout.Justify = .leading,
    lastLineJustify: FlowLayout.Justify? = nil, alignItems: FlowLayout.AlignItems = .top,
    height: Double = 0, alignContent: FlowLayout.AlignContent = .top,
    lineBreaking: FlowLayout.LineBreaking = .greedy, maxLines: Int = 0, insets: Insets = .zero,
    onHiddenCountChange: (@Sendable (Int) -> Void)? = nil
  ) {
    self.init(
      FlowLayout(
        itemSpacing: itemSpacing, lineSpacing: lineSpacing, justify: justify,
        lastLineJustify: lastLineJustify, alignItems: alignItems, height: height,
        alignContent: alignContent, lineBreaking: lineBreaking, maxLines: maxLines),
      insets: insets, onHiddenCountChange: onHiddenCountChange)
  }

  /// Creates a flow from the core's options.
  public init(
    _ flow: FlowLayout, insets: Insets = .zero,
    onHiddenCountChange: (@Sendable (Int) -> Void)? = nil
  ) {
    self.flow = flow
    self.insets = insets
    self.onHiddenCountChange = onHiddenCountChange
  }

  func resolve(_ width: CGFloat?, subviews: Subviews) -> ProposedWidth {
    guard let width, width != .infinity else { return .layout(Limits.maximumLength, answer: nil) }
    guard width > 0 else {
      var widest = 0.0
      for subview in subviews {
        widest = max(widest, measuredLength(subview.sizeThatFits(.unspecified).width))
      }
      return .layout(min(Limits.maximumLength, widest + insets.horizontal), answer: nil)
    }
    return .layout(Double(width), answer: width)
  }

  func measure(_ subviews: Subviews, width: Double) -> StackMeasurement {
    let body = width - insets.horizontal
    var measurement = StackMeasurement()
    measurement.items.reserveCapacity(subviews.count)
    for subview in subviews {
      var size = measuredSize(subview.sizeThatFits(.unspecified))
      if size.width > body, body > 0 {
        size = measuredSize(
          subview.sizeThatFits(ProposedViewSize(width: CGFloat(body), height: nil)))
        size.width = min(size.width, body)
      }
      if subview[MoreBadgeKey.self] {
        if measurement.badge == nil {
          measurement.badge = size
          measurement.roles.append(.badge)
        } else {
          measurement.roles.append(.excluded)
        }
        continue
      }
      let baseline = subview[BaselineKey.self].map { $0.isFinite ? $0 : 0 }
      measurement.append(
        Item(
          sizing: .size(size), baseline: baseline, startsLine: subview[StartsLineKey.self]))
    }
    return measurement
  }

  func section(_ measurement: StackMeasurement, width: Double) -> Brickwork.LayoutSection {
    var flow = flow
    if let badge = measurement.badge { flow.moreBadge = badge }
    return Brickwork.LayoutSection(.flow(flow), items: measurement.items, insets: insets)
  }

  /// Places the subviews (see ``CoreStack``) and reports a changed hidden count.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache
  ) {
    placeCoreSubviews(in: bounds, subviews: subviews, cache: &cache)
    guard let onHiddenCountChange else { return }
    let hidden = cache.result.map { $0.hiddenItems(inSection: 0).count } ?? 0
    if cache.reportedHiddenCount != hidden {
      cache.reportedHiddenCount = hidden
      onHiddenCountChange(hidden)
    }
  }
}
