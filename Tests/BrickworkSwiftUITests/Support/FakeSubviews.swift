#if !canImport(SwiftUI)
  import Brickwork
  import Foundation
  import SwiftUISurface

  /// A fake view for the stacks' tests: how it answers proposals and its layout values.
  struct FakeView {
    /// Its answer to a proposal.
    var measure: @Sendable (ProposedViewSize) -> CGSize
    /// Its layout values.
    var values: [ObjectIdentifier: any Sendable] = [:]
    /// Its first text baseline at a size (a text view's), if it has one.
    var baseline: @Sendable (CGSize) -> CGFloat? = { _ in nil }

    /// A view of one size whatever the proposal.
    static func fixed(_ width: CGFloat, _ height: CGFloat) -> FakeView {
      FakeView { _ in CGSize(width: width, height: height) }
    }

    /// A text-like view: `ideal` wide on one line, wrapping into lines `lineHeight` tall when
    /// proposed a narrower width.
    static func text(_ ideal: CGFloat, lineHeight: CGFloat = 20) -> FakeView {
      FakeView { proposal in
        guard let width = proposal.width, width < ideal else {
          return CGSize(width: ideal, height: lineHeight)
        }
        guard width > 0 else { return CGSize(width: 0, height: lineHeight * ideal) }
        return CGSize(width: width, height: lineHeight * (ideal / width).rounded(.up))
      }
    }

    /// A view that keeps an aspect ratio in the width it is given (100 wide when unspecified).
    static func ratio(_ ratio: CGFloat) -> FakeView {
      FakeView { proposal in
        let width = proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100
        return CGSize(width: width, height: width / ratio)
      }
    }

    /// A view answering NaN and infinity.
    static let broken = FakeView { _ in CGSize(width: CGFloat.nan, height: CGFloat.infinity) }

    /// The view with a layout value set.
    func with<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> FakeView
    where K.Value: Sendable {
      var copy = self
      copy.values[ObjectIdentifier(key)] = value
      return copy
    }
  }

  /// What the fake views were told: their placed frames and every proposal they were asked.
  final class FakeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var placedFrames: [Int: CGRect] = [:]
    private var asked: [Int: [ProposedViewSize]] = [:]

    /// The frame view `index` was placed at last (its proposal's size at its position).
    func frame(_ index: Int) -> CGRect? { lock.withLock { placedFrames[index] } }
    /// The proposals view `index` was measured with.
    func proposals(_ index: Int) -> [ProposedViewSize] { lock.withLock { asked[index] ?? [] } }

    func place(_ index: Int, _ point: CGPoint, _ anchor: UnitPoint, _ proposal: ProposedViewSize) {
      let size = CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
      let origin = CGPoint(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
      lock.withLock { placedFrames[index] = CGRect(origin: origin, size: size) }
    }

    func ask(_ index: Int, _ proposal: ProposedViewSize) {
      lock.withLock { asked[index, default: []].append(proposal) }
    }
  }

  /// The proxies of `views`, reporting to `log`.
  func fakeSubviews(_ views: [FakeView], log: FakeLog = FakeLog()) -> LayoutSubviews {
    LayoutSubviews(
      views.enumerated().map { index, view in
        let measure = view.measure
        return LayoutSubview(
          identity: index, values: view.values,
          sizeThatFits: { proposal in
            log.ask(index, proposal)
            return measure(proposal)
          },
          firstTextBaseline: view.baseline,
          place: { log.place(index, $0, $1, $2) })
      })
  }

  /// Lays `views` out with `stack` in `bounds` and returns the log.
  func place<L: Layout>(
    _ stack: L, _ views: [FakeView], in bounds: CGRect, cache: inout L.Cache
  ) -> FakeLog {
    let log = FakeLog()
    let subviews = fakeSubviews(views, log: log)
    let proposal = ProposedViewSize(width: bounds.width, height: nil)
    _ = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return log
  }

  /// Whether a subview was parked out of sight: placed at zero size far below `bounds`.
  func isParked(_ placed: CGRect?, below bounds: CGRect) -> Bool {
    guard let placed else { return false }
    return placed.size == .zero && placed.minY >= bounds.maxY + 100_000
  }

  /// Whether `placed` is the core `frame` offset by `origin`, within a rounding tolerance.
  func matches(_ placed: CGRect?, _ frame: Rect?, origin: CGPoint = .zero) -> Bool {
    guard let placed, let frame else { return placed == nil && frame == nil }
    let close = { (a: CGFloat, b: Double) in abs(Double(a) - b) < 1e-6 }
    return close(placed.minX - origin.x, frame.minX) && close(placed.minY - origin.y, frame.minY)
      && close(placed.width, frame.width) && close(placed.height, frame.height)
  }
#endif
