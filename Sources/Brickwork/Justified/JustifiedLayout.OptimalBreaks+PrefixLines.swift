// Step 1, optimal breaking, continued: lines below the table's prefix costs, so that the rows
// ending in a long run of equal photos are bounded a block of starts at a time, tightly.
//
// Why a line. In a run of equal photos, the cost c(k) of a row depends only on its number of
// photos k, and it is convex in k (`k * (B / k - D)^2 = B^2 / k - 2 * B * D + D^2 * k`; the
// computed costs are checked to be, as real numbers). The totals of the rows whose starts x lie
// in a block are `cost[x] + c(end - x)`; where `cost[x] >= a + b * (x - x0)` on the block, each is
// at least `a + b * (end - x0) + (c(k) - b * k)` for k = end - x, a convex function of k whose
// least over the block's rows is at the row nearest `argmin (c(k) - b * k)` (found once per
// block). A bound by the least prefix and the least row cost alone loses the trade between them
// (the prefix falls as the row grows and costs less): about a block's width times the slope.
// The line keeps that trade, so only rows within a few photos of the optimum are weighed.

extension JustifiedLayout.OptimalBreaks {
  /// For aligned blocks of starts at several sizes (``leafShift``, ``branchShift``,
  /// ``levels``): a line below every `cost[start]` of the block (its offset at the block's first
  /// start and its slope), kept as the table grows; for the newest block of each size, not yet
  /// complete, the least cost so far (a line of slope 0).
  ///
  /// Built only when a run of equal photos first needs it (``activate(cost:through:)``); from
  /// then on each new cost is noted (``note(cost:at:)``).
  struct PrefixLines {
    /// The least block holds `1 << leafShift` starts.
    static let leafShift = 4
    /// A block of the next size holds `1 << branchShift` blocks of this one.
    static let branchShift = 2
    /// The number of sizes: blocks of 16, 64, 256 and 1,024 starts.
    static let levels = 4

    /// The shift of the blocks of `level`: they hold `1 << shift(level)` starts.
    @inline(__always)
    static func shift(_ level: Int) -> Int { leafShift &+ branchShift &* level }

    /// `offsets[slot(level, block)]`: the line's value at the block's first start.
    private let offsets: UnsafeMutablePointer<Double>
    /// The line's slope per start.
    private let slopes: UnsafeMutablePointer<Double>
    /// The row (of the run's chain) whose cost less the slope times its photos is least, for
    /// the chain numbered `generations[...]`.
    private let turns: UnsafeMutablePointer<Int>
    /// Its rounding allowance per row (see ``Chain/turn(slope:)``).
    private let roundings: UnsafeMutablePointer<Double>
    /// The chain each `turns` entry was found for (0: none).
    private let generations: UnsafeMutablePointer<Int>
    /// For a complete block whose rows were all proved above the bound at some end e
    /// (``certify(_:_:least:endingAt:chain:)``): at most the least of `cost[x] + c(e - x) -
    /// c(e - x1)` over its starts x then weighed, x1 its last start, for the chain of
    /// `generations[...]` (-infinity: none).
    private let certificates: UnsafeMutablePointer<Double>
    /// The least cost so far of the newest block of each level.
    private let newest: UnsafeMutablePointer<Double>
    /// The first start of the first block of every level (a multiple of the largest block).
    let origin: Int
    /// `first[level]`: where the blocks of `level` begin in the arrays.
    private let first: UnsafeMutablePointer<Int>
    /// `bases[level]`: the index of block 0 of `level` (before the arrays where `origin > 0`).
    private let bases: UnsafeMutablePointer<Int>
    /// `[0]`: whether the lines are kept (1) or not yet (0).
    private let state: UnsafeMutablePointer<Int>

    /// Room for the blocks of the starts `low ... end`.
    init(startsFrom low: Int, through end: Int) {
      origin = (low >> Self.shift(Self.levels - 1)) << Self.shift(Self.levels - 1)
      first = UnsafeMutablePointer<Int>.allocate(capacity: 2 * Self.levels + 1)
      bases = first + (Self.levels + 1)
      var total = 0
      for level in 0..<Self.levels {
        first[level] = total
        bases[level] = total &- (origin >> Self.shift(level))
        total += ((end - origin) >> Self.shift(level)) + 1
      }
      first[Self.levels] = total
      offsets = UnsafeMutablePointer<Double>.allocate(capacity: 4 * total + Self.levels)
      slopes = offsets + total
      roundings = offsets + 2 * total
      certificates = offsets + 3 * total
      newest = offsets + 4 * total
      turns = UnsafeMutablePointer<Int>.allocate(capacity: 2 * total + 1)
      generations = turns + total
      state = generations + total
      state[0] = 0
    }

