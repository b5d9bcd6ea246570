import Testing

@testable import Brickwork

/// Each named step of the flow, on its own.
@Suite struct FlowStepTests {
  typealias Flow = FlowLayout

  private func body(_ flow: Flow, _ sizes: [(Double, Double)], width: Double) -> Flow.Body {
    let items = sizes.map { Item.size(width: $0.0, height: $0.1) }
    return Flow.Body(flow, width: width, items: CanonicalItems(items: items, axis: .vertical))
  }

  @Test func justifyDistributesFreeSpace() {
    #expect(Flow.distribution(justifying: .leading, free: 30, count: 3) == .init())
    #expect(Flow.distribution(justifying: .center, free: 30, count: 3) == .init(offset: 15))
    #expect(Flow.distribution(justifying: .trailing, free: 30, count: 3) == .init(offset: 30))
    #expect(Flow.distribution(justifying: .spaceBetween, free: 30, count: 3) == .init(gap: 15))
    #expect(
      Flow.distribution(justifying: .spaceAround, free: 30, count: 3) == .init(offset: 5, gap: 10))
    #expect(
      Flow.distribution(justifying: .spaceEvenly, free: 30, count: 2)
        == .init(offset: 10, gap: 10))
    // One item: between falls back to the start, around and evenly centre it.
    #expect(Flow.distribution(justifying: .spaceBetween, free: 30, count: 1) == .init())
    #expect(Flow.distribution(justifying: .spaceAround, free: 30, count: 1).offset == 15)
    #expect(Flow.distribution(justifying: .spaceEvenly, free: 30, count: 1).offset == 15)
  }

  /// Negative free space (within the fit tolerance): CSS's fallbacks.
  @Test func justifyOverflowFallsBackAsCSS() {
    for mode in [Flow.Justify.leading, .spaceBetween, .spaceAround, .spaceEvenly] {
      #expect(Flow.distribution(justifying: mode, free: -2, count: 3) == .init(), "\(mode)")
    }
    #expect(Flow.distribution(justifying: .center, free: -2, count: 3) == .init(offset: -1))
    #expect(Flow.distribution(justifying: .trailing, free: -2, count: 3) == .init(offset: -2))
  }

  @Test func alignContentDistributesFreeSpace() {
    #expect(Flow.distribution(aligning: .top, free: 60, count: 2) == .init())
    #expect(Flow.distribution(aligning: .center, free: 60, count: 2) == .init(offset: 30))
    #expect(Flow.distribution(aligning: .bottom, free: 60, count: 2) == .init(offset: 60))
    #expect(Flow.distribution(aligning: .spaceBetween, free: 60, count: 2) == .init(gap: 60))
    #expect(Flow.distribution(aligning: .spaceBetween, free: 60, count: 1) == .init())
    #expect(
      Flow.distribution(aligning: .spaceAround, free: 60, count: 2) == .init(offset: 15, gap: 30))
    #expect(
      Flow.distribution(aligning: .spaceEvenly, free: 60, count: 2) == .init(offset: 20, gap: 20))
    #expect(Flow.distribution(aligning: .stretch, free: 60, count: 2) == .init(growth: 30))
    for mode in Flow.AlignContent.allCases {
      #expect(Flow.distribution(aligning: mode, free: 60, count: 0) == .init(), "\(mode)")
    }
    for mode in [Flow.AlignContent.top, .spaceBetween, .spaceAround, .spaceEvenly, .stretch] {
      #expect(Flow.distribution(aligning: mode, free: -1, count: 2) == .init(), "\(mode)")
    }
    #expect(Flow.distribution(aligning: .center, free: -1, count: 2) == .init(offset: -0.5))
  }

  @Test func alignItemsPlacesABoxInItsLine() {
    let box = Flow.Box(width: 5, height: 10, ascent: 4)
    var cross = Flow.CrossExtent()
    cross.include(box)
    cross.include(Flow.Box(width: 5, height: 20, ascent: 20))
    let place = { (mode: Flow.AlignItems) in
      Flow.placement(of: box, aligning: mode, lineSize: 30, cross: cross)
    }
    #expect(place(.top) == (0, 10))
    #expect(place(.center) == (10, 10))
    #expect(place(.bottom) == (20, 10))
    #expect(place(.stretch) == (0, 30))
    #expect(place(.baseline) == (16, 10))
  }

  @Test func crossExtentSizesALine() {
    var cross = Flow.CrossExtent()
    cross.include(Flow.Box(width: 1, height: 10, ascent: 20))  // baseline below the box
    #expect(cross.size(alignItems: .baseline) == 10)
    #expect(cross.size(alignItems: .top) == 10)
    cross.include(Flow.Box(width: 1, height: 10, ascent: 0))
    #expect(cross.ascent == 20 && cross.descent == 10)
    #expect(cross.size(alignItems: .baseline) == 30)
    #expect(cross.size(alignItems: .stretch) == 10)
    #expect(cross.including(Flow.Box(width: 1, height: 40, ascent: 40)).height == 40)
  }

  @Test func greedyBreakerClosesALineWhenTheNextItemDoesNotFit() {
    let body = body(Flow(itemSpacing: 5), [], width: 50)
    func box(_ width: Double, _ height: Double) -> Flow.Box {
      Flow.Box(width: width, height: height, ascent: height)
    }
    var breaker = Flow.GreedyBreaker(start: 3)
    #expect(breaker.openLine == nil && breaker.end == 3)
    #expect(breaker.offer(box(20, 4), startsLine: false, in: body) == nil)
    // 20 + 5 + 25 = 50 fits exactly.
    #expect(breaker.offer(box(25, 7), startsLine: false, in: body) == nil)
    let closed = breaker.offer(box(0, 1), startsLine: false, in: body)
    #expect(closed?.items == 3..<5 && closed?.mainSize == 50 && closed?.cross.height == 7)
    #expect(breaker.openLine?.items == 5..<6 && breaker.openLine?.mainSize == 0)
    #expect(breaker.offer(box(50, 1), startsLine: false, in: body)?.items == 5..<6)
    #expect(breaker.openLine?.items == 6..<7 && breaker.end == 7)
    // A forced break closes the line although the item would fit; on an empty line it is a
    // no-op.
    var forced = Flow.GreedyBreaker(start: 0)
    #expect(forced.offer(box(10, 1), startsLine: true, in: body) == nil)
    #expect(forced.offer(box(10, 1), startsLine: true, in: body)?.items == 0..<1)
    #expect(forced.openLine?.items == 1..<2 && forced.openLine?.mainSize == 10)
  }

  @Test func bodyClampsBoxesAndAppliesTheTolerance() {
    let body = body(Flow(height: 100, moreBadge: Size(width: 80, height: 3)), [(70, 5)], width: 60)
    #expect(body.box(0) == Flow.Box(width: 60, height: 5, ascent: 5))
    #expect(body.badge == Flow.Box(width: 60, height: 3, ascent: 3))
    #expect(body.fits(60 + 60e-9) && !body.fits(60 + 1e-6))
    #expect(body.heightLimit == 100 + 100e-9)
    let horizontal = Flow.Body(
      Flow(moreBadge: Size(width: 8, height: 3)), width: 60,
      items: CanonicalItems(items: [], axis: .horizontal))
    #expect(horizontal.badge == Flow.Box(width: 3, height: 8, ascent: 8))
  }

  @Test func lineStackCutsAtMaxLinesAndHeight() {
    let body = body(Flow(lineSpacing: 4, height: 30, maxLines: 2), [], width: 10)
    var stack = Flow.LineStack()
    #expect(stack.nextTop(in: body) == 0)
    #expect(stack.accepts(lineOf: 30, in: body))
    #expect(!stack.accepts(lineOf: 31, in: body))
    stack = stack.pushing(lineOf: 10, in: body)
    #expect(stack == Flow.LineStack(count: 1, bottom: 10, contentBottom: 10))
    #expect(stack.nextTop(in: body) == 14)
    #expect(stack.accepts(lineOf: 16, in: body) && !stack.accepts(lineOf: 17, in: body))
    stack = stack.pushing(lineOf: 1, in: body)
    #expect(!stack.accepts(lineOf: 0, in: body))  // maxLines
  }

  /// Items leave the last line until the badge fits its width and the height; a line that
  /// cannot hold even the badge goes too.
  @Test func badgeStepMovesItemsAndLines() {
    let flow = Flow(itemSpacing: 5, height: 20)
    let body = body(flow, [(40, 10), (40, 10), (20, 20), (20, 10)], width: 100)
    let first = Flow.KeptLine(
      line: Flow.Line(0..<2, mainSize: 85, in: body), before: Flow.LineStack())
    var lines = [first]
    Flow.endWithBadge(Flow.Box(width: 30, height: 10, ascent: 10), lines: &lines, in: body)
    #expect(lines.count == 1)
    #expect(lines[0].line.items == 0..<1 && lines[0].line.mainSize == 75)
    #expect(lines[0].line.badge?.width == 30)

    // A second line, 20 tall at the top of a 20-tall body: a 15-tall badge keeps its height.
    let second = Flow.KeptLine(
      line: Flow.Line(2..<4, mainSize: 45, in: body),
      before: Flow.LineStack().pushing(lineOf: 0, in: body))
    lines = [second]
    Flow.endWithBadge(Flow.Box(width: 10, height: 15, ascent: 15), lines: &lines, in: body)
    #expect(lines.map(\.line.items) == [2..<4])
    lines = [first, second]
    Flow.endWithBadge(Flow.Box(width: 10, height: 25, ascent: 25), lines: &lines, in: body)
    #expect(lines.isEmpty)  // 25 tall fits no line of a 20-tall body
  }

  @Test func balancedLinesMatchGreedyWhenOneLineHoldsAll() {
    let body = body(Flow(lineBreaking: .balanced), [(10, 1), (20, 1)], width: 100)
    let lines = Flow.balancedLines(body)
    #expect(lines.count == 1 && lines[0].items == 0..<2 && lines[0].mainSize == 30)
    #expect(Flow.balancedLines(self.body(Flow(), [], width: 10)).isEmpty)
  }

  /// Closed lines are committed, and checkpoints kept, only where no later item can move them.
  @Test func cursorCommitsOnlyFinalLines() throws {
    let items = (0..<3000).map { Item.size(width: Double(10 + $0 % 7 * 9), height: 10) }
    func progress(_ flow: Flow) throws -> Progress<Flow.Cursor>? {
      let layout = try LayoutResult(
        container: Container(width: 200), sections: [LayoutSection(.flow(flow), items: items)])
      guard case .flow(let progress) = layout.records[0].state else { return nil }
      return progress
    }
    let streaming = try #require(try progress(Flow(itemSpacing: 4)))
    #expect(streaming.cursor.committedCount > 2900 && streaming.cursor.committedCount < 3000)
    #expect(streaming.checkpoints.count == 2)
    #expect(streaming.checkpoints.allSatisfy { $0.committedCount <= $0.placedCount })
    // With a maxLines badge the last kept line is never committed.
    let badge = try #require(try progress(Flow(maxLines: 3, moreBadge: Size(width: 9, height: 9))))
    #expect(badge.cursor.committedCount > 0 && !badge.cursor.isCommitting)
    #expect(badge.cursor.committed.count == 2)
    for flow in [
      Flow(lineBreaking: .balanced), Flow(height: 50, alignContent: .center),
      Flow(height: 50, moreBadge: Size(width: 1, height: 1)),
    ] {
      let whole = try #require(try progress(flow))
      #expect(whole.cursor.committedCount == 0 && whole.checkpoints.isEmpty, "\(flow)")
    }
  }
}
