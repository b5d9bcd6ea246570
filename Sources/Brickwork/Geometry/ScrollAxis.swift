/// The direction in which a layout scrolls and its sections stack.
public enum ScrollAxis: Hashable, Sendable, CaseIterable {
  /// Sections stack top to bottom across the container's width (the default).
  case vertical
  /// Sections stack left to right across the viewport's height: the exact transpose of
  /// `vertical`. Waterfall columns become rows and flow lines become columns.
  case horizontal
}