    /// Frees the storage.
    func deallocate() {
      first.deallocate()
      offsets.deallocate()
      turns.deallocate()
    }

    /// Whether the lines are kept.
    var isActive: Bool { state[0] != 0 }

    /// The index of `block` (absolute) of `level` in the arrays.
    @inline(__always)
    func slot(_ level: Int, _ block: Int) -> Int {
      bases[level] &+ block
    }

    /// Starts keeping the lines, from the costs of the starts `origin ..< end` (every cost of
    /// the table's is known up to `end - 1`).
    func activate(cost: UnsafeBufferPointer<Double>, through end: Int) {
      generations.initialize(repeating: 0, count: first[Self.levels])
      state[0] = 1
      for level in 0..<Self.levels {
        let shift = Self.shift(level)
        var block = origin >> shift
        while (block &+ 1) << shift <= end {
          if level == 0 { fitLeaf(block, cost: cost) } else { fitBranch(level, block) }
          block &+= 1
        }
        // The newest block, not complete (if it is, the next start begins a new one).
        var least = Double.infinity
        for start in (block << shift)..<end { least = min(least, cost[start]) }
        newest[level] = least
      }
    }

    /// Notes `cost[start]`, the newest cost of the table: the least cost of the newest blocks,
    /// and the line of every block it completes.
    @inline(__always)
    func note(cost: UnsafeBufferPointer<Double>, at start: Int) {
      let value = cost[start]
      for level in 0..<Self.levels {
        let mask = (1 << Self.shift(level)) &- 1
        newest[level] = start & mask == 0 ? value : min(newest[level], value)
      }
      guard (start &+ 1) & ((1 << Self.leafShift) &- 1) == 0 else { return }
      fitLeaf(start >> Self.leafShift, cost: cost)
      var level = 1
      while level < Self.levels, (start &+ 1) & ((1 << Self.shift(level)) &- 1) == 0 {
        fitBranch(level, start >> Self.shift(level))
        level &+= 1
      }
    }

    /// Fits the line of a block of the least size to its costs: the slope of its chord, the
    /// offset the least over its starts of `cost - slope * (start - first)`, lowered by more
    /// than the rounding of that arithmetic, so that the line lies below every cost as real
    /// numbers.
    private func fitLeaf(_ block: Int, cost: UnsafeBufferPointer<Double>) {
      let size = 1 << Self.leafShift
      let firstStart = block << Self.leafShift
      let slope = (cost[firstStart &+ size &- 1] - cost[firstStart]) / Double(size &- 1)
      var least = Double.infinity
      var magnitude = 0.0
      for step in 0..<size {
        let shifted = slope * Double(step)
        let value = cost[firstStart &+ step]
        least = min(least, value - shifted)
        magnitude = max(magnitude, abs(value) + abs(shifted))
      }
      store(0, block, offset: least - Self.margin * magnitude, slope: slope)
    }

    /// Fits the line of a block of `level` below the lines of its blocks of the size below:
    /// the slope from the ends of theirs, the offset the least over their ends of the
    /// difference (a line less a line is least at an end), lowered as in ``fitLeaf(_:cost:)``.
    private func fitBranch(_ level: Int, _ block: Int) {
      let below = level &- 1
      let childSize = Double(1 << Self.shift(below))
      let children = 1 << Self.branchShift
      let firstChild = block << Self.branchShift
      let head = slot(below, firstChild)
      let tail = slot(below, firstChild &+ children &- 1)
      let size = Double(1 << Self.shift(level))
      let slope =
        (offsets[tail] + slopes[tail] * (childSize - 1) - offsets[head]) / (size - 1)
      var least = Double.infinity
      var magnitude = 0.0
      for child in 0..<children {
        let at = head &+ child
        let childStart = Double(child) * childSize
        for step in 0..<2 {
          let end = Double(step) * (childSize - 1)
          let own = slopes[at] * end
          let shifted = slope * (childStart + end)
          least = min(least, offsets[at] + own - shifted)
          magnitude = max(magnitude, abs(offsets[at]) + abs(own) + abs(shifted))
        }
      }
      store(level, block, offset: least - Self.margin * magnitude, slope: slope)
    }

    /// Stores a fitted line, or a line that bounds nothing where the costs were not finite.
    @inline(__always)
    private func store(_ level: Int, _ block: Int, offset: Double, slope: Double) {
      let at = slot(level, block)
      if offset.isFinite, slope.isFinite {
        offsets[at] = offset
        slopes[at] = slope
      } else {
        offsets[at] = -.infinity
        slopes[at] = 0
      }
      generations[at] = 0
      certificates[at] = -.infinity
    }

    /// More than the relative rounding of a few additions and products (each at most 2^-53).
    static let margin = 1e-15

