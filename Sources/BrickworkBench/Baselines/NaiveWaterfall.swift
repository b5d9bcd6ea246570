import Brickwork

/// The naive waterfall of the tutorials: an object per item, every attribute recomputed on
/// each `prepare()`, and every query answered by filtering all of them.
final class NaiveWaterfall {
  /// The per-item object of the tutorials (`UICollectionViewLayoutAttributes`-like).
  final class Attributes {
    let section: Int
    let item: Int
    var frame: Rect
    var zIndex = 0
    var alpha = 1.0
    var isHidden = false

    init(section: Int, item: Int, frame: Rect) {
      self.section = section
      self.item = item
      self.frame = frame
    }
  }

  private let heights: [Double]
  private let columns: Int
  private let width: Double
  private let spacing: Double
  private(set) var cache: [Attributes] = []
  private(set) var contentHeight = 0.0

  init(heights: [Double], columns: Int, width: Double, spacing: Double) {
    self.heights = heights
    self.columns = columns
    self.width = width
    self.spacing = spacing
  }

  /// Recomputes every attribute from scratch, as the tutorials' `prepare()` does.
  @inline(never)
  func prepare() {
    cache = []
    let columnWidth = (width - Double(columns - 1) * spacing) / Double(columns)
    var offsets = (0..<columns).map { Double($0) * (columnWidth + spacing) }
    offsets = offsets.map { $0 }
    var yOffsets = [Double](repeating: 0, count: columns)
    for (item, height) in heights.enumerated() {
      let column = yOffsets.firstIndex(of: yOffsets.min() ?? 0) ?? 0
      let frame = Rect(x: offsets[column], y: yOffsets[column], width: columnWidth, height: height)
      cache.append(Attributes(section: 0, item: item, frame: frame))
      yOffsets[column] += height + spacing
      contentHeight = max(contentHeight, frame.maxY)
    }
  }

  /// Returns the attributes intersecting `rect` by filtering them all.
  @inline(never)
  func attributes(in rect: Rect) -> [Attributes] {
    cache.filter { $0.frame.intersects(rect) }
  }
}
