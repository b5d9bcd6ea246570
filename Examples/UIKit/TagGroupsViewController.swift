import Brickwork
import BrickworkUIKit
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The classic tag screen: groups of tags flowing in wrapping lines, a header per group.
  @MainActor
  public final class TagGroupsViewController: UIViewController, UICollectionViewDataSource,
    FlowCollectionViewLayoutDelegate
  {
    /// The layout: 8-point spacings, a 32-point header per group.
    public let layout = FlowCollectionViewLayout()
    /// The tag screen.
    public private(set) var collectionView: UICollectionView?
    /// The groups: a title and its tags.
    public let groups: [(title: String, tags: [String])] = [
      ("Languages", ["Swift", "Objective-C", "Kotlin", "Rust", "C++", "TypeScript", "Go"]),
      ("Frameworks", ["UIKit", "SwiftUI", "Combine", "Core Data", "AVFoundation", "MapKit"]),
      ("Topics", ["Layout", "Performance", "Accessibility", "Localization", "Testing"]),
    ]

    /// The tag screen.
    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code.
    public required init?(coder: NSCoder) { nil }

    /// A tag's size: its text measured in the tag cell's font, with the cell's padding.
    public static func size(ofTag tag: String) -> CGSize {
      TagCell.size(of: tag)
    }

    /// Builds the collection view.
    public override func viewDidLoad() {
      super.viewDidLoad()
      layout.itemSpacing = 8
      layout.lineSpacing = 8
      layout.headerHeight = 32
      layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
      let screen = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      screen.register(TagCell.self, forCellWithReuseIdentifier: "tag")
      screen.register(
        TitleHeaderView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
      screen.dataSource = self
      screen.delegate = self
      view.addSubview(screen)
      collectionView = screen
    }

    /// One section per group.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { groups.count }

    /// The group's tags.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      groups[section].tags.count
    }

    /// A tag cell.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
      (cell as? TagCell)?.label.text = groups[indexPath.section].tags[indexPath.item]
      return cell
    }

    /// The group's title view.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
      (header as? TitleHeaderView)?.label.text = groups[indexPath.section].title
      return header
    }

    /// The tag's size.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      Self.size(ofTag: groups[indexPath.section].tags[indexPath.item])
    }
  }
#endif
