/// Every rule a configuration breaks, found without laying it out: the first problems in
/// document order, up to a limit, and how many there are in all.
///
/// ```swift
/// let problems = LayoutResult.problems(container: container, sections: sections)
/// for error in problems.errors { print(error) }   // sections[0].items[3].height: must be …
/// if problems.totalCount > problems.errors.count { print("and \(problems.totalCount - problems.errors.count) more") }
/// ```
public struct LayoutProblems: Hashable, Sendable {
  /// The first problems found, in document order: the container, then each section's insets,
  /// header, footer, background, options and items.
  public private(set) var errors: [LayoutError] = []
  /// How many problems there are, including those past the limit.
  public private(set) var totalCount = 0
  /// How many problems `errors` keeps at most.
  public let limit: Int
  /// Whether only the first problem matters (a throwing check): collecting may stop there, and
  /// `totalCount` then counts no further.
  let stopsAtFirst: Bool

  /// An empty list keeping at most `limit` problems; with `stopsAtFirst`, for a check that
  /// throws the first one.
  init(limit: Int, stopsAtFirst: Bool = false) {
    self.limit = max(0, limit)
    self.stopsAtFirst = stopsAtFirst
  }

  /// The list of a check that throws its first problem.
  static var first: LayoutProblems { LayoutProblems(limit: 1, stopsAtFirst: true) }

  /// Whether the configuration breaks no rule.
  public var isEmpty: Bool { totalCount == 0 }

  /// Records a problem.
  mutating func add(_ error: LayoutError) {
    totalCount += 1
    if errors.count < limit { errors.append(error) }
  }

  /// Records the problem of `field` at `location` breaking `rule`, when there is a rule.
  @inline(__always)
  mutating func add(
    _ location: LayoutError.Location, field: String, breaking rule: LayoutError.Rule?
  ) {
    if let rule { add(LayoutError(location, field: field, rule: rule)) }
  }

  /// Records every problem of `errors`.
  mutating func add(contentsOf errors: [LayoutError]) {
    for error in errors { add(error) }
  }
}

extension LayoutResult {
  /// Every rule `sections` in `container` break, without laying them out: the container, each
  /// section's insets, header, footer, background and options, and every item (its size and,
  /// in a waterfall, its span and column).
  ///
  /// A configuration whose problems are empty lays out without error. Layers that read values
  /// from elsewhere (a document, a file, flags, delegate answers) use this to report every
  /// problem at once in the core's words.
  ///
  /// - Parameters:
  ///   - container: The container the sections would fill.
  ///   - sections: The sections to check.
  ///   - limit: How many problems to keep; the rest are only counted.
  /// - Complexity: O(n) for n items, and O(1) memory beyond `limit` problems.
  public static func problems(container: Container, sections: [LayoutSection], limit: Int = 100)
    -> LayoutProblems
  {
    var problems = LayoutProblems(limit: limit)
    Validation.collect(container, into: &problems)
    // Sections are measured against the container; against a broken one (NaN) only the rules
    // that do not depend on its size are checked.
    var measured = container
    if !problems.isEmpty {
      measured.width = .nan
      measured.height = .nan
    }
    for (index, section) in sections.enumerated() {
      SectionStack.collect(section, at: index, in: measured, into: &problems)
    }
    return problems
  }
}
