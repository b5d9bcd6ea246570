// Step 5, line placement: each line's boxes are placed along it (`justify`, CSS
// `justify-content`) and across it (`alignItems`, CSS `align-items`), and become frames.

extension FlowLayout {
  /// The step that writes a line's frames: its boxes along the line by `justify`, across it by
  /// `alignItems`.
  ///
  /// `top` is the line's top (canonical, absolute) and `size` its height (grown by
  /// `alignContent` `stretch`, if so). Its items grow by their factors (``Growth``) unless
  /// `grows` is false. Appends the frames of the line's items with `frames` and
  /// returns the badge's frame, if the line ends with it. Frames are canonical and absolute.
  ///
  /// - Complexity: O(k) for k items.
  static func place(
    _ line: Line, top: Double, size: Double, justify: Justify, grows: Bool = true, in body: Body,
    bounds: BodyBounds, frames: inout FrameAppender
  ) -> Rect? {
    let layout = body.layout
    let count = line.items.count + (line.badge == nil ? 0 : 1)
    let growth = Growth(line, free: body.width - line.mainSize, grows: grows, in: body)
    let main = distribution(justifying: justify, free: growth.leftover, count: count)
    let step = layout.itemSpacing + main.gap
    var x = main.offset
    func frame(of box: Box) -> Rect {
      let cross = placement(
        of: box, aligning: layout.alignItems, lineSize: size, cross: line.cross)
      let frame = Rect(
        x: bounds.originX + x, y: top + cross.top, width: box.width, height: cross.height)
      x += box.width + step
      return frame
    }
    if growth.isActive {
      for index in line.items {
        var box = body.box(index)
        box.width += growth.share(ofFactor: body.grow(index))
        frames.append(frame(of: box))
      }
    } else {
      for index in line.items { frames.append(frame(of: body.box(index))) }
    }
    return line.badge.map(frame(of:))
  }
}

extension FlowLayout {
  /// How free space is shared along a run of boxes (a line's items, or a body's lines).
  struct Distribution: Equatable, Sendable {
    /// The space before the first box.
    var offset = 0.0
    /// The space added between adjacent boxes, beyond the spacing.
    var gap = 0.0
    /// The space added to every box's own extent (`stretch`).
    var growth = 0.0
  }
}

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

extension FlowLayout {
  /// The cross-axis step: where a box sits in its line (CSS `align-items`), as its top relative
  /// to the line's top, and its height.
  ///
  /// `lineSize` is the line's height (grown by `alignContent` `stretch`, if so) and `cross` the
  /// extents of its boxes. With `baseline` the boxes' baselines line up at the line's greatest
  /// ascent; with `stretch` every box becomes as tall as the line.
  ///
  /// - Complexity: O(1).
  static func placement(
    of box: Box, aligning mode: AlignItems, lineSize: Double, cross: CrossExtent
  ) -> (top: Double, height: Double) {
    switch mode {
    case .top: (0, box.height)
    case .center: ((lineSize - box.height) / 2, box.height)
    case .bottom: (lineSize - box.height, box.height)
    case .stretch: (0, lineSize)
    case .baseline: (cross.ascent - box.ascent, box.height)
    }
  }
}