    /// At most the least total `cost[x] + chain.cost[end - x]` of the rows ending at item `end`
    /// whose starts x are `low ... high`, all in block `block` of `level`; `end - 1` is the
    /// newest start noted, and `generation` numbers `chain` among those of this extension.
    ///
    /// Why it is a bound, as real numbers: each `cost[x]` is at least the block's line
    /// `a + b * (x - x0)`, so each total is at least `a + b * (end - x0) + h(k)` with
    /// `h(k) = c(k) - b * k`, k = end - x. The costs c are convex (``Chain/isConvex``), so h is,
    /// and over the block's rows h is least at the turn of ``Chain/turn(slope:)`` clamped to
    /// them, up to the rows' span times the turn's rounding allowance. The computed sum is then
    /// lowered by more than its rounding and by more than half a unit in the last place of
    /// `bound`: where the answer exceeds `bound`, every total of the block, rounded, does.
    @inline(__always)
    func least(
      _ level: Int, _ block: Int, at: Int, starts low: Int, _ high: Int, endingAt end: Int,
      chain: Chain, generation: Int, bound: Double
    ) -> Double {
      let shift = Self.shift(level)
      let firstStart = block << shift
      let offset: Double
      let slope: Double
      let turn: Int
      let rounding: Double
      if firstStart &+ (1 << shift) <= end {
        offset = offsets[at]
        slope = slopes[at]
        if generations[at] != generation {
          let found = chain.turn(slope: slope)
          turns[at] = found.rows
          roundings[at] = found.rounding
          generations[at] = generation
          certificates[at] = -.infinity
        }
        turn = turns[at]
        rounding = roundings[at]
      } else {
        offset = newest[level]
        slope = 0
        turn = chain.flatTurn
        rounding = chain.flatRounding
      }
      let rows = min(max(turn, end &- high), end &- low)
      let rowCost = chain.cost[rows]
      let shifted = slope * Double(end &- rows &- firstStart)
      let total = offset + shifted + rowCost
      let error =
        Self.margin * (abs(offset) + abs(slope) * Double(1 << shift) + rowCost + abs(bound))
      return total - error - rounding * Double(high &- low)
    }

    /// Keeps the proof that every row ending at item `end` whose start is in the block at
    /// `at` (complete: its last start `lastStart` is before `end`) and among those then weighed
    /// has a total of at least `least` (as real numbers: the answer of
    /// ``least(_:_:at:starts:_:endingAt:chain:generation:bound:)``, which also numbered the
    /// block's chain), for the later ends of the chain (``isCertified(_:lastStart:endingAt:rowCosts:generation:above:)``):
    /// `least - c(end - lastStart)`, lowered by more than its rounding.
    @inline(__always)
    func certify(
      _ at: Int, lastStart: Int, least: Double, endingAt end: Int,
      rowCosts: UnsafeMutablePointer<Double>
    ) {
      let rowCost = rowCosts[end &- lastStart]
      certificates[at] = (least - rowCost) - Self.margin * (abs(least) + rowCost)
    }

    /// Whether the proof kept for the block at `at` (complete: its last start `lastStart` is
    /// before `end`) says that every row ending at item `end` whose start is in the block and
    /// not before the starts then weighed has a total above the bound whose
    /// ``raised(_:)`` is `raised`, for the chain numbered `generation`, of costs `rowCosts`.
    ///
    /// Why, as real numbers: for a start x of the block and an end e' after the proof's e,
    /// `c(e' - x) - c(e - x)` is the sum of the steps of c from row `e - x + 1` to `e' - x`, and
    /// the steps of a convex c only grow with the row (``Chain/isConvex``), so it is at least
    /// the same sum from `e - x1 + 1` to `e' - x1` (x <= x1, the last start):
    /// `c(e' - x1) - c(e - x1)`. So `cost[x] + c(e' - x)` is at least the certificate plus
    /// `c(e' - x1)`, and where their computed sum exceeds `raised`, the real one exceeds the
    /// bound by more than a unit in its last place: every rounded total does.
    @inline(__always)
    func isCertified(
      _ at: Int, lastStart: Int, endingAt end: Int, rowCosts: UnsafeMutablePointer<Double>,
      generation: Int, above raised: Double
    ) -> Bool {
      generations[at] == generation && certificates[at] + rowCosts[end &- lastStart] > raised
    }

    /// A nonnegative `bound` raised by more than the rounding of a sum compared with it and a
    /// unit in its last place (+infinity stays): a computed sum above it is, as a real number,
    /// above `bound` by more than a unit in the last place of `bound`.
    @inline(__always)
    static func raised(_ bound: Double) -> Double {
      bound + bound * (2 * margin)
    }
  }
}
