/// The flow strategy (自动换行): tags, chips and buttons wrapping onto lines.
///
/// Exactly CSS `display: flex; flex-flow: row wrap` with fixed-size items (`flex: none`),
/// `column-gap: itemSpacing` and `row-gap: lineSpacing`, plus what tag screens need and no
/// browser gives: a justification for the last line, balanced line breaking, a maximum number
/// of lines and a "+N" badge for the items cut. Items give a `size` (width and height); in a
/// horizontal layout it is transposed like every item's, and the badge's with it.
///
/// The steps, each a function over plain values in a file that names its number (the driver,
/// `FlowLayout+BodyLayout.swift`, runs them; `FlowLayout.Body.swift` is what they all read):
/// 1. Break the items into lines, greedy or balanced, keeping every forced break.
/// 2. Size each line: its main size and its height.
/// 3. Cut at `maxLines` and a fixed `height`, and end the last kept line with the badge.
/// 4. Share a fixed height's free space among the kept lines (`alignContent`).
/// 5. Place each line's boxes along it (`justify`) and across it (`alignItems`).
///
/// Where CSS or the layout rules (docs/layout-rules.md) leave a choice open, Brickwork decides:
/// - **Fit.** A line fits when its items and spacing exceed the body width by at most a
///   relative 1e-9 (so rounding such as 0.1 + 0.2 never wraps a line); lines fit a fixed
///   height with the same tolerance.
/// - **Oversized items** are clamped to the body width (CSS `max-width: 100%`). A clamped item
///   fills its line, so it sits alone, except that with no `itemSpacing` a zero-width item
///   still fits beside it, as in CSS.
/// - **Overflow.** Free space is negative only within the fit tolerance. Then, as CSS,
///   `spaceBetween` falls back to `leading`/`top`, `spaceAround`, `spaceEvenly` and
///   `stretch` to the start (a safe center), while `center`, `trailing` and `bottom` are
///   unsafe.
/// - **The last line** is the line that holds the section's last item, also when it is the
///   only line: `lastLineJustify` applies to it. A line that ends before hidden items (cut by
///   `maxLines` or the height, or ended by the badge) is a full line and uses `justify`.
/// - **Baselines** may lie anywhere from the item's top, even below its bottom edge, as CSS
///   allows (the item's descent is then negative; the line is its greatest ascent plus its
///   greatest descent). A horizontal layout is the transpose: lines become columns and an
///   item's baseline is measured from its left edge.
/// - **The badge** is clamped to the body width like an item and is the last box of its line:
///   it counts in the line's height, is justified with the items, and aligned like an item
///   (stretched by `stretch`; with `baseline`, its baseline is its bottom edge, as for an item
///   without one). In a fixed-height body, items also leave the line until the line with the
///   badge still fits the height; if even the badge alone does not, that line is hidden too and
///   the badge ends the line before. When no line is left there is no badge.
/// - **A fixed height** is the body's height, whatever is kept, also when no line fits.
/// - **Balanced ties.** Costs within 1e-9 · width² of each other are equal (this absorbs
///   rounding); among equal breakings the earlier lines are fuller.
/// - **Growth.** Items grow (``itemGrow``, ``Item/grow``) after the cut, by the line's free
///   space with the badge counted: the badge never grows. A line whose free space is negative
///   (within the fit tolerance) grows no item. See `FlowLayout+Grow.swift`.
/// - **Forced breaks.** An item with `startsLine` begins a new line (a no-op for the first
///   item). Balanced breaking balances each run between forced breaks as a body of its own:
///   greedy's line count of the run, the cost over all its lines but its last, ties within
///   the run.
///
/// - Complexity: O(n) for n items with greedy breaking (appending continues from the open
///   line; a change recomputes from the checkpoint before it, every 1,024 items), O(n·k) with
///   balanced breaking for lines of at most k items (bounded by `max(2²², 64·n)` steps, past
///   which a hostile body of thousands of zero-width items keeps its greedy lines). Balanced breaking, and a fixed height with
///   an `alignContent` other than `top` or with a badge, make every line depend on the whole
///   section, so those sections are recomputed whole on any change.
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
  /// How the last line's items share its free space; `nil` means `justify`. The last line is
  /// the one holding the section's last item, also when it is the only line.
  public var lastLineJustify: Justify?
  /// How items sit in their line.
  public var alignItems: AlignItems
  /// A fixed body height (along the scroll axis); 0 sizes the body to its lines. Lines that do
  /// not fit entirely are hidden, with every item after them.
  public var height: Double
  /// How the kept lines share the free space of a fixed-height body.
  public var alignContent: AlignContent
  /// How items are broken into lines.
  public var lineBreaking: LineBreaking
  /// The most lines shown; 0 for no limit.
  public var maxLines: Int
  /// The size of a "more" badge ending the last kept line when items are hidden; `nil` for none.
  /// Items move from the end of that line to the hidden ones until the badge fits.
  public var moreBadge: Size?
  /// The grow factor of every item that gives none of its own (``Item/grow``), as CSS
  /// `flex-grow`: on a line whose factors sum to G > 0, item i takes `F * g_i / max(1, G)` of
  /// the line's free space F; 0 keeps items at their own widths. Line breaking reads only the
  /// items' own widths.
  public var itemGrow: Double
  /// Whether the items of the last shown line grow too (as CSS); `false` keeps them at their own
  /// widths, placed by `lastLineJustify` where it applies, else by `justify`.
  public var growLastLine: Bool

  /// Creates a flow strategy; the defaults are those of the layout document.
  public init(
    itemSpacing: Double = Default.itemSpacing, lineSpacing: Double = Default.lineSpacing,
    justify: Justify = .leading, lastLineJustify: Justify? = nil, alignItems: AlignItems = .top,
    height: Double = 0,
    alignContent: AlignContent = .top, lineBreaking: LineBreaking = .greedy, maxLines: Int = 0,
    moreBadge: Size? = nil, itemGrow: Double = Default.itemGrow,
    growLastLine: Bool = Default.growLastLine
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
    self.itemGrow = itemGrow
    self.growLastLine = growLastLine
  }
}
