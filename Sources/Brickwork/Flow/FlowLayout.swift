/// The flow strategy (自动换行): tags, chips and buttons wrapping onto lines.
///
/// Exactly CSS `display: flex; flex-flow: row wrap` with fixed-size items (`flex: none`),
/// `column-gap: itemSpacing` and `row-gap: lineSpacing`, plus what tag screens need and no
/// browser gives: a justification for the last line, balanced line breaking, a maximum number
/// of lines and a "+N" badge for the items cut.
public struct FlowLayout: Hashable, Sendable {
  /// How the items of a line share its free space (CSS `justify-content`).
  public enum Justify: Hashable, Sendable, CaseIterable {
    /// Packed at the leading edge (`flex-start`).
    case leading
    /// Packed around the middle (`center`).
    case center
    /// Packed at the trailing edge (`flex-end`).
    case trailing
    /// First and last at the edges, equal space between (`space-between`).
    case spaceBetween
    /// Equal space around each item, half at the edges (`space-around`).
    case spaceAround
    /// Equal space between the items and at the edges (`space-evenly`).
    case spaceEvenly
  }

  /// How items sit in their line (CSS `align-items`).
  public enum AlignItems: Hashable, Sendable, CaseIterable {
    /// At the line's top (`flex-start`).
    case top
    /// Centred in the line (`center`).
    case center
    /// At the line's bottom (`flex-end`).
    case bottom
    /// As tall as the line (`stretch`).
    case stretch
    /// Baselines lined up (`baseline`).
    case baseline
  }

  /// How lines share the free space of a fixed-height body (CSS `align-content`).
  public enum AlignContent: Hashable, Sendable, CaseIterable {
    /// Packed at the top (`flex-start`).
    case top
    /// Packed around the middle (`center`).
    case center
    /// Packed at the bottom (`flex-end`).
    case bottom
    /// First and last at the edges, equal space between (`space-between`).
    case spaceBetween
    /// Equal space around each line, half at the edges (`space-around`).
    case spaceAround
    /// Equal space between the lines and at the edges (`space-evenly`).
    case spaceEvenly
    /// Lines grow equally to fill the body (`stretch`).
    case stretch
  }

  /// How items are broken into lines.
  public enum LineBreaking: Hashable, Sendable, CaseIterable {
    /// Each line takes as many items as fit (CSS flex-wrap).
    case greedy
    /// As many lines as greedy, with breaks that even out the lines' leftover widths.
    case balanced
  }

  /// The space between adjacent items on a line.
  public var itemSpacing: Double
  /// The space between adjacent lines.
  public var lineSpacing: Double
  /// How each line's items share its free space.
  public var justify: Justify
  /// How the last line's items share its free space; `nil` means `justify`.
  public var lastLineJustify: Justify?
  /// How items sit in their line.
  public var alignItems: AlignItems
  /// A fixed body height (along the scroll axis); 0 sizes the body to its lines. Lines that do
  /// not fit entirely are hidden.
  public var height: Double
  /// How the kept lines share the free space of a fixed-height body.
  public var alignContent: AlignContent
  /// How items are broken into lines.
  public var lineBreaking: LineBreaking
  /// The most lines shown; 0 for no limit.
  public var maxLines: Int
  /// The size of a "more" badge ending the last kept line when items are hidden; `nil` for none.
  public var moreBadge: Size?

  /// Creates a flow strategy; the defaults are those of the layout document.
  public init(
    itemSpacing: Double = 0, lineSpacing: Double = 0, justify: Justify = .leading,
    lastLineJustify: Justify? = nil, alignItems: AlignItems = .top, height: Double = 0,
    alignContent: AlignContent = .top, lineBreaking: LineBreaking = .greedy, maxLines: Int = 0,
    moreBadge: Size? = nil
  ) {
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.justify = justify
    self.lastLineJustify = lastLineJustify
    self.alignItems = alignItems
    self.height = height
    self.alignContent = alignContent
    self.lineBreaking = lineBreaking
    self.maxLines = maxLines
    self.moreBadge = moreBadge
  }
}
