import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A cell that sizes itself with Auto Layout: lay out its `contentView` with constraints (a
  /// label pinned to its edges, an image view with an aspect ratio), and a Brickwork layout takes
  /// the height the constraints give at the layout's width (a waterfall column, a header), or the
  /// whole size where the element chooses its width (a flow tag).
  ///
  /// It answers `preferredLayoutAttributesFitting(_:)` with `systemLayoutSizeFitting(_:…)` of its
  /// content view: the width required and the height fitting when the layout fixes the width,
  /// both fitting otherwise. Sizes are rounded up to whole pixels.
  @MainActor
  open class BrickworkCollectionViewCell: UICollectionViewCell {
    /// The attributes with the size the content view's constraints give.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = SelfSizing.fittingSize(of: contentView, for: attributes, scale: scale)
      return attributes
    }

    private var scale: CGFloat { traitCollection.displayScale }
  }

  /// A supplementary view (a header, a footer, a badge) that sizes itself with Auto Layout, as
  /// ``BrickworkCollectionViewCell`` does: its subviews' constraints give its height at the
  /// layout's width.
  @MainActor
  open class BrickworkCollectionReusableView: UICollectionReusableView {
    /// The attributes with the size the view's constraints give.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = SelfSizing.fittingSize(
        of: self, for: attributes, scale: traitCollection.displayScale)
      return attributes
    }
  }

  /// The Auto Layout measurement both self-sizing views use.
  @MainActor
  enum SelfSizing {
    /// The size `view`'s constraints give for `attributes`: at its width (required) when the
    /// layout fixes the width, else at any width up to it; rounded up to whole pixels of `scale`.
    static func fittingSize(
      of view: UIView, for attributes: UICollectionViewLayoutAttributes, scale: CGFloat
    ) -> CGSize {
      let fixedWidth = (attributes as? BrickworkLayoutAttributes)?.hasFixedWidth ?? true
      let width = attributes.size.width
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: fixedWidth ? .required : .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
      let pixels = scale >= 1 ? scale.rounded() : 1
      func up(_ length: CGFloat) -> CGFloat {
        length.isFinite ? max(0, (length * pixels).rounded(.up) / pixels) : 0
      }
      return CGSize(width: fixedWidth ? width : up(fitted.width), height: up(fitted.height))
    }
  }

  /// The view Brickwork's layouts register for section backgrounds
  /// (``BrickworkElementKind/sectionBackground``) unless you register your own: it keeps the
  /// style its attributes carry for subclasses to draw (`backgroundColor`, corner radius).
  @MainActor
  open class BrickworkSectionBackgroundView: UICollectionReusableView {
    /// The style of the section this view is behind, from its attributes.
    open private(set) var style = SectionBackgroundStyle()

    /// Takes the style from the attributes.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      style = (layoutAttributes as? BrickworkLayoutAttributes)?.backgroundStyle ?? style
    }
  }
#endif
