import Foundation

/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor
///
/// The stub keeps the components (hue, saturation and brightness are converted to RGB as
/// UIKit does); it draws nothing.
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, 0…1.
  package let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color object using the specified opacity and RGB component values.
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
  }

  /// Creates a color object using the specified opacity and HSB color space component values.
  /// https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    components = (r + m, g + m, b + m, alpha)
  }

  /// Creates a color object that has the specified grayscale and opacity values.
  /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public init(white: CGFloat, alpha: CGFloat) {
    components = (white, white, white, alpha)
  }

  /// A color object in the sRGB color space with a grayscale value of 1.0 and an alpha value
  /// of 1.0.
  /// https://developer.apple.com/documentation/uikit/uicolor/white
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }

  /// The color for text labels that contain primary content.
  /// https://developer.apple.com/documentation/uikit/uicolor/label
  @available(iOS 13.0, *)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }

  /// The color for text labels that contain secondary content.
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }

  /// A second-level shade of grey (a placeholder's fill).
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5
  @available(iOS 13.0, *)
  open class var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }

  /// The color for the main background of your interface.
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

  /// The color for content layered on top of the main background.
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  @available(iOS 13.0, *)
  open class var secondarySystemBackground: UIColor {
    UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  }
}
