import Brickwork
import Foundation

// The core converts to and from Core Graphics where CoreGraphics exists (Apple platforms).
// Foundation supplies CGRect on Linux without CoreGraphics: the same conversions, here.
#if !canImport(CoreGraphics)
  extension CGRect {
    /// A Core Graphics rectangle from a Brickwork rectangle.
    init(_ rect: Rect) {
      self.init(
        x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
  }

  extension Rect {
    /// A Brickwork rectangle from a Core Graphics rectangle, standardized first.
    init(_ rect: CGRect) {
      let r = rect.standardized
      self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height)
    }
  }

  extension Size {
    /// A Brickwork size from a Core Graphics size.
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }
#endif
