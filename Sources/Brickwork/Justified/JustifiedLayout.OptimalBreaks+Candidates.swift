// Step 1, optimal breaking, continued: the candidate rows ending at one item, and the order
// and bounds in which they are weighed, so that rows of thousands of narrow photos are not
// each weighed at every item.

extension JustifiedLayout.OptimalBreaks {
  /// The candidate rows ending at one item, by their number of photos k: each row's sum of
  /// aspect ratios, its widest photo and the cheapest prefix before a row of at most k photos.
  ///
  /// Sums are accumulated from the row's end one photo at a time, as the table has always
  /// summed them: the totals, the choice and the stored row sums are bit for bit what weighing
  /// every candidate gives. Only the weighing is skipped where a bound proves it cannot matter.
  struct Candidates {
    /// `sums[k]`: the sum of the aspect ratios of the row of the last k photos.
    let sums: UnsafeMutablePointer<Double>
    /// `widest[k]`: its widest photo's aspect ratio.
    let widest: UnsafeMutablePointer<Double>
    /// `cheapest[k]`: the least `cost[start]` over the starts of rows of 1...k photos.
    let cheapest: UnsafeMutablePointer<Double>
    /// `ratios[i]`: the canonical aspect ratio of item `i`, for the items rows may hold.
    let ratios: UnsafeMutablePointer<Double>
    /// The rows weighed at one end, in the order weighed (a row may be weighed twice: at
    /// most `capacity + 1` of them), and their totals.
    let notedRows: UnsafeMutablePointer<Int>
    /// `notedTotals[n]`: the total of the row `notedRows[n]`.
    let notedTotals: UnsafeMutablePointer<Double>
    /// The storage of the ratios.
    private let ratioStorage: UnsafeMutablePointer<Double>
    /// `[0]`: the rows of the run of equal photos the newest end lies in, once it is long
    /// enough (or the table's last chain, until then).
    private let chainSlot: UnsafeMutablePointer<Chain?>
    /// Lines below the prefix costs, for the rows of such a run.
    let lines: PrefixLines
    /// Scratch for ``weighRun(_:endingAt:cost:hint:)``: the blocks still to weigh, each as
    /// its level and block (``node(_:_:)``).
    private let pending: UnsafeMutablePointer<Int>
    /// State across ends: `[0]` the last end collected, `[1]` the equal photos ending there,
    /// `[2]` how many rows of `sums` and `widest` hold `chain` and its ratio, `[3]` the number
    /// of chains taken so far (for ``PrefixLines``).
    private let run: UnsafeMutablePointer<Int>
    /// The most photos a candidate row may have: ``JustifiedLayout/maximumRowCount``, or fewer
    /// where more would leave no positive width for their photos.
    let capacity: Int

    /// The chain of the run of equal photos the newest end lies in.
    ///
    /// - Precondition: ``collect(endingAt:cost:metrics:)`` said the rows are `uniform`.
    var chain: Chain { chainSlot[0].unsafelyUnwrapped }

    /// The last chain taken, for the table to keep.
    var lastChain: Chain? { chainSlot[0] }

    /// The rows of a block share a bound (their cheapest prefix), so that a run of rows which
    /// cannot reach the least is passed over at once.
    static let blockSize = 16

    /// A run of equal photos whose rows are not summed one by one at each end: its candidate
    /// rows at least this many, so that the coarser bound of its prefixes costs little.
    static let uniformMinimum = 256

