import Foundation

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel
///
/// The stub measures its text with ``UIFont``'s stand-in metrics, wrapping at
/// `preferredMaxLayoutWidth` (or the width asked) into at most `numberOfLines` lines.
@MainActor
@available(iOS 2.0, *)
open class UILabel: UIView {
  /// The text that the label displays.
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The font of the text.
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple declares it `UIFont!`.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The color of the text.
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple declares it `UIColor!`.
  open var textColor: UIColor! = .label

  /// The technique for aligning the text.
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural

  /// The maximum number of lines for rendering text (0: no limit).
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The preferred maximum width, in points, for a multiline label.
  /// https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
  @available(iOS 6.0, *)
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth`.
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  @available(iOS 6.0, *)
  open override var intrinsicContentSize: CGSize {
    textSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
  }

  /// The text's size wrapped at `size.width`.
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: size.width.isFinite && size.width > 0 ? size.width : nil)
  }

  private func textSize(width: CGFloat?) -> CGSize {
    let text = self.text ?? ""
    guard !text.isEmpty else { return .zero }
    let glyph = font.pointSize * 0.55
    let single = CGFloat(text.count) * glyph
    guard let width, single > width, numberOfLines != 1 else {
      return CGSize(width: min(single, width ?? single).rounded(.up), height: font.lineHeight)
    }
    let perLine = max(1, Int(width / glyph))
    var lines = (text.count + perLine - 1) / perLine
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return CGSize(width: width, height: CGFloat(lines) * font.lineHeight)
  }
}

/// Constants that specify text alignment.
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, @unchecked Sendable {
  /// Text is visually left aligned.
  /// https://developer.apple.com/documentation/uikit/nstextalignment/left
  case left = 0
  /// Text is visually center aligned.
  /// https://developer.apple.com/documentation/uikit/nstextalignment/center
  case center = 1
  /// Text is visually right aligned.
  /// https://developer.apple.com/documentation/uikit/nstextalignment/right
  case right = 2
  /// Text is justified.
  /// https://developer.apple.com/documentation/uikit/nstextalignment/justified
  case justified = 3
  /// Text uses the default alignment for the current localization of the app.
  /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
  case natural = 4
}
