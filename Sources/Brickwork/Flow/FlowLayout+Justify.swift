extension FlowLayout {
  /// The main-axis step: how a line's boxes share the line's free space (CSS `justify-content`).
  ///
  /// `free` is the body width minus the line's main size and `count` the number of boxes (at
  /// least 1). Free space is negative only within the fit tolerance; then, as in CSS,
  /// `spaceBetween` falls back to `leading` and `spaceAround` and `spaceEvenly` to a *safe*
  /// center, which is `leading` on overflow; `center` and `trailing` stay unsafe.
  ///
  /// - Complexity: O(1).
  static func distribution(justifying mode: Justify, free: Double, count: Int) -> Distribution {
    switch mode {
    case .leading:
      return Distribution()
    case .center:
      return Distribution(offset: free / 2)
    case .trailing:
      return Distribution(offset: free)
    case .spaceBetween:
      guard count > 1, free > 0 else { return Distribution() }
      return Distribution(gap: free / Double(count - 1))
    case .spaceAround:
      guard count > 0, free > 0 else { return Distribution() }
      return Distribution(offset: free / Double(2 * count), gap: free / Double(count))
    case .spaceEvenly:
      guard count > 0, free > 0 else { return Distribution() }
      let space = free / Double(count + 1)
      return Distribution(offset: space, gap: space)
    }
  }
}