    /// Room for the candidate rows ending at items `first ... end` (1-based ends), with the
    /// ratios of the photos they may hold read once.
    init(
      endingFrom first: Int, through end: Int, photos: JustifiedLayout.Photos,
      metrics: JustifiedLayout.Metrics, chain: Chain?
    ) {
      capacity = min(end, Self.capacity(metrics: metrics))
      let storage = UnsafeMutablePointer<Double>.allocate(capacity: 3 * (capacity + 1))
      sums = storage
      widest = storage + (capacity + 1)
      cheapest = storage + 2 * (capacity + 1)
      let low = max(0, first - capacity)
      ratioStorage = UnsafeMutablePointer<Double>.allocate(capacity: end - low)
      ratios = ratioStorage - low
      for index in low..<end { ratios[index] = photos.aspectRatio(at: index) }
      chainSlot = UnsafeMutablePointer<Chain?>.allocate(capacity: 1)
      chainSlot.initialize(to: chain)
      lines = PrefixLines(startsFrom: low, through: end)
      notedRows = UnsafeMutablePointer<Int>.allocate(capacity: capacity + 2)
      notedTotals = UnsafeMutablePointer<Double>.allocate(capacity: capacity + 2)
      pending = UnsafeMutablePointer<Int>.allocate(capacity: Self.pendingCapacity)
      run = UnsafeMutablePointer<Int>.allocate(capacity: 4)
      run.initialize(repeating: 0, count: 4)
      // The chain given is the first (``PrefixLines`` knows none: 0).
      run[3] = 1
    }

    /// Room for the blocks ``weighRun(_:endingAt:cost:hint:)`` may have pending: the
    /// largest blocks over a row's starts, then fewer than ``PrefixLines/branchShift`` blocks
    /// more per level.
    static let pendingCapacity =
      (JustifiedLayout.maximumRowCount >> PrefixLines.shift(PrefixLines.levels - 1)) + 2
      + PrefixLines.levels << PrefixLines.branchShift

    /// Frees the storage.
    func deallocate() {
      sums.deallocate()
      ratioStorage.deallocate()
      chainSlot.deinitialize(count: 1)
      chainSlot.deallocate()
      lines.deallocate()
      pending.deallocate()
      run.deallocate()
      notedRows.deallocate()
      notedTotals.deallocate()
    }

    /// The most photos a candidate row may have for `metrics`: the largest count `c` up to
    /// ``JustifiedLayout/maximumRowCount`` with `c == 1` or `cw - (c - 1) * s > 0` (which only
    /// fails from some count on), so that the part of
    /// ``JustifiedLayout/OptimalBreaks/isCandidate(sum:widest:count:metrics:)`` that depends on
    /// the count alone is a loop bound.
    ///
    /// - Complexity: O(1) (`cw / s` is within a step of it).
    static func capacity(metrics: JustifiedLayout.Metrics) -> Int {
      let most = JustifiedLayout.maximumRowCount
      guard metrics.itemSpacing > 0 else { return metrics.width > 0 ? most : 1 }
      var count = Int(max(1, min(Double(most), metrics.width / metrics.itemSpacing + 1)))
      while count > 1, !(metrics.photoWidth(count: count) > 0) { count -= 1 }
      while count < most, metrics.photoWidth(count: count + 1) > 0 { count += 1 }
      return count
    }

