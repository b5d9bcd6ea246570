/// The checks every strategy shares: container, section frame, headers, footers, backgrounds and
/// the generic rules of items. Field names are those of the layout document, as given (before
/// the horizontal transpose), so an error points at what the user wrote.
///
/// Each check collects every problem into a ``LayoutProblems``; the throwing forms throw the
/// first one, for layouts that stop at the first problem.
enum Validation {
  /// Checks the container.
  static func check(_ container: Container) throws(LayoutError) {
    var problems = LayoutProblems.first
    collect(container, into: &problems)
    if let first = problems.errors.first { throw first }
  }

  /// Collects the container's problems.
  static func collect(_ container: Container, into problems: inout LayoutProblems) {
    if let rule = Limits.violation(ofPositiveLength: container.width) {
      problems.add(LayoutError(.container, field: "width", rule: rule))
    }
    if container.axis == .horizontal {
      if let rule = Limits.violation(ofPositiveLength: container.height) {
        problems.add(LayoutError(.container, field: "height", rule: rule))
      }
    } else if let rule = Limits.violation(ofLength: container.height) {
      problems.add(LayoutError(.container, field: "height", rule: rule))
    }
    if let rule = Limits.violation(ofScale: container.scale) {
      problems.add(LayoutError(.container, field: "scale", rule: rule))
    }
  }

  /// Collects the problems of a section's insets, header, footer and background, measured
  /// against the container's cross extent.
  static func collectFrame(
    of section: LayoutSection, at index: Int, in container: Container,
    into problems: inout LayoutProblems
  ) {
    collect(section.insets, at: .section(index), crossExtent: container, into: &problems)
    if let header = section.header {
      collect(header, at: .header(section: index), in: container, into: &problems)
    }
    if let footer = section.footer {
      collect(footer, at: .footer(section: index), in: container, into: &problems)
    }
    if let background = section.background {
      // A background shrinks to zero size rather than below it: any insets fit.
      collect(
        background.insets, at: .background(section: index), crossExtent: nil, into: &problems)
    }
  }

  /// Collects the problems of a header or footer at `location`: its extent and its insets.
  private static func collect(
    _ supplementary: Supplementary, at location: LayoutError.Location, in container: Container,
    into problems: inout LayoutProblems
  ) {
    problems.add(
      location, field: container.axis == .vertical ? "height" : "width",
      breaking: Limits.violation(ofLength: supplementary.extent))
    collect(supplementary.insets, at: location, crossExtent: container, into: &problems)
  }

  /// Collects the problems of the `insets` at `location` and, with `crossExtent`, that their
  /// leading and trailing parts leave room across the container.
  private static func collect(
    _ insets: Insets, at location: LayoutError.Location, crossExtent container: Container?,
    into problems: inout LayoutProblems
  ) {
    let before = problems.totalCount
    // The fields as literals: no text is joined for them.
    problems.add(location, field: "insets.top", breaking: Limits.violation(ofLength: insets.top))
    problems.add(location, field: "insets.left", breaking: Limits.violation(ofLength: insets.left))
    problems.add(
      location, field: "insets.bottom", breaking: Limits.violation(ofLength: insets.bottom))
    problems.add(
      location, field: "insets.right", breaking: Limits.violation(ofLength: insets.right))
    guard problems.totalCount == before, let container else { return }
    let across = container.axis == .vertical ? insets.horizontal : insets.vertical
    let room = container.crossExtent - across
    if room < 0 {
      problems.add(LayoutError(location, field: "insets", rule: .insetsExceedWidth(room)))
    }
  }

  /// Returns the generic rule an item breaks, with the offending field, if any.
  static func violation(of item: Item, axis: ScrollAxis) -> (field: String, rule: LayoutError.Rule)?
  {
    switch item.sizing {
    case .extent(let length):
      if let rule = Limits.violation(ofLength: length) {
        return (axis == .vertical ? "height" : "width", rule)
      }
    case .size(let size):
      if let rule = Limits.violation(ofLength: size.width) { return ("width", rule) }
      if let rule = Limits.violation(ofLength: size.height) { return ("height", rule) }
    case .aspectRatio(let ratio):
      if let rule = Limits.violation(ofAspectRatio: ratio) { return ("aspectRatio", rule) }
    }
    if let baseline = item.baseline, let rule = Limits.violation(ofLength: baseline) {
      return ("baseline", rule)
    }
    if let grow = item.grow, let rule = Limits.violation(ofGrowFactor: grow) {
      return ("grow", rule)
    }
    return nil
  }

