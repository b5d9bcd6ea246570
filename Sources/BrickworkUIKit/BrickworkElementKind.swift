/// The element kinds Brickwork's collection-view layouts add to UIKit's header and footer
/// (`UICollectionView.elementKindSectionHeader`, `…Footer`).
public enum BrickworkElementKind {
  /// The supplementary view standing for the items a flow section hides (its `maxLines` or
  /// fixed height cut them): the "+N" badge, at index path (item 0, section). Register a view
  /// for it and read the count from ``BrickworkCollectionViewLayout/hiddenItemCount(inSection:)``.
  public static let moreBadge = "BrickworkMoreBadge"
  /// The decoration view behind a section (its background), at index path (item 0, section).
  public static let sectionBackground = "BrickworkSectionBackground"
}