    /// Accumulates every candidate row ending at item `end` (exclusive) and returns their
    /// number: rows of 1...count photos, the first that is not a candidate ends them (a longer
    /// one is not either). The same test as
    /// ``JustifiedLayout/OptimalBreaks/isCandidate(sum:widest:count:metrics:)``, its count part
    /// the loop bound.
    ///
    /// - Complexity: O(count), additions and comparisons.
    ///
    /// Where every candidate row lies in one run of equal photos (of ``uniformMinimum`` rows
    /// or more) whose row costs are convex, its sums are those of `chain`, the same at every
    /// end of the run: they are written once, and `cheapest` is not kept; the answer's
    /// `uniform` then says to weigh the rows with ``weighRun(_:endingAt:cost:hint:)``.
    @inline(__always)
    func collect(
      endingAt end: Int, cost: UnsafeBufferPointer<Double>, metrics: JustifiedLayout.Metrics
    ) -> (count: Int, uniform: Bool) {
      let last = ratios[end - 1]
      if run[0] == end - 1, end >= 2, ratios[end - 2].bitPattern == last.bitPattern {
        run[1] += 1
      } else {
        var equal = 1
        let low = max(0, end - capacity)
        while end - equal > low, ratios[end - equal - 1].bitPattern == last.bitPattern {
          equal += 1
        }
        run[1] = equal
      }
      run[0] = end
      if run[1] >= Self.uniformMinimum {
        if !(chainSlot[0]?.holds(last, metrics: metrics) ?? false) {
          chainSlot[0] = Chain(last, metrics: metrics)
          run[2] = 0
          run[3] += 1
        }
        let chain = self.chain
        let count = min(end, capacity, chain.count)
        if chain.isConvex, chain.count >= Self.uniformMinimum, run[1] >= count {
          if run[2] < count {
            for rows in (run[2] + 1)...count {
              sums[rows] = chain.sums[rows]
              widest[rows] = last
            }
            run[2] = count
          }
          if !lines.isActive { lines.activate(cost: cost, through: end) }
          return (count, true)
        }
      }
      run[2] = 0
      return (collectEach(endingAt: end, cost: cost, metrics: metrics), false)
    }

    /// ``collect(endingAt:cost:metrics:)`` one row at a time.
    @inline(__always)
    private func collectEach(
      endingAt end: Int, cost: UnsafeBufferPointer<Double>, metrics: JustifiedLayout.Metrics
    ) -> Int {
      var sum = 0.0
      var wide = 0.0
      var least = Double.infinity
      var count = 0
      let most = min(end, capacity)
      let target = metrics.target
      let doubleWidth = 2 * metrics.width
      while count < most {
        let start = end &- count &- 1
        let ratio = ratios[start]
        let extended = ratio + sum
        let wider = max(wide, ratio)
        if count > 0, !((extended - wider) * target < doubleWidth) { break }
        sum = extended
        wide = wider
        least = min(least, cost[start])
        count &+= 1
        sums[count] = sum
        widest[count] = wide
        cheapest[count] = least
      }
      return count
    }

    /// The least `cost[start]` over the starts of the rows of block `block` (of at most
    /// `count` photos) ending at item `end`.
    @inline(__always)
    func blockCheapest(
      _ block: Int, of count: Int, endingAt end: Int, cost: UnsafeBufferPointer<Double>
    ) -> Double {
      var least = Double.infinity
      for rows in (block * Self.blockSize + 1)...min(count, (block + 1) * Self.blockSize) {
        least = min(least, cost[end - rows])
      }
      return least
    }

    /// The most photos of a candidate row (of 1...count) at or above the target height: natural
    /// heights only shrink as rows grow (the sum only grows, the width only shrinks, and each
    /// step of the arithmetic rounds monotonically), so a binary search finds it.
    ///
    /// - Complexity: O(log count).
    @inline(__always)
    func tallCount(of count: Int, metrics: JustifiedLayout.Metrics) -> Int {
      partitioningIndex(in: 1..<max(1, count + 1)) {
        height($0, metrics: metrics) < metrics.target
      } - 1
    }

    /// The cost of the candidate row of `rows` photos.
    @inline(__always)
    func rowCost(_ rows: Int, metrics: JustifiedLayout.Metrics) -> Double {
      JustifiedLayout.OptimalBreaks.rowCost(
        naturalHeight: height(rows, metrics: metrics), count: rows, metrics: metrics)
    }

    /// The natural height of the candidate row of `rows` photos.
    @inline(__always)
    func height(_ rows: Int, metrics: JustifiedLayout.Metrics) -> Double {
      metrics.naturalHeight(sum: sums[rows], count: rows)
    }

