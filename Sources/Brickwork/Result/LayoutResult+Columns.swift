/// One waterfall column as laid out: where it starts across the scroll axis and how wide it is.
public struct ColumnTrack: Hashable, Sendable {
  /// The column's leading edge across the scroll axis, in content coordinates as displayed: an
  /// x for a vertical layout (mirrored when right to left), a y for a horizontal one.
  public var x: Double
  /// The column's extent across the scroll axis.
  public var width: Double

  /// Creates a column track.
  public init(x: Double, width: Double) {
    self.x = x
    self.width = width
  }
}

extension LayoutResult {
  /// The columns of a waterfall section, from the leading one (equal columns, adaptive columns
  /// or ``WaterfallLayout/columnWeights``), or an empty array for a section of another strategy.
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(c) for c columns.
  public func columnTracks(inSection section: Int) -> [ColumnTrack] {
    let record = records[section]
    guard case .waterfall(let layout) = record.strategy else { return [] }
    let insets = SectionStack.canonical(record.insets, container.axis)
    let bodyWidth = container.crossExtent - insets.horizontal
    let columns = WaterfallLayout.Columns(layout, bodyWidth: bodyWidth)
    var tracks: [ColumnTrack] = []
    tracks.reserveCapacity(columns.count)
    for column in 0..<columns.count {
      let frame = displayed(
        Rect(
          x: insets.left + columns.offset(ofColumn: column), y: record.top,
          width: columns.width(from: column, spanning: 1), height: 0))
      tracks.append(
        container.axis == .vertical
          ? ColumnTrack(x: frame.minX, width: frame.width)
          : ColumnTrack(x: frame.minY, width: frame.height))
    }
    return tracks
  }

  /// The items of a waterfall section stretched to its body's bottom by
  /// ``WaterfallLayout/evenBottom``, in order (at most one per column).
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(1).
  public func stretchedItems(inSection section: Int) -> [Int] { records[section].stretchedItems }

  /// Whether an item of a waterfall section was stretched to its body's bottom by
  /// ``WaterfallLayout/evenBottom`` (`false` for an index out of range).
  ///
  /// - Complexity: O(log c) for c columns.
  public func isStretched(item: Int, inSection section: Int) -> Bool {
    guard records.indices.contains(section) else { return false }
    let stretched = records[section].stretchedItems
    guard !stretched.isEmpty else { return false }
    let position = partitioningIndex(in: stretched.indices) { stretched[$0] >= item }
    return position < stretched.count && stretched[position] == item
  }

  /// Whether a section gives its waterfall ``WaterfallLayout/columnWeights``.
  ///
  /// - Precondition: `section` is a valid section index.
  package func hasColumnWeights(inSection section: Int) -> Bool {
    guard case .waterfall(let layout) = records[section].strategy else { return false }
    return layout.columnWeights != nil
  }
}
