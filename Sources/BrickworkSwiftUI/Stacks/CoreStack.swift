import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// How a stack answers a proposal's width.
enum ProposedWidth {
  /// The stack's minimum size, without a layout.
  case minimum(CGSize)
  /// Lay out at `layout` points wide and answer `answer` as the width (the used width when
  /// `nil`).
  case layout(Double, answer: CGFloat?)
}

/// What the three stacks share: measuring subviews into core items, caching the core's layout,
/// answering proposals and placing subviews at the core's frames.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
protocol CoreStack: Layout where Cache == StackCache {
  /// The section insets.
  var insets: Insets { get }
  /// The core's strategy and options (what, with the width, a cached layout is kept for).
  var strategy: SectionStrategy { get }
  /// How the stack answers a proposed width (`nil` for unspecified).
  func resolve(_ width: CGFloat?, subviews: Subviews) -> ProposedWidth
  /// What the stack measures of its subviews for a layout `width` points wide.
  func measure(_ subviews: Subviews, width: Double) -> StackMeasurement
  /// The core's section for a measurement at a layout width.
  func section(_ measurement: StackMeasurement, width: Double) -> Brickwork.LayoutSection
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension CoreStack {
  /// Creates an empty cache.
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

  /// Records that the subviews changed: the kept layouts are checked against the next
  /// measurement (reused, continued through the append path, or made again).
  public func updateCache(_ cache: inout StackCache, subviews: Subviews) {
    cache.subviewsChanged()
  }

  /// The stack's size for `proposal` (see the type's documentation for each proposal).
  ///
  /// - Complexity: O(n) to measure n subviews, plus one core layout when the width or a
  ///   measured size changed.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache
  ) -> CGSize {
    switch resolve(proposal.width, subviews: subviews) {
    case .minimum(let size):
      return size
    case .layout(let width, let answer):
      guard let result = layout(width: width, subviews: subviews, cache: &cache) else {
        return CGSize(width: answer ?? CGFloat(width), height: CGFloat(insets.vertical))
      }
      let used = answer ?? CGFloat(usedWidth(of: result))
      return CGSize(width: used, height: CGFloat(result.contentSize.height))
    }
  }

  /// Places every subview at its frame from the core, offset by the bounds' origin; hidden
  /// and excluded subviews are parked out of sight (see ``parkingPoint(in:)``).
  ///
  /// - Complexity: O(n) for n subviews (the layout is the cached one for the bounds' width).
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache
  ) {
    placeCoreSubviews(in: bounds, subviews: subviews, cache: &cache)
  }

  /// Places every subview at its core frame in `bounds` (see ``placeSubviews(in:proposal:subviews:cache:)``).
  func placeCoreSubviews(in bounds: CGRect, subviews: Subviews, cache: inout StackCache) {
    let boundsWidth = Double(bounds.width)
    let result: LayoutResult?
    switch resolve(boundsWidth.isFinite ? bounds.width : nil, subviews: subviews) {
    case .minimum: result = nil
    case .layout(let width, _):
      // `sizeThatFits` measured the subviews for this width just before, in the same pass:
      // place from that measurement.
      let key = StackCache.Key(width: width, strategy: strategy, insets: insets)
      if let last = cache.entries.last, last.key == key,
        last.measurement.roles.count == subviews.count
      {
        result = last.result
      } else {
        result = layout(width: width, subviews: subviews, cache: &cache)
      }
    }
    let roles = result == nil ? [] : cache.measurement.roles
    let parking = Self.parkingPoint(in: bounds)
    let badge = result?.moreBadge(inSection: 0)?.frame
    for index in subviews.indices {
      var frame: Rect?
      if let result, index - subviews.startIndex < roles.count {
        switch roles[index - subviews.startIndex] {
        case .item(let item): frame = result.frame(ofItem: item, inSection: 0)
        case .badge: frame = badge
        case .excluded: frame = nil
        }
      }
      guard let frame else {
        subviews[index].place(at: parking, anchor: .topLeading, proposal: .zero)
        continue
      }
      subviews[index].place(
        at: CGPoint(x: bounds.minX + CGFloat(frame.minX), y: bounds.minY + CGFloat(frame.minY)),
        anchor: .topLeading,
        proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
    }
  }

  /// Where subviews that must not show are placed, with a zero proposal: SwiftUI requires
  /// every subview to be placed, so they are parked a million points below the bounds, out of
  /// sight, as SwiftUI-Flow parks the subviews its line limit cuts
  /// (tevelee/SwiftUI-Flow, `FlowLayout+Placement.swift`, `placeHiddenSubviews`).
  static func parkingPoint(in bounds: CGRect) -> CGPoint {
    let x = bounds.minX.isFinite ? bounds.minX : 0
    let bottom = bounds.maxY.isFinite ? bounds.maxY : 0
    return CGPoint(x: x, y: bottom + 1_000_000)
  }

  /// The core's layout of `subviews` at `width`, from the cache when nothing changed.
  ///
  /// - Complexity: O(n) to measure n subviews, plus the core's layout when a size changed.
  func layout(width: Double, subviews: Subviews, cache: inout StackCache) -> LayoutResult? {
    let measurement = measure(subviews, width: width)
    let key = StackCache.Key(width: width, strategy: strategy, insets: insets)
    return cache.layout(for: key, measurement: measurement) { section($0, width: width) }
  }

  /// The width the content uses: the right edge of its rightmost frame plus the right inset.
  func usedWidth(of result: LayoutResult) -> Double {
    var right = insets.left
    for element in result.elements { right = max(right, element.frame.maxX) }
    return right + insets.right
  }
}
