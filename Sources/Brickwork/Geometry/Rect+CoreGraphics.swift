#if canImport(CoreGraphics)
  import CoreGraphics

  extension Point {
    /// Creates a point from a Core Graphics point.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size {
    /// Creates a size from a Core Graphics size.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Rect {
    /// Creates a rectangle from a Core Graphics rectangle, standardized first so that its size
    /// is never negative.
    public init(_ rect: CGRect) {
      let r = rect.standardized
      self.init(origin: Point(r.origin), size: Size(r.size))
    }
  }

  extension CGPoint {
    /// Creates a Core Graphics point from a Brickwork point.
    public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension CGSize {
    /// Creates a Core Graphics size from a Brickwork size.
    public init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension CGRect {
    /// Creates a Core Graphics rectangle from a Brickwork rectangle.
    public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
  }
#endif
