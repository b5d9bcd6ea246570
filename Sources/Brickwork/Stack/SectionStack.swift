/// A section laid out before, to resume: where its elements start, its strategy's saved state,
/// and how many of its leading items are as they were.
struct Resumption: Sendable {
  /// The storage index of the section's first element.
  var firstElement: Int
  /// The strategy's saved state.
  var state: BodyState
  /// How many leading items are unchanged since `state` was saved.
  var unchangedBefore: Int
}

/// The section stack: header, insets, body and footer of each section, one after the other
/// along the scroll axis. Written once, in canonical coordinates, for every strategy.
enum SectionStack {
  /// Checks a section: its frame, its strategy's options and items `items`.
  static func check(
    _ section: Section, at index: Int, items: Range<Int>, in container: Container
  ) throws(LayoutError) {
    try Validation.check(section, at: index, in: container)
    let insets = canonical(section.insets, container.axis)
    try section.strategy.checkOptions(
      bodyWidth: container.crossExtent - insets.horizontal, section: index)
    if !items.isEmpty {
      try section.strategy.checkItems(
        section.items, in: items, section: index, axis: container.axis)
    }
  }

  /// Lays out a section from `top`, appending its elements to `frames`.
  ///
  /// With `resuming`, the section was laid out before with its first `unchangedBefore` items
  /// as they are now: its header and the frames its strategy had committed are kept, and its
  /// strategy continues from its saved progress. `frames` must end at the section's first
  /// item frame that may change, or later: this function drops the rest.
  ///
  /// The section's frame and options must have been checked; its items are checked as they are
  /// placed when `checkingItems` is true.
  static func layOut(
    _ section: Section, at index: Int, top: Double, container: Container,
    resuming previous: consuming Resumption?, checkingItems: Bool, frames: inout FrameStore
  ) throws(LayoutError) -> SectionRecord {
    let width = container.crossExtent
    let insets = canonical(section.insets, container.axis)
    var y = top
    let firstElement = previous?.firstElement ?? frames.count
    let unchangedBefore = previous?.unchangedBefore ?? 0
    let resumesHeader = previous != nil
    if let header = section.header {
      let headerInsets = canonical(header.insets, container.axis)
      y += headerInsets.top
      if !resumesHeader {
        frames.append(
          Rect(
            x: headerInsets.left, y: y, width: width - headerInsets.horizontal,
            height: header.extent))
      }
      y += header.extent + headerInsets.bottom
    }
    y += insets.top
    let bounds = BodyBounds(originX: insets.left, width: width - insets.horizontal, top: y)
    var buffer = FrameBuffer(
      storage: FrameStore(), base: firstElement + (section.header == nil ? 0 : 1))
    swap(&buffer.storage, &frames)
    let state: BodyState
    let end: BodyEnd
    do {
      // The saved state moves into the strategy, which updates it in place.
      (state, end) = try section.strategy.layOutBody(
        items: section.items, axis: container.axis, bounds: bounds,
        resuming: (consume previous)?.state, unchangedBefore: unchangedBefore,
        checking: checkingItems ? index : nil, frames: &buffer)
    } catch {
      swap(&buffer.storage, &frames)
      throw error
    }
    swap(&buffer.storage, &frames)
    if let badge = end.badge { frames.append(badge.frame) }
    y = bounds.top + end.height + insets.bottom
    if let footer = section.footer {
      let footerInsets = canonical(footer.insets, container.axis)
      y += footerInsets.top
      frames.append(
        Rect(
          x: footerInsets.left, y: y, width: width - footerInsets.horizontal,
          height: footer.extent))
      y += footer.extent + footerInsets.bottom
    }
    return SectionRecord(
      strategy: section.strategy, insets: section.insets, header: section.header,
      footer: section.footer, firstElement: firstElement, itemCount: section.items.count,
      visibleCount: end.visibleCount, badgeHiddenCount: end.badge?.hiddenCount, top: top,
      bottom: y, state: state)
  }

  /// Insets in the canonical frame.
  @inline(__always)
  static func canonical(_ insets: Insets, _ axis: Axis) -> Insets {
    axis == .vertical ? insets : insets.transposed
  }
}
