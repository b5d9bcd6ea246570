extension FlowLayout {
  /// The step that shares a fixed-height body's free space among its kept lines (CSS
  /// `align-content`).
  ///
  /// `free` is the body height minus the packed lines and the spacing between them, `count` the
  /// number of kept lines. Free space is negative only within the fit tolerance; then
  /// `spaceBetween`, `spaceAround`, `spaceEvenly` and `stretch` fall back to `top` (CSS's
  /// flex-start and safe center), while `center` and `bottom` stay unsafe.
  ///
  /// - Complexity: O(1).
  static func distribution(aligning mode: AlignContent, free: Double, count: Int) -> Distribution {
    guard count > 0 else { return Distribution() }
    switch mode {
    case .top:
      return Distribution()
    case .center:
      return Distribution(offset: free / 2)
    case .bottom:
      return Distribution(offset: free)
    case .spaceBetween:
      guard count > 1, free > 0 else { return Distribution() }
      return Distribution(gap: free / Double(count - 1))
    case .spaceAround:
      guard free > 0 else { return Distribution() }
      return Distribution(offset: free / Double(2 * count), gap: free / Double(count))
    case .spaceEvenly:
      guard free > 0 else { return Distribution() }
      let space = free / Double(count + 1)
      return Distribution(offset: space, gap: space)
    case .stretch:
      guard free > 0 else { return Distribution() }
      return Distribution(growth: free / Double(count))
    }
  }
}
