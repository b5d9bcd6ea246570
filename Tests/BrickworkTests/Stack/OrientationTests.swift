import SeededRandom
import Testing

@testable import Brickwork

/// The final mapping from canonical frames to the frames users see: transpose, mirror, snap.
@Suite struct OrientationTests {
  /// A frame.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  static let frame = rect(10, 20, 30, 40)

  @Test func verticalLeftToRightIsTheIdentity() {
    let orientation = Orientation(Container(width: 200))
    #expect(orientation.physical(Self.frame, extent: 500) == Self.frame)
    #expect(orientation.contentSize(extent: 500) == Size(width: 200, height: 500))
  }

  @Test func horizontalTransposes() {
    // Canonical x (across the scroll axis) becomes y, canonical y (along it) becomes x.
    let orientation = Orientation(Container(width: 1, height: 200, axis: .horizontal))
    #expect(orientation.physical(Self.frame, extent: 500) == Self.rect(20, 10, 40, 30))
    #expect(orientation.contentSize(extent: 500) == Size(width: 500, height: 200))
  }

  @Test func rightToLeftMirrorsInTheContentWidth() {
    // Vertical: the content is the container's 200 wide; x' = 200 - 10 - 30.
    let vertical = Orientation(Container(width: 200, direction: .rightToLeft))
    #expect(vertical.physical(Self.frame, extent: 500) == Self.rect(160, 20, 30, 40))
    // Horizontal: transposed first, then mirrored in the content's 500: x' = 500 - 20 - 40.
    let horizontal = Orientation(
      Container(width: 1, height: 200, axis: .horizontal, direction: .rightToLeft))
    #expect(horizontal.physical(Self.frame, extent: 500) == Self.rect(440, 10, 40, 30))
    // A longer content moves every horizontal right-to-left frame along with its end.
    #expect(horizontal.physical(Self.frame, extent: 600) == Self.rect(540, 10, 40, 30))
  }

