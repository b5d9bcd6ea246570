/// The checks every strategy shares: container, section frame, headers, footers and the generic
/// rules of item sizes. Field names are those of the layout document, as given (before the
/// horizontal transpose), so an error points at what the user wrote.
enum Validation {
  /// Checks the container.
  static func check(_ container: Container) throws(LayoutError) {
    if let rule = Limits.violation(ofLength: container.width) {
      throw LayoutError(.container, field: "width", rule: rule)
    }
    if container.width == 0 {
      throw LayoutError(.container, field: "width", rule: .finitePositive)
    }
    if let rule = Limits.violation(ofLength: container.height) {
      throw LayoutError(.container, field: "height", rule: rule)
    }
    if container.axis == .horizontal, container.height == 0 {
      throw LayoutError(.container, field: "height", rule: .finitePositive)
    }
    if let rule = Limits.violation(ofLength: container.scale) {
      throw LayoutError(.container, field: "scale", rule: rule)
    }
    // Snapping to a fraction of a pixel would move edges off the pixel grid it promises.
    if container.scale.rounded(.down) != container.scale {
      throw LayoutError(.container, field: "scale", rule: .wholeScale)
    }
  }

  /// Checks a section's insets, header and footer against the container's cross extent.
  static func check(_ section: Section, at index: Int, in container: Container) throws(LayoutError)
  {
    try check(section.insets, at: .section(index), field: "insets", crossExtent: container)
    let extentField = container.axis == .vertical ? "height" : "width"
    for (supplementary, location) in [
      (section.header, LayoutError.Location.header(section: index)),
      (section.footer, .footer(section: index)),
    ] {
      guard let supplementary else { continue }
      if let rule = Limits.violation(ofLength: supplementary.extent) {
        throw LayoutError(location, field: extentField, rule: rule)
      }
      try check(supplementary.insets, at: location, field: "insets", crossExtent: container)
    }
  }

  /// Checks insets and that their leading and trailing parts leave room across the container.
  private static func check(
    _ insets: Insets, at location: LayoutError.Location, field: String,
    crossExtent container: Container
  ) throws(LayoutError) {
    for (name, value) in [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
      ("right", insets.right),
    ] {
      if let rule = Limits.violation(ofLength: value) {
        throw LayoutError(location, field: field + "." + name, rule: rule)
      }
    }
    let across = container.axis == .vertical ? insets.horizontal : insets.vertical
    let room = container.crossExtent - across
    if room < 0 {
      throw LayoutError(location, field: field, rule: .insetsExceedWidth(room))
    }
  }

  /// Returns the generic rule an item breaks, with the offending field, if any.
  static func violation(of item: Item, axis: Axis) -> (field: String, rule: LayoutError.Rule)? {
    switch item.sizing {
    case .extent(let length):
      if let rule = Limits.violation(ofLength: length) {
        return (axis == .vertical ? "height" : "width", rule)
      }
    case .size(let size):
      if let rule = Limits.violation(ofLength: size.width) { return ("width", rule) }
      if let rule = Limits.violation(ofLength: size.height) { return ("height", rule) }
    case .aspectRatio(let ratio):
      guard ratio.isFinite, ratio > 0 else { return ("aspectRatio", .finitePositive) }
      if !Limits.aspectRatios.contains(ratio) { return ("aspectRatio", .aspectRatioOutOfRange) }
    }
    if let baseline = item.baseline, let rule = Limits.violation(ofLength: baseline) {
      return ("baseline", rule)
    }
    return nil
  }

  /// Checks one item, generically and against `strategy`: the check a strategy that
  /// `checksItemsWhilePlacing` makes on each item it reads (a fast test, then the detailed one
  /// that names the rule only for an item that fails it).
  @inline(__always)
  static func check<Strategy: BodyLayout>(
    _ item: Item, at index: Int, section: Int, axis: Axis, strategy: Strategy
  ) throws(LayoutError) {
    if isPlainlyValid(item), strategy.violation(of: item.canonical(for: axis)) == nil { return }
    try check([item], in: 0..<1, section: section, axis: axis, strategy: strategy, offset: index)
  }

  /// Whether an item without a baseline obviously passes the generic rules: the fast path of
  /// ``check(_:in:section:axis:strategy:)``; anything else takes the detailed path.
  @inline(__always)
  private static func isPlainlyValid(_ item: Item) -> Bool {
    guard item.baseline == nil else { return false }
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

  /// Checks items `range` of section `section`, generically and against `strategy`.
  static func check<Strategy: BodyLayout>(
    _ items: [Item], in range: Range<Int>, section: Int, axis: Axis, strategy: Strategy,
    offset: Int = 0
  ) throws(LayoutError) {
    // The fast path: one pass that only says whether every item is plainly valid.
    let clean = items.withUnsafeBufferPointer { buffer in
      var clean = true
      for index in range {
        let item = buffer[index]
        clean =
          clean && isPlainlyValid(item) && strategy.violation(of: item.canonical(for: axis)) == nil
      }
      return clean
    }
    if clean { return }
    for index in range {
      let item = items[index]
      if let (field, rule) = violation(of: item, axis: axis) {
        throw LayoutError(.item(section: section, item: offset + index), field: field, rule: rule)
      }
      if let rule = strategy.violation(of: item.canonical(for: axis)) {
        throw LayoutError(.item(section: section, item: offset + index), field: "", rule: rule)
      }
    }
  }
}
