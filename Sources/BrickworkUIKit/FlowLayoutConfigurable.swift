import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A UIKit type configured by Brickwork's flow options (``FlowCollectionViewLayout``,
  /// ``FlowLayoutView``): the options' fields as UIKit-typed properties, read from and written
  /// to `options`.
  @MainActor
  public protocol FlowLayoutConfigurable: AnyObject {
    /// The core flow options (spacings, justification, alignment, limits).
    var options: FlowLayout { get set }
  }

  extension FlowLayoutConfigurable {
    /// The space between items of a line.
    public var itemSpacing: CGFloat {
      get { CGFloat(options.itemSpacing) }
      set { options.itemSpacing = Double(newValue) }
    }

    /// The space between lines.
    public var lineSpacing: CGFloat {
      get { CGFloat(options.lineSpacing) }
      set { options.lineSpacing = Double(newValue) }
    }

    /// How a line's free space is shared: leading, center, trailing, or between and around the
    /// items (`spaceBetween`, `spaceAround`, `spaceEvenly`). Default: leading.
    public var justify: FlowLayout.Justify {
      get { options.justify }
      set { options.justify = newValue }
    }

    /// The justification of the last line, or `nil` for `justify`. Default: `nil`.
    public var lastLineJustify: FlowLayout.Justify? {
      get { options.lastLineJustify }
      set { options.lastLineJustify = newValue }
    }

    /// How items of different heights align in a line. Default: top.
    public var alignItems: FlowLayout.AlignItems {
      get { options.alignItems }
      set { options.alignItems = newValue }
    }

    /// How lines share a fixed height. Default: top.
    public var alignContent: FlowLayout.AlignContent {
      get { options.alignContent }
      set { options.alignContent = newValue }
    }

    /// Greedy (fill each line) or balanced (even lines) breaking. Default: greedy.
    public var lineBreaking: FlowLayout.LineBreaking {
      get { options.lineBreaking }
      set { options.lineBreaking = newValue }
    }

    /// The most lines shown (0: no limit); the rest are hidden (behind the badge). Default: 0.
    public var maxLines: Int {
      get { options.maxLines }
      set { options.maxLines = newValue }
    }

    /// A fixed height of the lines' box (0: as tall as the lines); lines that do not fit are
    /// hidden. Default: 0.
    public var fixedHeight: CGFloat {
      get { CGFloat(options.height) }
      set { options.height = Double(newValue) }
    }

    /// How much of its line's free space each item takes, as CSS `flex-grow` (an item of
    /// factor g takes `g / max(1, sum of the line's factors)` of it); 0 keeps items at their own
    /// widths. Default: ``Default/itemGrow``.
    public var itemGrow: CGFloat {
      get { CGFloat(options.itemGrow) }
      set { options.itemGrow = Double(newValue) }
    }

    /// Whether the items of the last line shown grow too (as CSS); `false` keeps a tag list's
    /// last line at its own widths. Default: ``Default/growLastLine``.
    public var growLastLine: Bool {
      get { options.growLastLine }
      set { options.growLastLine = newValue }
    }
  }
#endif
