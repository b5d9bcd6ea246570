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
/// badge are parked out of sight with a zero proposal. With `alignItems: .baseline`, a
/// subview's baseline is its `.itemBaseline(_:)`, else its first text baseline
/// (`ViewDimensions[.firstTextBaseline]`, the bottom edge of a view without text); the stack's
/// own first and last text baselines are those of its first and last shown item. Per-subview
/// values: `.itemBaseline(_:)`, `.startsLine()`, `.flowMoreBadge()`, `.flowGrow(_:)` (a grow
/// factor, else the stack's `itemGrow`; items grow only into a width proposed to the stack).
///
/// Proposals (the proposed height is not used; a fixed `height` option is):
/// - a finite width lays the lines out in it and answers that width (justification needs it);
/// - `.unspecified` and `.infinity` (the ideal and the maximum, equal for a flow): one line of
///   every tag, as wide as its content, whatever the justification;
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

  /// Creates a flow of tags (the defaults are ``Default``'s).
  public init(
    itemSpacing: Double = Default.itemSpacing, lineSpacing: Double = Default.lineSpacing,
    justify: FlowLayout.Justify = .leading,
    lastLineJustify: FlowLayout.Justify? = nil, alignItems: FlowLayout.AlignItems = .top,
    height: Double = 0, alignContent: FlowLayout.AlignContent = .top,
    lineBreaking: FlowLayout.LineBreaking = .greedy, maxLines: Int = 0,
    itemGrow: Double = Default.itemGrow, growLastLine: Bool = Default.growLastLine,
    insets: Insets = .zero, onHiddenCountChange: (@Sendable (Int) -> Void)? = nil
  ) {
    self.init(
      FlowLayout(
        itemSpacing: itemSpacing, lineSpacing: lineSpacing, justify: justify,
        lastLineJustify: lastLineJustify, alignItems: alignItems, height: height,
        alignContent: alignContent, lineBreaking: lineBreaking, maxLines: maxLines,
        itemGrow: itemGrow, growLastLine: growLastLine),
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

  /// The core's strategy and options.
  var strategy: SectionStrategy { .flow(flow) }

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
    let readsBaselines = flow.alignItems == .baseline
    for subview in subviews {
      var proposal = ProposedViewSize.unspecified
      var size = measuredSize(subview.sizeThatFits(proposal))
      if size.width > body, body > 0 {
        proposal = ProposedViewSize(width: CGFloat(body), height: nil)
        size = measuredSize(subview.sizeThatFits(proposal))
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
      var baseline = subview[BaselineKey.self].map { $0.isFinite ? $0 : 0 }
      if readsBaselines, baseline == nil {
        let first = Double(subview.dimensions(in: proposal)[.firstTextBaseline])
        baseline = first.isFinite ? min(max(first, 0), Limits.maximumLength) : 0
      }
      measurement.append(
        Item(
          sizing: .size(size), baseline: baseline, startsLine: subview[StartsLineKey.self],
          grow: subview[FlowGrowKey.self]))
    }
    return measurement
  }

  func section(_ measurement: StackMeasurement, width: Double) -> Brickwork.LayoutSection {
    var flow = flow
    if let badge = measurement.badge { flow.moreBadge = badge }
    // The ideal layout is one line as wide as its content: justification would spread it over
    // the whole unbounded width.
    // Nor may items grow into it.
    var items = measurement.items
    if width == Limits.maximumLength {
      flow.justify = .leading
      flow.lastLineJustify = nil
      flow.itemGrow = 0
      if items.contains(where: { $0.grow != nil }) {
        for index in items.indices { items[index].grow = nil }
      }
    }
    return Brickwork.LayoutSection(.flow(flow), items: items, insets: insets)
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

  /// The stack's first text baseline (that of its first shown item) or last text baseline (that
  /// of its last shown item), from the top of `bounds` in its parent's space; `nil` for other
  /// guides, and when no item shows.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackCache
  ) -> CGFloat? {
    let isFirst = guide == .firstTextBaseline
    guard isFirst || guide == .lastTextBaseline else { return nil }
    guard
      case .layout(let width, _) = resolve(
        bounds.width.isFinite ? bounds.width : nil, subviews: subviews),
      let result = layout(width: width, subviews: subviews, cache: &cache)
    else { return nil }
    let items = cache.measurement.items
    let hidden = result.hiddenItems(inSection: 0)
    let candidates = isFirst ? Array(items.indices) : items.indices.reversed()
    for item in candidates where !hidden.contains(item) {
      guard let frame = result.frame(ofItem: item, inSection: 0) else { continue }
      return bounds.minY + CGFloat(frame.minY + (items[item].baseline ?? frame.height))
    }
    return nil
  }
}
