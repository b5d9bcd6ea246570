import Brickwork
import Testing

/// Bad input to a flow section: a clear error naming the place, never a crash.
@Suite struct FlowValidationTests {
  typealias T = FlowTest

  private func error(_ flow: FlowLayout, items: [Item] = [], width: Double = 100) -> String? {
    do {
      _ = try LayoutResult(
        container: Container(width: width), sections: [LayoutSection(.flow(flow), items: items)])
      return nil
    } catch {
      return error.description
    }
  }

  @Test func itemsMustGiveWidthAndHeight() {
    for item in [Item.extent(10), .aspectRatio(1.5)] {
      #expect(
        error(FlowLayout(), items: [T.tag(1, 1), item])
          == "sections[0].items[1]: must give width and height for this layout")
    }
  }

  @Test func lengthsMustBeFiniteAndNonNegative() {
    let finite = "must be a finite number >= 0"
    var flow = FlowLayout()
    flow.itemSpacing = -1
    #expect(error(flow) == "sections[0].itemSpacing: \(finite)")
    flow = FlowLayout(lineSpacing: .nan)
    #expect(error(flow) == "sections[0].lineSpacing: \(finite)")
    flow = FlowLayout(height: .infinity)
    #expect(error(flow) == "sections[0].height: \(finite)")
    flow = FlowLayout(height: 2e9)
    #expect(error(flow) == "sections[0].height: must be <= 1e9")
    flow = FlowLayout(maxLines: -1)
    #expect(error(flow) == "sections[0].maxLines: must be an integer >= 0")
    flow = FlowLayout(moreBadge: Size(width: .nan, height: 1))
    #expect(error(flow) == "sections[0].moreBadge.width: \(finite)")
    flow = FlowLayout(moreBadge: Size(width: 1, height: -0.5))
    #expect(error(flow) == "sections[0].moreBadge.height: \(finite)")
    #expect(
      error(FlowLayout(), items: [T.tag(-1, 1)]) == "sections[0].items[0].width: \(finite)")
    #expect(
      error(FlowLayout(), items: [T.tag(1, .infinity)])
        == "sections[0].items[0].height: \(finite)")
    #expect(
      error(FlowLayout(alignItems: .baseline), items: [T.tag(1, 1, baseline: -2)])
        == "sections[0].items[0].baseline: \(finite)")
  }

  @Test func updatesCheckChangedItems() throws {
    var layout = try T.layout(FlowLayout(), items: [T.tag(10, 10)], width: 100)
    let before = Array(layout.elements)
    let bad = [LayoutSection(.flow(FlowLayout()), items: [T.tag(10, 10), .extent(3)])]
    #expect(throws: LayoutError.self) { try layout.update(bad, after: .itemsAppended) }
    #expect(Array(layout.elements) == before)
  }

  @Test func extremeButValidInputLaysOut() throws {
    let huge = Limits.maximumLength
    let layout = try T.layout(
      FlowLayout(
        itemSpacing: huge, lineSpacing: huge, justify: .spaceEvenly, alignItems: .baseline,
        height: huge, alignContent: .spaceAround, maxLines: Int.max,
        moreBadge: Size(width: huge, height: huge)),
      items: [T.tag(huge, huge, baseline: huge), T.tag(0, 0), T.tag(huge, 0)], width: huge)
    for frame in T.frames(layout) {
      #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite)
    }
  }
}