    /// A lower bound on the cost of every candidate row of at most `rows` photos, all at or
    /// above the target height.
    ///
    /// Such a row of k' <= k photos has a sum at most `k' * a` (`a` the widest of the k), so its
    /// natural height is at least `c / k' * T` with `c = (cw - (k - 1) * s) / (a * T)`; where
    /// `c / k > 1` its cost is at least `f(k') = k' * (c / k' - 1)^2`, which only shrinks as k'
    /// grows below c: at least `f(k)`. The bound is lowered by a millionth of f (a rounding of
    /// the computed cost is far smaller) and used only where c / k exceeds 1.001; elsewhere it
    /// is 0.
    @inline(__always)
    func costFloor(_ rows: Int, metrics: JustifiedLayout.Metrics) -> Double {
      let reach =
        metrics.photoWidth(count: rows) / (widest[rows] * metrics.target) / Double(rows)
      guard reach > 1.001 else { return 0 }
      let deviation = reach - 1
      return Double(rows) * deviation * deviation * (1 - 1e-6)
    }

    /// Calls `visit(rows, total)` for the candidate rows of 1...count photos ending at item
    /// `end` (exclusive) whose totals `cost[end - rows] + rowCost` may be at most `bound()`, in
    /// an order that soon finds the least: the row of `hint` photos first, then outward from the
    /// row nearest the target height. Every row not visited has a total above `bound()` at the
    /// time it is passed over.
    ///
    /// The rows below the target are the longest ones, from `tallCount + 1` photos on
    /// (``tallCount(of:metrics:)``). Their costs only grow with them, exactly as
    /// computed, so the first whose cost alone exceeds the bound ends them (as it always
    /// did). The rows at or above the target are weighed from the longest down, block by block
    /// (``blockSize`` rows): a block whose cheapest prefix plus ``costFloor(_:metrics:)`` exceeds
    /// the bound is passed over, and the scan ends where the cheapest prefix of every shorter row
    /// plus that floor does.
    ///
    /// - Complexity: O(log count) plus the rows weighed.
    @inline(__always)
    func weigh(
      _ count: Int, tallCount: Int, endingAt end: Int, cost: UnsafeBufferPointer<Double>,
      metrics: JustifiedLayout.Metrics, hint: Int, bound: () -> Double,
      _ visit: (_ rows: Int, _ total: Double) -> Void
    ) {
      // A likely good row first (the previous item's choice, a row one photo longer), so that
      // the bounds bite from the start. Visiting a row twice changes nothing.
      if hint >= 1, hint <= count {
        visit(hint, cost[end - hint] + rowCost(hint, metrics: metrics))
      }
      var rows = tallCount + 1
      while rows <= count {
        let rowCost = rowCost(rows, metrics: metrics)
        if rowCost > bound() { break }
        visit(rows, cost[end - rows] + rowCost)
        rows += 1
      }
      rows = tallCount
      while rows >= 1 {
        // Every row of at most `rows` photos costs at least `floor` after a prefix of at least
        // `cheapest[rows]`; those of this block after one of at least the block's cheapest.
        let floor = costFloor(rows, metrics: metrics)
        if cheapest[rows] + floor > bound() { break }
        let block = (rows - 1) / Self.blockSize
        let shortest = block * Self.blockSize + 1
        if blockCheapest(block, of: count, endingAt: end, cost: cost) + floor > bound() {
          rows = shortest - 1
          continue
        }
        while rows >= shortest {
          visit(rows, cost[end - rows] + rowCost(rows, metrics: metrics))
          rows -= 1
        }
      }
    }

