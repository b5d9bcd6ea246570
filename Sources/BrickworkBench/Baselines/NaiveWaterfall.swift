import Brickwork

/// The naive waterfall of the tutorials: an object per item, every attribute recomputed on
/// each `prepare()`, and every query answered by filtering all of them.
final class NaiveWaterfall {
  /// The per-item object of the tutorials: the public state of
  /// `UICollectionViewLayoutAttributes` (frame, center, size, bounds, 2D and 3D transforms,
  /// alpha, z-index, hidden, index path, element category and kind), kept in sync as UIKit does.
  final class Attributes {
    struct Transform3D {
      var m: (Double, Double, Double, Double, Double, Double, Double, Double) = (
        1, 0, 0, 0, 0, 1, 0, 0
      )
      var n: (Double, Double, Double, Double, Double, Double, Double, Double) = (
        0, 0, 1, 0, 0, 0, 0, 1
      )
    }
    let section: Int
    let item: Int
    let representedElementCategory = 0
    let representedElementKind: String? = nil
    var frame: Rect { didSet { sync() } }
    var center = Point.zero
    var size = Size.zero
    var bounds = Rect.zero
    var transform = (a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)
    var transform3D = Transform3D()
    var zIndex = 0
    var alpha = 1.0
    var isHidden = false

    init(section: Int, item: Int, frame: Rect) {
      self.section = section
      self.item = item
      self.frame = frame
      sync()
    }

    private func sync() {
      size = frame.size
      center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
      bounds = Rect(origin: .zero, size: frame.size)
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
    let offsets = (0..<columns).map { Double($0) * (columnWidth + spacing) }
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
