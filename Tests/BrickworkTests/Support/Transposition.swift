import Brickwork

/// The sections a horizontal layout needs to be the exact transpose of a vertical layout of
/// the given sections: insets and badges transposed, photos turned a quarter (sizes swapped,
/// aspect ratios inverted), extents unchanged, every other item option kept.
enum Transposition {
  /// The transposed sections. An aspect ratio whose inverse does not invert back exactly is
  /// given as a size instead, so that the layouts' canonical items are equal to the bit.
  static func sections(_ sections: [LayoutSection]) -> [LayoutSection] {
    func flip(_ insets: Insets) -> Insets {
      Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }
    return sections.map { section in
      var copy = section
      copy.insets = flip(section.insets)
      copy.header?.insets = flip(section.header?.insets ?? .zero)
      copy.footer?.insets = flip(section.footer?.insets ?? .zero)
      copy.items = section.items.map { item in
        var flipped = item
        switch item.sizing {
        case .extent: break
        case .size(let size): flipped.sizing = .size(Size(width: size.height, height: size.width))
        case .aspectRatio(let ratio):
          flipped.sizing =
            1 / (1 / ratio) == ratio
            ? .aspectRatio(1 / ratio) : .size(Size(width: 1, height: ratio))
        }
        return flipped
      }
      if case .flow(var flow) = section.strategy, let badge = flow.moreBadge {
        flow.moreBadge = Size(width: badge.height, height: badge.width)
        copy.strategy = .flow(flow)
      }
      return copy
    }
  }
}
