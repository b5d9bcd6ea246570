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
    /// `chain[k]`: the sum of k photos of the ratio `run[2]` (as bits), accumulated one photo
    /// at a time as ``collect(endingAt:cost:metrics:)`` does: the sums of every row ending in a
    /// run of equal photos, whatever its end.
    private let chain: UnsafeMutablePointer<Double>
    /// `chainCost[k]`: the cost of the row of k photos of `chain`, as weighed elsewhere.
    private let chainCost: UnsafeMutablePointer<Double>
    /// `chainFloor[k]`: its ``costFloor(_:metrics:)``.
    private let chainFloor: UnsafeMutablePointer<Double>
    /// `blockLeast[b]`: the least `cost[j]` so far over the starts j of aligned block
    /// `b + blockBase` (``startBlockShift``).
    private let blockLeast: UnsafeMutablePointer<Double>
    /// Scratch for one end: the least `cost[j]` from aligned block `b + run[4]` to the block
    /// of the end's last start.
    private let suffixLeast: UnsafeMutablePointer<Double>
    /// The aligned block of the lowest start a row may have.
    private let blockBase: Int
    /// State across ends: `[0]` the last end collected, `[1]` the equal photos ending there,
    /// `[2]` the ratio (bits) of `chain`, `[3]` its candidate rows (0: none built), `[4]` the
    /// first block of `suffixLeast`, `[5]` how many rows of `sums` and `widest` hold `chain`
    /// and its ratio.
    private let run: UnsafeMutablePointer<Int>
    /// The most photos a candidate row may have: ``JustifiedLayout/maximumRowCount``, or fewer
    /// where more would leave no positive width for their photos.
    let capacity: Int

    /// The rows of a block share a bound (their cheapest prefix), so that a run of rows which
    /// cannot reach the least is passed over at once.
    static let blockSize = 16

    /// Starts are grouped in aligned blocks of `1 << startBlockShift` for the least prefix cost
    /// of rows ending in a long run of equal photos.
    static let startBlockShift = 6

    /// A run of equal photos whose rows are not summed one by one at each end: its candidate
    /// rows at least this many, so that the coarser bound of its prefixes costs little.
    static let uniformMinimum = 256

    /// Room for the candidate rows ending at items `first ... end` (1-based ends), with the
    /// ratios of the photos they may hold read once.
    init(
      endingFrom first: Int, through end: Int, photos: JustifiedLayout.Photos,
      metrics: JustifiedLayout.Metrics
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
      blockBase = low >> Self.startBlockShift
      let blocks = (end >> Self.startBlockShift) - blockBase + 1
      chain = UnsafeMutablePointer<Double>.allocate(capacity: 3 * (capacity + 1) + 2 * blocks)
      chainCost = chain + (capacity + 1)
      chainFloor = chain + 2 * (capacity + 1)
      blockLeast = chain + 3 * (capacity + 1)
      blockLeast.initialize(repeating: .infinity, count: blocks)
      suffixLeast = blockLeast + blocks
      notedRows = UnsafeMutablePointer<Int>.allocate(capacity: capacity + 2)
      notedTotals = UnsafeMutablePointer<Double>.allocate(capacity: capacity + 2)
      run = UnsafeMutablePointer<Int>.allocate(capacity: 6)
      run.initialize(repeating: 0, count: 6)
    }

    /// Frees the storage.
    func deallocate() {
      sums.deallocate()
      ratioStorage.deallocate()
      chain.deallocate()
      run.deallocate()
      notedRows.deallocate()
      notedTotals.deallocate()
    }

    /// Notes the table's `cost[start]` for the bounds of later rows.
    @inline(__always)
    func note(_ cost: Double, at start: Int) {
      let block = (start >> Self.startBlockShift) &- blockBase
      blockLeast[block] = min(blockLeast[block], cost)
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
    /// or more), its sums are those of `chain`, the same at every end of the run: they are
    /// written once, and `cheapest` is not kept; the answer's `uniform` then says to bound
    /// the prefixes by aligned blocks instead (``cheapest(_:endingAt:uniform:)``).
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
        if run[3] == 0 || run[2] != Int(truncatingIfNeeded: last.bitPattern) {
          buildChain(last, metrics: metrics)
        }
        let count = min(end, capacity, run[3])
        if run[3] >= Self.uniformMinimum, run[1] >= count {
          if run[5] < count {
            for rows in 1...count {
              sums[rows] = chain[rows]
              widest[rows] = last
            }
            run[5] = count
          }
          boundPrefixes(endingAt: end, count: count)
          return (count, true)
        }
      }
      run[5] = 0
      return (collectEach(endingAt: end, cost: cost, metrics: metrics), false)
    }

    /// Sums rows of photos of one ratio into `chain`, as ``collectEach(endingAt:cost:metrics:)``
    /// sums them, up to the first that is not a candidate.
    private func buildChain(_ ratio: Double, metrics: JustifiedLayout.Metrics) {
      var sum = 0.0
      var count = 0
      let target = metrics.target
      let doubleWidth = 2 * metrics.width
      while count < capacity {
        let extended = ratio + sum
        if count > 0, !((extended - ratio) * target < doubleWidth) { break }
        sum = extended
        count &+= 1
        chain[count] = sum
      }
      for rows in 1...count {
        chainCost[rows] = JustifiedLayout.OptimalBreaks.rowCost(
          naturalHeight: metrics.naturalHeight(sum: chain[rows], count: rows), count: rows,
          metrics: metrics)
        chainFloor[rows] = Self.costFloor(rows, widest: ratio, metrics: metrics)
      }
      run[2] = Int(truncatingIfNeeded: ratio.bitPattern)
      run[3] = count
      run[5] = 0
    }

    /// Fills `suffixLeast` for the rows of 1...count photos ending at item `end`.
    @inline(__always)
    private func boundPrefixes(endingAt end: Int, count: Int) {
      let lowest = ((end - count) >> Self.startBlockShift) - blockBase
      var block = ((end - 1) >> Self.startBlockShift) - blockBase
      var least = Double.infinity
      while block >= lowest {
        least = min(least, blockLeast[block])
        suffixLeast[block - lowest] = least
        block -= 1
      }
      run[4] = lowest
    }

    /// At most the least `cost[start]` over the starts of rows of 1...rows photos ending at
    /// item `end`: `cheapest[rows]`, or where `uniform` the least over the aligned blocks that
    /// hold those starts.
    @inline(__always)
    func cheapest(_ rows: Int, endingAt end: Int, uniform: Bool) -> Double {
      guard uniform else { return cheapest[rows] }
      return suffixLeast[((end - rows) >> Self.startBlockShift) - blockBase - run[4]]
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

    /// At most ``blockCheapest(_:of:endingAt:cost:)``: the least over the aligned blocks of
    /// starts (``startBlockShift``) that hold the block's starts.
    @inline(__always)
    func coarseCheapest(_ block: Int, of count: Int, endingAt end: Int) -> Double {
      let lowest = (end - min(count, (block + 1) * Self.blockSize)) >> Self.startBlockShift
      let highest = (end - (block * Self.blockSize + 1)) >> Self.startBlockShift
      var least = blockLeast[lowest - blockBase]
      if highest > lowest { least = min(least, blockLeast[highest - blockBase]) }
      return least
    }

    /// The most photos of a candidate row (of 1...count) at or above the target height: natural
    /// heights only shrink as rows grow (the sum only grows, the width only shrinks, and each
    /// step of the arithmetic rounds monotonically), so a binary search finds it.
    ///
    /// - Complexity: O(log count).
    @inline(__always)
    func tallCount(of count: Int, metrics: JustifiedLayout.Metrics) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high + 1) / 2
        if height(middle, metrics: metrics) < metrics.target {
          high = middle - 1
        } else {
          low = middle
        }
      }
      return low
    }

    /// The cost of the candidate row of `rows` photos: computed, or where `uniform` (its
    /// photos one run of equal ones) looked up in the run's chain.
    @inline(__always)
    func rowCost(_ rows: Int, metrics: JustifiedLayout.Metrics, uniform: Bool) -> Double {
      if uniform { return chainCost[rows] }
      return JustifiedLayout.OptimalBreaks.rowCost(
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
      Self.costFloor(rows, widest: widest[rows], metrics: metrics)
    }

    /// ``costFloor(_:metrics:)`` for rows whose widest photo is `widest`.
    @inline(__always)
    static func costFloor(_ rows: Int, widest: Double, metrics: JustifiedLayout.Metrics)
      -> Double
    {
      let reach =
        metrics.photoWidth(count: rows) / (widest * metrics.target) / Double(rows)
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
      metrics: JustifiedLayout.Metrics, hint: Int, uniform: Bool, bound: () -> Double,
      _ visit: (_ rows: Int, _ total: Double) -> Void
    ) {
      // A likely good row first (the previous item's choice, a row one photo longer), so that
      // the bounds bite from the start. Visiting a row twice changes nothing.
      if hint >= 1, hint <= count {
        let rowCost = rowCost(hint, metrics: metrics, uniform: uniform)
        visit(hint, cost[end - hint] + rowCost)
      }
      var rows = tallCount + 1
      while rows <= count {
        let rowCost = rowCost(rows, metrics: metrics, uniform: uniform)
        if rowCost > bound() { break }
        visit(rows, cost[end - rows] + rowCost)
        rows += 1
      }
      rows = tallCount
      while rows >= 1 {
        // Every row of at most `rows` photos costs at least `floor` after a prefix of at least
        // `cheapest[rows]`; those of this block after one of at least the block's cheapest.
        let floor = uniform ? chainFloor[rows] : costFloor(rows, metrics: metrics)
        if cheapest(rows, endingAt: end, uniform: uniform) + floor > bound() { break }
        let block = (rows - 1) / Self.blockSize
        let shortest = block * Self.blockSize + 1
        if uniform, coarseCheapest(block, of: count, endingAt: end) + floor > bound() {
          rows = shortest - 1
          continue
        }
        if blockCheapest(block, of: count, endingAt: end, cost: cost) + floor > bound() {
          rows = shortest - 1
          continue
        }
        while rows >= shortest {
          let rowCost = rowCost(rows, metrics: metrics, uniform: uniform)
          visit(rows, cost[end - rows] + rowCost)
          rows -= 1
        }
      }
    }
  }
}
