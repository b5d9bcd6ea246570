// PLACEHOLDER: replaced by the justified strategy's implementation before it lands.
extension JustifiedLayout: BodyLayout {
  struct Cursor: BodyCursor, Equatable {
    var placedCount = 0
    var committedCount: Int { placedCount }
  }

  func checkOptions(bodyWidth: Double, section: Int) throws(LayoutError) {
    throw LayoutError(.section(section), field: "layout", rule: .inconsistentUpdate("not yet"))
  }

  func makeCursor(bodyWidth: Double) -> Cursor { Cursor() }

  func violation(of item: Item) -> LayoutError.Rule? { nil }

  var checkpointInterval: Int { 0 }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) {}

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    BodyEnd(height: 0, visibleCount: 0)
  }
}
