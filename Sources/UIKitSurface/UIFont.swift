import Foundation

/// The interface for getting and setting font information.
/// https://developer.apple.com/documentation/uikit/uifont
///
/// The stub knows a font's size only; text is measured by ``UILabel`` with an average glyph
/// width of 0.55 em and a line height of 1.2 em (a stand-in for the system font's metrics).
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  private let size: CGFloat

  private init(size: CGFloat) {
    self.size = size
  }

  /// Returns the font object for standard interface items in the specified size.
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

  /// Returns the font object for standard interface items that you render in boldface type in
  /// the specified size.
  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

  /// The font's point size, or the effective vertical point size for a font with a nonstandard
  /// matrix.
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { size }

  /// The height, in points, of text lines.
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight
  open var lineHeight: CGFloat { (size * 1.2).rounded(.up) }
}
