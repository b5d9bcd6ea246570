import Brickwork

/// Where a waterfall's placement can differ from CSS grid-lanes: at exact ties.
///
/// Brickwork gives an item the window of columns whose greatest running position is least,
/// the leading one on a tie. CSS (`flow-tolerance: 0`) takes, among the tied windows, the first
/// that starts at or after its auto-placement cursor, else the first; the cursor is the end line
/// of the last automatically placed item (explicitly placed and full-span `1 / -1` items do not
/// move it). Chromium 156 does exactly this on 300 tie-heavy random documents, while "the
/// leading window" alone disagreed on 65 of them.
///
/// The ties are found from Brickwork's own running positions, rebuilt from its frames: a tie both
/// rules settle on the same window (every first item of a section, for one) is compared like
/// any other item; from the first tie they settle apart, nothing more of the document is.
struct WaterfallBrowserTies {
  /// The running position of each column, relative to the body top.
  private var positions: [Double]
  /// CSS's auto-placement cursor: a column line.
  private var cursor = 0
  /// How many items were placed at a tie both rules settle alike.
  private(set) var agreeingTies = 0

  /// The tracker of an empty body of `columns` columns.
  init(columns: Int) {
    positions = Array(repeating: 0, count: columns)
  }

  /// Records the next item, which Brickwork placed in columns `column ..< column + span` with
  /// its bottom at `bottom` (relative to the body top); `isAutomatic` when its columns were
  /// chosen by the placement rule. Returns the first column CSS chooses instead when the two
  /// rules settle a tie apart (and records nothing), else `nil`.
  mutating func place(
    column: Int, span: Int, bottom: Double, isAutomatic: Bool, itemSpacing: Double
  ) -> Int? {
    if isAutomatic {
      var least = Double.infinity
      var tied: [Int] = []
      for start in 0...(positions.count - span) {
        var top = positions[start]
        for position in positions[start..<(start + span)] where position > top { top = position }
        if top < least {
          least = top
          tied = [start]
        } else if top == least {
          tied.append(start)
        }
      }
      let css = tied.first { $0 >= cursor } ?? tied[0]
      guard css == tied[0] else { return css }
      if tied.count > 1 { agreeingTies += 1 }
      cursor = css + span
    }
    for index in column..<(column + span) { positions[index] = bottom + itemSpacing }
    return nil
  }
}
