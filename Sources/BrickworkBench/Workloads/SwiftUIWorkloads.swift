import Brickwork
import BrickworkSwiftUI
import BrickworkWindowing

#if !canImport(SwiftUI)
  import Foundation
  import SwiftUISurface
#endif

/// The SwiftUI adapter: a lazy waterfall scrolled through its whole length one frame at a time,
/// and the eager `WaterfallStack` measuring and placing subviews.
struct SwiftUIWorkloads {
  /// Timed runs.
  let runs: Int
  /// Where rows go.
  let report: Report

  /// Scrolls a `count`-item lazy waterfall (3 columns at 375 × 812, overscan 406) from the top
  /// to the end in steps of `step` points (one frame of a fast scroll): per frame one query and
  /// a diff. Baseline: filtering every frame of the layout per frame (sampled every 100th
  /// frame, so the baseline run stays short).
  func lazyScroll(count: Int, step: Double = 16) {
    let items = Inputs.heights(count).map { Item.extent($0) }
    let strategy = SectionStrategy.waterfall(
      WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10))
    guard
      let start = try? ScrollWindow(
        strategy: strategy, items: items, width: 375, viewportHeight: 812)
    else { return Check.fail("lazy waterfall did not lay out") }
    let frames = Int((start.maximumOffset / step).rounded(.up)) + 1
    var largest = 0
    var layouts = 0
    let scroll = Measurement(runs: runs, setUp: { start }) { window -> Int in
      var changed = 0
      for frame in 0..<frames {
        let change = window.scroll(to: Double(frame) * step)
        changed &+= change.inserted.count
        largest = max(largest, window.visibleItems.count)
      }
      layouts = window.fullLayoutCount
      return changed
    }
    let linear = linearFilter(
      (0..<count).compactMap { start.frame(ofItem: $0) }, frames: frames, every: 100,
      offset: { Double($0) * step }, window: (above: 406, height: 812 + 812))
    report.emit(
      Row(
        "lazy waterfall scroll, \(count) items (per frame)", items: frames, scroll,
        against: "linear filter per frame", linear))
    report.note(
      "  \(frames) frames of \(Int(step)) pt; largest visible set \(largest) items; "
        + "\(layouts) full layout(s)")
  }

  /// The lazy containers' controller scrolled one frame at a time through `frames` frames of
  /// `step` points from the middle of a `count`-item feed (3 columns at 375 × 844 under a
  /// 100-point navigation bar and an 83-point tab bar), as `LazyScrollContainer` feeds it: per
  /// frame one query and the diff of the visible identities, so the time per frame does not
  /// grow with the count. Baseline: filtering every frame of the layout (sampled).
  func lazyFeedScroll(count: Int, frames: Int = 3_000, step: Double = 16) {
    let heights = Inputs.heights(count)
    let strategy = SectionStrategy.waterfall(
      WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10))
    guard var feed = try? LazyFeed<Int>(strategy: strategy, width: 375, viewportHeight: 661),
      (try? feed.update(ids: Array(0..<count), size: { .height(heights[$0]) })) != nil
    else { return Check.fail("lazy feed did not lay out") }
    let start = feed.window.contentHeight / 2
    let viewport = { (offset: Double) in
      LazyViewport(
        contentOffset: offset - 100, containerWidth: 375, containerHeight: 844, top: 100,
        bottom: 83)
    }
    _ = feed.scrolled(to: viewport(start))
    var largest = 0
    let scroll = Measurement(runs: runs) { () -> Int in
      var changed = 0
      for frame in 0..<frames {
        let update = feed.scrolled(to: viewport(start + Double(frame) * step))
        changed &+= update.inserted.count &+ (update.scrollTarget == nil ? 0 : 1)
        largest = max(largest, feed.window.visibleItems.count)
      }
      return changed
    }
    let linear = linearFilter(
      (0..<count).compactMap { feed.window.frame(ofItem: $0) }, frames: frames, every: 300,
      offset: { start + Double($0) * step }, window: (above: 330, height: 661 + 661))
    report.emit(
      Row(
        "lazy feed scroll, \(count) items (per frame)", items: frames, scroll,
        against: "linear filter per frame", linear))
    report.note(
      "  \(frames) frames of \(Int(step)) pt from the middle; largest visible set \(largest) items")
  }

  /// The baseline of the scroll rows: filtering every frame of a layout for the window at each
  /// frame's offset, timed on every `every`-th frame of `frames` and scaled to all of them.
  func linearFilter(
    _ all: [Rect], frames: Int, every: Int, offset: (Int) -> Double,
    window: (above: Double, height: Double)
  ) -> Measurement {
    let sampled = stride(from: 0, to: frames, by: every).map(offset)
    let linear = Measurement(runs: runs) { () -> Int in
      var found = 0
      for offset in sampled {
        let rect = Rect(x: 0, y: offset - window.above, width: 375, height: window.height)
        for frame in all where frame.intersects(rect) { found &+= 1 }
      }
      return found
    }
    return Measurement(nanoseconds: linear.nanoseconds / Double(sampled.count) * Double(frames))
  }

  #if !canImport(SwiftUI)
    /// `WaterfallStack` sizing and placing `count` fake subviews (text-like, measured at the
    /// column width): a fresh cache each run, and a warm one; baseline the core alone laying
    /// out the same heights.
    func eagerStack(count: Int) {
      let heights = Inputs.heights(count)
      let subviews = LayoutSubviews(
        heights.enumerated().map { index, height in
          LayoutSubview(identity: index) { proposal in
            CGSize(width: proposal.width ?? 100, height: CGFloat(height))
          }
        })
      let stack = WaterfallStack(columns: 3, columnSpacing: 10, itemSpacing: 10)
      let proposal = ProposedViewSize(width: 375, height: nil)
      let pass = { (cache: inout StackCache) -> CGSize in
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        stack.placeSubviews(
          in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
          cache: &cache)
        return size
      }
      let cold = Measurement(runs: runs, setUp: { stack.makeCache(subviews: subviews) }, pass)
      var warmCache = stack.makeCache(subviews: subviews)
      _ = pass(&warmCache)
      let warm = Measurement(runs: runs) { pass(&warmCache) }
      let core = Measurement(runs: runs) {
        try? LayoutResult(
          container: Inputs.phone, sections: [Inputs.feed(heights: heights, columns: 3)])
      }
      report.emit(
        Row(
          "WaterfallStack size + place, fresh cache", items: count, cold,
          against: "core layout alone", core))
      report.emit(
        Row(
          "WaterfallStack size + place, cached layout", items: count, warm,
          against: "core layout alone", core))
    }
  #endif
}

extension Measurement {
  /// A measurement of a known duration (a scaled sample).
  init(nanoseconds: Double) { self.nanoseconds = nanoseconds }
}
