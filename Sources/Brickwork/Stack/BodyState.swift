/// The saved progress of one section's strategy, whatever the strategy.
///
/// One case per strategy, so the stack stays generic without existentials.
enum BodyState: Sendable {
  /// A waterfall body.
  case waterfall(Progress<WaterfallLayout.Cursor>)
  /// A flow body.
  case flow(Progress<FlowLayout.Cursor>)
  /// A justified body.
  case justified(Progress<JustifiedLayout.Cursor>)

  /// The number of item frames a resumption keeps: those committed by the latest saved cursor
  /// that placed no more than `placed` items and committed no more than `committed` frames.
  func resumableCount(placingAtMost placed: Int, committingAtMost committed: Int) -> Int {
    switch self {
    case .waterfall(let progress): progress.resumableCount(placed, committed)
    case .flow(let progress): progress.resumableCount(placed, committed)
    case .justified(let progress): progress.resumableCount(placed, committed)
    }
  }
}