  @Test func snappingRoundsEdgesHalvesAwayFromZero() {
    let orientation = Orientation(Container(width: 200, scale: 2))
    #expect(orientation.snap(0.25) == 0.5)
    #expect(orientation.snap(0.2) == 0)
    #expect(orientation.snap(-0.25) == -0.5)
    #expect(orientation.snap(1.75) == 2)
    // Edges snap, not sizes: 0.3 ... 1.3 becomes 0.5 ... 1.5; 0.74 ... 1.24 becomes 0.5 ... 1.
    #expect(
      orientation.physical(Self.rect(0.3, 0.74, 1, 0.5), extent: 10) == Self.rect(0.5, 0.5, 1, 0.5))
    #expect(orientation.contentSize(extent: 10.3) == Size(width: 200, height: 10.5))
    // Scale 3 snaps to thirds.
    let thirds = Orientation(Container(width: 200, scale: 3))
    #expect(thirds.snap(0.5) == 2.0 / 3)
    // Scale 0 leaves every value as it is.
    let none = Orientation(Container(width: 200))
    #expect(none.snap(0.123456789) == 0.123456789)
  }

  @Test func snappingAfterMirroringKeepsAdjacentFramesAdjacent() {
    // Two frames that meet at x = 100 / 3 in the canonical frame still meet once mirrored and
    // snapped: both edges come from the same mirrored coordinate.
    let orientation = Orientation(Container(width: 100, direction: .rightToLeft, scale: 2))
    let left = orientation.physical(Self.rect(0, 0, 100.0 / 3, 10), extent: 10)
    let right = orientation.physical(Self.rect(100.0 / 3, 0, 100.0 / 3, 10), extent: 10)
    #expect(right.maxX == left.minX)
    #expect(left == Self.rect(66.5, 0, 33.5, 10))
  }

  @Test func scrollRangesCoverTheRectAlongTheScrollAxis() {
    let rect = Self.rect(5, 50, 10, 100)
    let vertical = Orientation(Container(width: 200)).scrollRange(of: rect, extent: 1000)
    #expect(abs(vertical.lower - 50) < 1e-6 && abs(vertical.upper - 150) < 1e-6)
    #expect(vertical.lower <= 50 && vertical.upper >= 150)
    // Horizontal: along x; right-to-left: mirrored in the content's 1000.
    let horizontal = Orientation(Container(width: 1, height: 200, axis: .horizontal))
      .scrollRange(of: rect, extent: 1000)
    #expect(horizontal.lower <= 5 && horizontal.upper >= 15 && horizontal.upper < 15 + 1e-6)
    let mirrored = Orientation(
      Container(width: 1, height: 200, axis: .horizontal, direction: .rightToLeft)
    ).scrollRange(of: rect, extent: 1000)
    #expect(mirrored.lower <= 985 && mirrored.upper >= 995 && mirrored.lower > 985 - 1e-5)
    // Snapping widens the range by a pixel each way.
    let snapped = Orientation(Container(width: 200, scale: 2)).scrollRange(of: rect, extent: 1000)
    #expect(snapped.lower <= 49.5 && snapped.upper >= 150.5)
  }

  @Test func mappedFramesAreTheCanonicalOnesTransposedMirroredAndSnapped() {
    var rng = SeededGenerator(seed: 0x0B1E)
    for _ in 0..<2_000 {
      let axis: ScrollAxis = Bool.random(using: &rng) ? .vertical : .horizontal
      let direction: ReadingDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
      let scale: Double = [0, 1, 2, 3].randomElement(using: &rng) ?? 0
      let cross = Double.random(in: 50...800, using: &rng)
      let container = Container(
        width: axis == .vertical ? cross : 1, height: axis == .vertical ? 0 : cross, axis: axis,
        direction: direction, scale: scale)
      let orientation = Orientation(container)
      let extent = Double.random(in: 0...5_000, using: &rng)
      let canonical = Self.rect(
        Double.random(in: 0...cross, using: &rng), Double.random(in: 0...extent, using: &rng),
        Double.random(in: 0...100, using: &rng), Double.random(in: 0...100, using: &rng))
      let frame = orientation.physical(canonical, extent: extent)

      // Unsnapped, by the rules: transpose, then x' = contentWidth - x - width.
      var expected = axis == .vertical ? canonical : canonical.transposed
      let contentWidth = axis == .vertical ? cross : extent
      if direction == .rightToLeft { expected.origin.x = contentWidth - expected.maxX }
      let pixel = scale > 0 ? 1 / scale : 0
      // Each edge moves by at most half a pixel, and lands on the pixel grid.
      let tolerance = pixel / 2 + 1e-9 * (contentWidth + extent + 1)
      for (edge, target) in [
        (frame.minX, expected.minX), (frame.maxX, expected.maxX), (frame.minY, expected.minY),
        (frame.maxY, expected.maxY),
      ] {
        #expect(abs(edge - target) <= tolerance)
        if scale > 0 { #expect(((edge * scale).rounded() - edge * scale).magnitude < 1e-6) }
      }
      // A query for the displayed frame looks at least at its canonical span along the scroll
      // axis, so the index finds the element.
      let range = orientation.scrollRange(of: frame, extent: extent)
      #expect(range.lower <= canonical.minY && range.upper >= canonical.maxY)
    }
  }
}

/// Right-to-left snapping keeps shared edges shared: each edge is mirrored before it is rounded.
@Suite struct MirroredSnappingTests {
  @Test func neighboursKeepTheirSharedEdgeWhenMirroredAndSnapped() throws {
    // Found by the layout fuzzer: a horizontal right-to-left container 975.5 high at scale 1, one
    // waterfall column; mirroring the origin and keeping the width snapped the shared edge of
    // the two items to different pixels (item 0 at 782, item 1 ending at 783).
    let result = try LayoutResult(
      container: Container(
        width: 100, height: 975.5, axis: .horizontal, direction: .rightToLeft, scale: 1),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 1)),
          items: [.aspectRatio(1.4), .extent(782.5)])
      ])
    let first = try #require(result.frame(ofItem: 0, inSection: 0))
    let second = try #require(result.frame(ofItem: 1, inSection: 0))
    #expect(second.maxX == first.minX)
    #expect(!first.intersects(second))
  }
}
