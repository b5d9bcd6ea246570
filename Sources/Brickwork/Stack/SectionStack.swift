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
  /// Checks a section: its frame, its strategy's options and items `items`, throwing the first
  /// problem.
  static func check(
    _ section: LayoutSection, at index: Int, items: Range<Int>, in container: Container
  ) throws(LayoutError) {
    var problems = LayoutProblems.first
    collectFrameAndOptions(of: section, at: index, in: container, into: &problems)
    if let first = problems.errors.first { throw first }
    if !items.isEmpty {
      try section.strategy.checkItems(
        section.items, in: items, section: index, axis: container.axis,
        bodyWidth: bodyWidth(of: section, in: container))
    }
    // Once every item is known to be valid, the rule of the items together.
    if items.upperBound == section.items.count,
      let problem = section.strategy.bodyViolation(
        section.items, section: index, axis: container.axis,
        bodyWidth: bodyWidth(of: section, in: container))
    {
      throw problem
    }
  }

  /// Collects every problem of a section: its frame, its strategy's options and its items.
  static func collect(
    _ section: LayoutSection, at index: Int, in container: Container,
    into problems: inout LayoutProblems
  ) {
    let before = problems.totalCount
    collectFrameAndOptions(of: section, at: index, in: container, into: &problems)
    // Items are measured against the body; with broken options there is none (NaN), and only
    // the rules that do not depend on it are checked.
    let width = problems.totalCount == before ? bodyWidth(of: section, in: container) : .nan
    section.strategy.collectItemProblems(
      section.items, section: index, axis: container.axis, bodyWidth: width, into: &problems)
    if problems.totalCount == before,
      let problem = section.strategy.bodyViolation(
        section.items, section: index, axis: container.axis, bodyWidth: width)
    {
      problems.add(problem)
    }
  }

  /// Collects the problems of a section's frame and its strategy's options.
  private static func collectFrameAndOptions(
    of section: LayoutSection, at index: Int, in container: Container,
    into problems: inout LayoutProblems
  ) {
    let before = problems.totalCount
    Validation.collectFrame(of: section, at: index, in: container, into: &problems)
    // Options are measured against the body; with a broken frame there is none (NaN), and only
    // the rules that do not depend on it are checked.
    let width = problems.totalCount == before ? bodyWidth(of: section, in: container) : .nan
    problems.add(contentsOf: section.strategy.optionProblems(bodyWidth: width, section: index))
  }

  /// The width of a section's body: the container across the scroll axis less the insets.
  static func bodyWidth(of section: LayoutSection, in container: Container) -> Double {
    container.crossExtent - canonical(section.insets, container.axis).horizontal
  }

  /// Lays out a section from `top`, appending its elements to `frames`.
  ///
  /// With `resuming`, the section was laid out before with its first `unchangedBefore` items
  /// as they are now: its header and the frames its strategy had committed are kept, and its
  /// strategy continues from its saved progress. `frames` must end at the section's first
  /// item frame that may change, or later: this function drops the rest.
  ///
  /// The section's frame and options must have been checked; its items are checked as they are
  /// placed when `checkingItems` is true. Runs of items take the strategies' fast loops when
  /// `usesKernels` is true (``CanonicalItems/usesKernels``).
  static func layOut(
    _ section: LayoutSection, at index: Int, top: Double, container: Container,
    resuming previous: consuming Resumption?, checkingItems: Bool, usesKernels: Bool,
    frames: inout FrameStore, position: Int
  ) throws(LayoutError) -> SectionRecord {
    let width = container.crossExtent
    let insets = canonical(section.insets, container.axis)
    var y = top
    // The resumption taken apart once: reading a field through the optional copies it whole.
    // Its state moves out (a field of a consumed value), so that the strategy extends it in
    // place rather than copying its storage.
    var firstElement = frames.count
    var unchangedBefore = 0
    var resumedState: BodyState?
    if let resumption = consume previous {
      firstElement = resumption.firstElement
      unchangedBefore = resumption.unchangedBefore
      resumedState = (consume resumption).state
    }
    let resumesHeader = resumedState != nil
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
    let bodyAreaTop = y
    y += insets.top
    let bounds = BodyBounds(originX: insets.left, width: width - insets.horizontal, top: y)
    var buffer = FrameBuffer(
      storage: FrameStore(), base: firstElement + (section.header == nil ? 0 : 1))
    // The frames move into the buffer and back by `swap`, not by assignment: the store keeps
    // a single reference, so the strategy's appends never copy it (copy on write).
    swap(&buffer.storage, &frames)
    let state: BodyState
    let end: BodyEnd
    do {
      // The saved state moves into the strategy, which updates it in place.
      (state, end) = try section.strategy.layOutBody(
        items: section.items, axis: container.axis, bounds: bounds,
        resuming: consume resumedState, unchangedBefore: unchangedBefore,
        checking: checkingItems ? index : nil, usesKernels: usesKernels, frames: &buffer)
    } catch {
      swap(&buffer.storage, &frames)
      throw error
    }
    swap(&buffer.storage, &frames)
    if let badge = end.badge { frames.append(badge.frame) }
    y = end.bottom + insets.bottom
    let bodyAreaBottom = y
    if let footer = section.footer {
      let footerInsets = canonical(footer.insets, container.axis)
      y += footerInsets.top
      frames.append(
        Rect(
          x: footerInsets.left, y: y, width: width - footerInsets.horizontal,
          height: footer.extent))
      y += footer.extent + footerInsets.bottom
    }
    var columnCount = 0
    if case .waterfall(let layout) = section.strategy {
      columnCount = WaterfallLayout.Columns.count(of: layout, bodyWidth: bounds.width)
    }
    var record = SectionRecord(
      strategy: section.strategy, insets: section.insets, header: section.header,
      footer: section.footer, background: section.background,
      backgroundFrame: section.background.map {
        backgroundFrame(
          $0, from: bodyAreaTop, to: bodyAreaBottom, width: width, axis: container.axis)
      },
      bodyAreaBottom: bodyAreaBottom, firstPosition: position, firstElement: firstElement,
      itemCount: section.items.count, visibleCount: end.visibleCount,
      badgeHiddenCount: end.badge?.hiddenCount, top: top, bottom: y, state: state,
      columnCount: columnCount)
    record.stretchedItems = end.stretchedItems
    return record
  }

  /// The canonical frame of a background over the section area `top ..< bottom` of a container
  /// `width` wide: the area shrunk by the background's insets, never below zero size (a
  /// collapsed side stays at its leading inset, inside the area).
  static func backgroundFrame(
    _ background: SectionBackground, from top: Double, to bottom: Double, width: Double,
    axis: ScrollAxis
  ) -> Rect {
    let insets = canonical(background.insets, axis)
    return Rect(
      x: min(insets.left, width), y: min(top + insets.top, bottom),
      width: max(0, width - insets.horizontal),
      height: max(0, bottom - top - insets.vertical))
  }

  /// Insets in the canonical frame.
  @inline(__always)
  static func canonical(_ insets: Insets, _ axis: ScrollAxis) -> Insets {
    axis == .vertical ? insets : insets.transposed
  }
}