    /// ``weigh(_:tallCount:endingAt:cost:metrics:hint:bound:_:)`` for rows of 1...count photos
    /// that all lie in the run of equal photos of `chain` (ending at item `end`): notes in
    /// ``notedRows`` and ``notedTotals`` every row whose total is within the tie limit of the
    /// least so far when weighed (so every row within the final limit), and returns their
    /// number and the least total.
    ///
    /// The row of `hint` photos is weighed first, then the rows by blocks of their starts,
    /// from the largest blocks down (``PrefixLines``). A block is passed over where the proof
    /// kept from an earlier end still says its rows' totals are above the limit
    /// (``PrefixLines/isCertified(_:lastStart:endingAt:rowCosts:generation:above:)``), or
    /// where its line's bound says so (the proof is then kept); a block holding the hint's
    /// start within the limit is not; the rows of a block of the least size not passed over are
    /// weighed.
    ///
    /// - Complexity: O(levels * blocks tested + rows weighed): a few tens of each where the
    ///   prefix costs are near their lines, the blocks mostly passed over by a kept proof.
    @inline(__always)
    func weighRun(
      _ count: Int, endingAt end: Int, cost: UnsafeBufferPointer<Double>, hint: Int
    ) -> (noted: Int, least: Double) {
      let chain = self.chain
      let generation = run[3]
      let rowCost = chain.cost
      // Local copies, so that the stores through the scratch pointers do not reload them.
      let lines = self.lines
      let pending = self.pending
      let notedRows = self.notedRows
      let notedTotals = self.notedTotals
      var least = Double.infinity
      var limit = Double.infinity
      var raised = Double.infinity
      var noted = 0
      var hintStart = -1
      var hintTotal = Double.infinity
      if hint >= 1, hint <= count {
        hintStart = end &- hint
        hintTotal = cost[hintStart] + rowCost[hint]
        least = hintTotal
        limit = JustifiedLayout.OptimalBreaks.tieLimit(of: least)
        raised = PrefixLines.raised(limit)
        notedRows[0] = hint
        notedTotals[0] = hintTotal
        noted = 1
      }
      let low = end &- count
      let high = end &- 1
      let topShift = PrefixLines.shift(PrefixLines.levels &- 1)
      var depth = 0
      var block = low >> topShift
      while block <= high >> topShift {
        pending[depth] = Self.node(PrefixLines.levels &- 1, block)
        depth &+= 1
        block &+= 1
      }
      while depth > 0 {
        depth &-= 1
        let level = pending[depth] & Self.levelMask
        let block = pending[depth] >> Self.levelBits
        let shift = PrefixLines.shift(level)
        let blockLast = ((block &+ 1) << shift) &- 1
        let at = lines.slot(level, block)
        let isComplete = blockLast <= high
        if isComplete,
          lines.isCertified(
            at, lastStart: blockLast, endingAt: end, rowCosts: rowCost, generation: generation,
            above: raised)
        {
          continue
        }
        let first = max(block << shift, low)
        let last = min(blockLast, high)
        if !(first <= hintStart && hintStart <= last && hintTotal <= limit) {
          let bound = lines.least(
            level, block, at: at, starts: first, last, endingAt: end, chain: chain,
            generation: generation, bound: limit)
          if bound > limit {
            if isComplete {
              lines.certify(
                at, lastStart: blockLast, least: bound, endingAt: end, rowCosts: rowCost)
            }
            continue
          }
        }
        if level == 0 {
          for start in first...last {
            let rows = end &- start
            let total = cost[start] + rowCost[rows]
            if total < least {
              least = total
              limit = JustifiedLayout.OptimalBreaks.tieLimit(of: least)
              raised = PrefixLines.raised(limit)
            }
            if total <= limit {
              notedRows[noted] = rows
              notedTotals[noted] = total
              noted &+= 1
            }
          }
          continue
        }
        let childShift = PrefixLines.shift(level &- 1)
        var child = first >> childShift
        while child <= last >> childShift {
          pending[depth] = Self.node(level &- 1, child)
          depth &+= 1
          child &+= 1
        }
      }
      return (noted, least)
    }

    /// The bits of a pending block's entry that hold its level.
    private static let levelBits = 3
    /// The mask of those bits.
    private static let levelMask = (1 << levelBits) - 1

    /// The entry of ``pending`` for block `block` of `level`.
    @inline(__always)
    private static func node(_ level: Int, _ block: Int) -> Int {
      block << levelBits | level
    }
  }
}
