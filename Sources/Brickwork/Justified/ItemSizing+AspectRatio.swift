extension ItemSizing {
  /// The photo's aspect ratio (width / height) as the justified layout reads it: a pixel size's
  /// width over its height, or the ratio given.
  ///
  /// Only items the justified layout accepted reach it (both sides of a size positive); a bare
  /// extent, which validation rejects, reads as 1 so that nothing can trap.
  @inline(__always)
  var photoAspectRatio: Double {
    switch self {
    case .aspectRatio(let ratio): ratio
    case .size(let size): size.width / size.height
    case .extent: 1
    }
  }

  /// The rule this sizing breaks as a justified photo, if any; generic checks (finite,
  /// non-negative sides, a finite positive ratio in range) have been made already.
  var justifiedViolation: LayoutError.Rule? {
    switch self {
    case .extent: return .aspectRatioRequired
    case .size(let size):
      guard size.width > 0, size.height > 0 else { return .degenerateAspectRatio }
      return Limits.aspectRatios.contains(size.width / size.height) ? nil : .aspectRatioOutOfRange
    case .aspectRatio: return nil
    }
  }
}

extension CanonicalItems {
  /// The canonical aspect ratio of item `index`: the `photoAspectRatio` of `self[index]`,
  /// read without copying the item (the same operations, so the same bits).
  @inline(__always)
  func aspectRatio(at index: Int) -> Double {
    let vertical = axis == .vertical
    switch items[index].sizing {
    case .aspectRatio(let ratio): return vertical ? ratio : 1 / ratio
    case .size(let size): return vertical ? size.width / size.height : size.height / size.width
    case .extent: return 1
    }
  }
}
