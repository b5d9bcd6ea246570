// Step 4, free space among lines: a fixed height's free space is shared among the kept lines
// (CSS `align-content`).

extension FlowLayout {
  /// The step that shares a fixed-height body's free space among its kept lines (CSS
  /// `align-content`).
  ///
  /// `free` is the body height minus the packed lines and the spacing between them, `count` the
  /// number of kept lines. Lines share space as a line's items do (CSS uses the same rules for
  /// both, overflow fallbacks included), and `stretch` grows each line by an equal share; on
  /// overflow (only within the fit tolerance) it falls back to `top`.
  ///
  /// - Complexity: O(1).
  static func distribution(aligning mode: AlignContent, free: Double, count: Int) -> Distribution {
    guard count > 0 else { return Distribution() }
    let packing: Justify
    switch mode {
    case .top: packing = .leading
    case .center: packing = .center
    case .bottom: packing = .trailing
    case .spaceBetween: packing = .spaceBetween
    case .spaceAround: packing = .spaceAround
    case .spaceEvenly: packing = .spaceEvenly
    case .stretch:
      return free > 0 ? Distribution(growth: free / Double(count)) : Distribution()
    }
    return distribution(justifying: packing, free: free, count: count)
  }
}
