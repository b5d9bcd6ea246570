extension JustifiedLayout {
  /// The running state of a justified body, relative to the body top.
  ///
  /// Frames `0..<committedCount` are final: those of complete rows before the last stable break.
  /// For greedy breaking that is every complete row (the open row is not committed); for
  /// optimal breaking, the rows before the table's stable break.
  struct Cursor: BodyCursor, Equatable {
    /// How many items have been passed to `advance`.
    var placedCount = 0
    /// How many item frames are final.
    var committedCount = 0
    /// The top of the first row not committed: 0, or the last committed row's bottom plus
    /// `lineSpacing`.
    var top: Double = 0
    /// The bottom of the last committed row, 0 when there is none.
    var bottom: Double = 0

    // Greedy breaking.

    /// The open row (greedy).
    var open: GreedyRow
    /// The number of complete rows (greedy).
    var rowCount = 0
    /// The height a widow row would get (greedy): the last complete row's, or T.
    var widowHeight: Double
    /// Whether `maxRows` complete rows are laid out: every later item is hidden (greedy).
    var isCut = false

    // Optimal breaking.

    /// The dynamic-programming table (optimal; empty for greedy, so that a greedy cursor is
    /// cheap to copy for checkpoints).
    var table: OptimalBreaks
  }
}
