import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The answers a ``BrickworkCollectionViewLayout`` asks for: each item in Brickwork's own terms
  /// (required), and each section's strategy with all its options (`nil`: the layout's
  /// ``BrickworkCollectionViewLayout/defaultStrategy``).
  @MainActor
  public protocol BrickworkCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
    /// How `section` is laid out: `.waterfall(…)`, `.flow(…)` or `.justified(…)`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      strategyForSectionAt section: Int
    ) -> SectionStrategy?

    /// The item at `indexPath`: its sizing (a height, a pixel size or an aspect ratio), span and
    /// full-span flag, baseline, line start. Required.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      itemAt indexPath: IndexPath
    ) -> Item
  }

  extension BrickworkCollectionViewLayoutDelegate {
    /// `nil`: the layout's `defaultStrategy`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      strategyForSectionAt section: Int
    ) -> SectionStrategy? { nil }
  }
#endif
