import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The per-section answers every Brickwork collection-view layout asks for: spacings, insets,
  /// header and footer heights and insets, backgrounds, and stable item identifiers.
  ///
  /// The signatures are those of `UICollectionViewDelegateFlowLayout` and
  /// `CHTCollectionViewDelegateWaterfallLayout` (non-optional returns), so a delegate written for
  /// either moves over unchanged; each method is optional, and the default answers the layout's
  /// property (``BrickworkCollectionViewLayout/sectionInset``, …). The layout finds its delegate on
  /// the layout (`layout.delegate`) or else on the collection view's delegate, and holds neither
  /// strongly.
  @MainActor
  public protocol CollectionViewLayoutSectionDelegate: UICollectionViewDelegate {
    /// The space between items of `section` (in a waterfall column, along a flow line or a
    /// justified row). Default: the layout's `itemSpacing`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The space between lines of a flow or rows of justified photos in `section` (a waterfall
    /// does not ask). Default: the layout's `lineSpacing`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The insets of `section`'s body. Default: the layout's `sectionInset`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets

    /// The height of `section`'s header (0: none). Default: the layout's `headerHeight`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForHeaderInSection section: Int
    ) -> CGFloat

    /// The height of `section`'s footer (0: none). Default: the layout's `footerHeight`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForFooterInSection section: Int
    ) -> CGFloat

    /// The space around `section`'s header. Default: the layout's `headerInset`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForHeaderInSection section: Int
    ) -> UIEdgeInsets

    /// The space around `section`'s footer. Default: the layout's `footerInset`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForFooterInSection section: Int
    ) -> UIEdgeInsets

    /// The insets of `section`'s background (a decoration view of kind
    /// ``BrickworkElementKind/sectionBackground`` beneath the section's insets and body, headers
    /// and footers excluded, shrunk by these insets), or `nil` for none. Default: the layout's
    /// `sectionBackgroundInsets`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      backgroundInsetsForSectionAt section: Int
    ) -> UIEdgeInsets?

    /// How `section`'s background looks (handed to its view in ``BrickworkLayoutAttributes``).
    /// Default: the layout's `sectionBackgroundStyle`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      backgroundStyleForSectionAt section: Int
    ) -> SectionBackgroundStyle

    /// A stable identifier of the item at `indexPath` (your model's id), or `nil`. With
    /// identifiers, sizes measured by self-sizing cells follow the items through `reloadData()`
    /// and batch updates instead of being measured again. Default: `nil`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      identifierForItemAt indexPath: IndexPath
    ) -> AnyHashable?
  }

  extension CollectionViewLayoutSectionDelegate {
    /// The layout's `itemSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.defaultItemSpacing ?? 0
    }

    /// The layout's `lineSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.defaultLineSpacing ?? 0
    }

    /// The layout's `sectionInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.sectionInset ?? .zero
    }

    /// The layout's `headerHeight`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForHeaderInSection section: Int
    ) -> CGFloat {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.headerHeight ?? 0
    }

    /// The layout's `footerHeight`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForFooterInSection section: Int
    ) -> CGFloat {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.footerHeight ?? 0
    }

    /// The layout's `headerInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForHeaderInSection section: Int
    ) -> UIEdgeInsets {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.headerInset ?? .zero
    }

    /// The layout's `footerInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForFooterInSection section: Int
    ) -> UIEdgeInsets {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.footerInset ?? .zero
    }

    /// The layout's `sectionBackgroundInsets`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      backgroundInsetsForSectionAt section: Int
    ) -> UIEdgeInsets? {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.sectionBackgroundInsets
    }

    /// The layout's `sectionBackgroundStyle`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      backgroundStyleForSectionAt section: Int
    ) -> SectionBackgroundStyle {
      (collectionViewLayout as? BrickworkCollectionViewLayout)?.sectionBackgroundStyle
        ?? SectionBackgroundStyle()
    }

    /// `nil`: items are known by their index paths.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      identifierForItemAt indexPath: IndexPath
    ) -> AnyHashable? { nil }
  }
#endif
