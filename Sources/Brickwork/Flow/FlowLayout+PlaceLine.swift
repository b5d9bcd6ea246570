extension FlowLayout {
  /// The step that writes a line's frames: its boxes along the line by `justify`, across it by
  /// `alignItems`.
  ///
  /// `top` is the line's top relative to the body top and `size` its height (grown by
  /// `alignContent` `stretch`, if so). Appends the frames of the line's items to `frames` and
  /// returns the badge's frame, if the line ends with it. Frames are canonical and absolute.
  ///
  /// - Complexity: O(k) for k items.
  static func place(
    _ line: Line, top: Double, size: Double, justify: Justify, in body: Body,
    bounds: BodyBounds, frames: inout FrameBuffer
  ) -> Rect? {
    let layout = body.layout
    let count = line.items.count + (line.badge == nil ? 0 : 1)
    let main = distribution(justifying: justify, free: body.width - line.mainSize, count: count)
    let step = layout.itemSpacing + main.gap
    let lineTop = bounds.top + top
    var x = main.offset
    func frame(of box: Box) -> Rect {
      let cross = placement(
        of: box, aligning: layout.alignItems, lineSize: size, cross: line.cross)
      let frame = Rect(
        x: bounds.originX + x, y: lineTop + cross.top, width: box.width, height: cross.height)
      x += box.width + step
      return frame
    }
    for index in line.items { frames.append(frame(of: body.box(index))) }
    return line.badge.map(frame(of:))
  }
}
