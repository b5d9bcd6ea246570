import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// Justified photo rows: each row fills the width and keeps every photo's aspect ratio, its
  /// height near `targetRowHeight`.
  ///
  /// ```swift
  /// let layout = JustifiedCollectionViewLayout()
  /// layout.targetRowHeight = 160
  /// layout.itemSpacing = 2
  /// layout.lineSpacing = 2
  /// ```
  @MainActor
  open class JustifiedCollectionViewLayout: BrickworkCollectionViewLayout {
    /// The core options of every section; the properties below read and write them. Default:
    /// `JustifiedLayout()` (``Default/targetRowHeight``, ``Default/photoSpacing``).
    open var options = JustifiedLayout() {
      didSet { invalidateLayout() }
    }

    /// The row height aimed at. Default: ``Default/targetRowHeight``.
    open var targetRowHeight: CGFloat {
      get { CGFloat(options.targetRowHeight) }
      set { options.targetRowHeight = Double(newValue) }
    }

    /// How far a row's height may stray from the target, as a fraction. Default:
    /// ``Default/targetRowHeightTolerance``.
    open var tolerance: CGFloat {
      get { CGFloat(options.tolerance) }
      set { options.tolerance = Double(newValue) }
    }

    /// The space between photos of a row. Default: ``Default/photoSpacing``.
    open var itemSpacing: CGFloat {
      get { CGFloat(options.itemSpacing) }
      set { options.itemSpacing = Double(newValue) }
    }

    /// The space between rows. Default: ``Default/photoSpacing``.
    open var lineSpacing: CGFloat {
      get { CGFloat(options.lineSpacing) }
      set { options.lineSpacing = Double(newValue) }
    }

    /// The most rows shown (0: no limit). Default: 0.
    open var maxRows: Int {
      get { options.maxRows }
      set { options.maxRows = newValue }
    }

    /// Whether a last, unfilled row is shown (at the target height). Default: `true`.
    open var showsWidows: Bool {
      get { options.showWidows }
      set { options.showWidows = newValue }
    }

    /// Every this many rows, a photo gets a row of its own (0: never). Default: 0.
    open var breakoutCadence: Int {
      get { options.breakoutCadence }
      set { options.breakoutCadence = newValue }
    }

    /// Greedy rows, or optimal rows (closest to the target over the whole section). Default:
    /// greedy.
    open var breaking: JustifiedLayout.Breaking {
      get { options.breaking }
      set { options.breaking = newValue }
    }

    /// The fewest photos a complete row holds (a widow row may hold fewer), unless the delegate
    /// answers (`minimumItemsPerRowForSectionAt`). Default: 1, as the core's
    /// `JustifiedLayout.minItemsPerRow`.
    ///
    /// With optimal breaking, a section that no breaking into rows of ``minItemsPerRow`` through
    /// ``maxItemsPerRow`` photos fits (or values the core rejects: below 1, a maximum below the
    /// minimum, more photos than the width holds) is not laid out as asked: the core's error is
    /// handed to ``BrickworkCollectionViewLayout/invalidInputHandler`` and that section's rows are
    /// broken without the two constraints, so the feed still shows every photo.
    open var minItemsPerRow: Int {
      get { options.minItemsPerRow }
      set { options.minItemsPerRow = newValue }
    }

    /// The most photos a row holds (0: no limit), unless the delegate answers
    /// (`maximumItemsPerRowForSectionAt`); at least ``minItemsPerRow`` when not 0. Default: 0, as
    /// the core's `JustifiedLayout.maxItemsPerRow`. A configuration no breaking satisfies is
    /// reported and laid out without the constraints (see ``minItemsPerRow``).
    open var maxItemsPerRow: Int {
      get { options.maxItemsPerRow }
      set { options.maxItemsPerRow = newValue }
    }

    /// Where the photos of a section's unfinished last row sit (leading, center, trailing), or
    /// `justify` to fill the width with them, unless the delegate answers
    /// (`widowAlignmentForSectionAt`). Default: ``Default/widowAlignment``.
    open var widowAlignment: JustifiedLayout.WidowAlignment {
      get { options.widowAlignment }
      set { options.widowAlignment = newValue }
    }

    /// The height a greedy unfinished last row starts from: the previous row's, or the target.
    /// Default: ``Default/widowHeight``.
    open var widowHeight: JustifiedLayout.WidowHeight {
      get { options.widowHeight }
      set { options.widowHeight = newValue }
    }

    private var justifiedAnswers = DelegateCache<any JustifiedCollectionViewLayoutDelegate>()

    private var justifiedDelegate: (any JustifiedCollectionViewLayoutDelegate)? {
      resolve(&justifiedAnswers) {
        $0.sectionDelegate as? any JustifiedCollectionViewLayoutDelegate
      }
    }

    override var defaultItemSpacing: CGFloat { CGFloat(options.itemSpacing) }

    override var defaultLineSpacing: CGFloat { CGFloat(options.lineSpacing) }

    override func forgetDelegates() {
      super.forgetDelegates()
      justifiedAnswers = DelegateCache()
    }

    /// The section's options: `options`, with the delegate's target row height and spacings.
    override func strategy(forSection section: Int, in collectionView: UICollectionView)
      -> SectionStrategy
    {
      var rows = options
      let answers = justifiedDelegate
      if let height = answers?.collectionView(
        collectionView, layout: self, targetRowHeightForSectionAt: section)
      {
        rows.targetRowHeight = Double(height)
      }
      if let spacing = answers?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      {
        rows.itemSpacing = Double(spacing)
      }
      if let spacing = answers?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      {
        rows.lineSpacing = Double(spacing)
      }
      if let answers {
        rows.minItemsPerRow = answers.collectionView(
          collectionView, layout: self, minimumItemsPerRowForSectionAt: section)
        rows.maxItemsPerRow = answers.collectionView(
          collectionView, layout: self, maximumItemsPerRowForSectionAt: section)
        rows.widowAlignment = answers.collectionView(
          collectionView, layout: self, widowAlignmentForSectionAt: section)
      }
      return .justified(rows)
    }

    /// The photo: its pixel size.
    override func delegateItem(
      at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
      width: Double
    ) -> Item {
      guard let answers = justifiedDelegate else {
        return missingDelegate("JustifiedCollectionViewLayoutDelegate")
      }
      let size = answers.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      return .size(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