  /// Returns the rule an item breaks, generically or for `strategy` in a body of `bodyWidth`,
  /// with the offending field (empty for a rule of the whole sizing), if any.
  static func violation<Strategy: BodyLayout>(
    of item: Item, axis: ScrollAxis, strategy: Strategy, bodyWidth: Double
  ) -> (field: String, rule: LayoutError.Rule)? {
    if let violation = violation(of: item, axis: axis) { return violation }
    if let rule = strategy.violation(of: item.canonical(for: axis)) { return ("", rule) }
    return strategy.placementViolation(of: item, bodyWidth: bodyWidth)
  }

  /// Checks one item, generically and against `strategy`: the check a strategy that
  /// `checksItemsWhilePlacing` makes on each item it reads (a fast test, then the detailed one
  /// that names the rule only for an item that fails it). Placement options (a waterfall's span
  /// and column) are the strategy's to check.
  @inline(__always)
  static func check<Strategy: BodyLayout>(
    _ item: Item, at index: Int, section: Int, axis: ScrollAxis, strategy: Strategy
  ) throws(LayoutError) {
    if isPlainlyValid(item), strategy.violation(of: item.canonical(for: axis)) == nil { return }
    if let (field, rule) = violation(of: item, axis: axis) {
      throw LayoutError(.item(section: section, item: index), field: field, rule: rule)
    }
    if let rule = strategy.violation(of: item.canonical(for: axis)) {
      throw LayoutError(.item(section: section, item: index), field: "", rule: rule)
    }
  }

  /// Whether an item without a baseline obviously passes the generic rules: the fast path of
  /// ``check(_:in:section:axis:strategy:bodyWidth:)``; anything else takes the detailed path.
  @inline(__always)
  static func isPlainlyValid(_ item: Item) -> Bool {
    guard !item.hasFlowDetails else { return false }
    let most = Limits.maximumLength
    // Comparisons with NaN are false, so NaN takes the detailed path.
    switch item.sizing {
    case .extent(let length): return length >= 0 && length <= most
    case .size(let size):
      return size.width >= 0 && size.width <= most && size.height >= 0 && size.height <= most
    case .aspectRatio(let ratio):
      return ratio >= Limits.aspectRatios.lowerBound && ratio <= Limits.aspectRatios.upperBound
    }
  }

  /// Checks items `range` of section `section`, generically and against `strategy` in a body of
  /// `bodyWidth`, throwing for the first that breaks a rule.
  static func check<Strategy: BodyLayout>(
    _ items: [Item], in range: Range<Int>, section: Int, axis: ScrollAxis, strategy: Strategy,
    bodyWidth: Double
  ) throws(LayoutError) {
    // The fast path: one pass that only says whether every item is plainly valid.
    let clean = items.withUnsafeBufferPointer { buffer in
      var clean = true
      for index in range {
        let item = buffer[index]
        clean =
          clean && isPlainlyValid(item) && strategy.violation(of: item.canonical(for: axis)) == nil
          && (item.span == 1 && item.column == nil
            || strategy.placementViolation(of: item, bodyWidth: bodyWidth) == nil)
      }
      return clean
    }
    if clean { return }
    var problems = LayoutProblems.first
    collect(
      items, in: range, section: section, axis: axis, strategy: strategy, bodyWidth: bodyWidth,
      into: &problems)
    if let first = problems.errors.first { throw first }
  }

  /// Collects the problems of items `range` of section `section`.
  static func collect<Strategy: BodyLayout>(
    _ items: [Item], in range: Range<Int>, section: Int, axis: ScrollAxis, strategy: Strategy,
    bodyWidth: Double, into problems: inout LayoutProblems
  ) {
    for index in range {
      if let (field, rule) = violation(
        of: items[index], axis: axis, strategy: strategy, bodyWidth: bodyWidth)
      {
        problems.add(LayoutError(.item(section: section, item: index), field: field, rule: rule))
        // A check that throws the first problem needs no more.
        if problems.stopsAtFirst { return }
      }
    }
  }
}
