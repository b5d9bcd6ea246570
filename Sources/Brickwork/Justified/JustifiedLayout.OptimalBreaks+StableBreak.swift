// Step 1, optimal breaking, continued: the stable break, which lets appended items recompute
// only the rows after it.
//
// Why it is stable. Every layout the table can give, now or after any append, is a chain of
// `parent` links: from its last row's start (a complete last row [parent[n'], n') or a widow
// [j, n')) back to 0. With n items now, consider any later layout of n' >= n items and the row
// in it that holds item n - 1, [b, e) with b <= n - 1 < e. It is a candidate row (widows are
// candidates too), and a candidate row stays one when photos are taken off its end: fewer
// photos keep a positive width and stay within the most a row holds, and the sum without the
// widest photo can only shrink (sums are accumulated from a row's end, one addition at a time,
// and rounding is monotone); a single photo is always a candidate. So b lies in the window
// W = { j : [j, n) is a candidate row } (which depends on the photos alone, not on the costs
// that let `extend` stop its scans early), and the layout's breaks up to b are the chain of b. The latest
// break common to the chains of every j in W is therefore a break of every layout, now and
// after any append, with the same rows before it: their frames are final. Ties, the widow
// option and `showWidows` only choose among those chains, and `parent` never changes once
// written (its ties are broken by a fixed rule), so none of them affects the argument.
//
// The stable break never moves back: every chain from an item at or after n passes through
// some j in W (its row holding item n - 1), so the stable break of n items lies on every chain
// a later window can hold, and the later stable break is at or after it.

extension JustifiedLayout.OptimalBreaks {
  /// The latest break common to every layout of the items so far and of any items appended
  /// later: rows before it are final.
  ///
  /// `known` is a break known to be stable already (the previous answer, or 0); the answer is
  /// at or after it.
  ///
  /// The meeting point of the chains of the window is folded pairwise: the chains of two items
  /// meet where walking down from both (always from the later one) first reaches one item. The
  /// two ends of the window go first, so that where their chains meet only at `known` (rows of
  /// equal photos, which a later photo may rebalance all the way back) the answer comes after
  /// one walk. The walks stop once they have taken as many steps as the sweep would
  /// (``sweptStableBreak(notBefore:items:metrics:)``), which then decides.
  ///
  /// - Complexity: O(k_max + w) for the window's k_max items and the w steps of the walks,
  ///   at most O(n - known) for n items.
  func stableBreak(notBefore known: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics)
    -> Int
  {
    let n = itemCount
    guard n > known + 1 else { return known }
    let low =
      runWindowStart(notBefore: known, items: items, metrics: metrics)
      ?? windowStart(notBefore: known, items: items, metrics: metrics)
    var budget = n - known
    var meeting = meet(n - 1, low, above: known, budget: &budget)
    var j = n - 2
    while j > low, meeting > known, budget > 0 {
      meeting = meet(meeting, j, above: known, budget: &budget)
      j -= 1
    }
    guard budget > 0 else {
      return sweptStableBreak(notBefore: known, items: items, metrics: metrics)
    }
    return meeting
  }

  /// The latest item on the chains of both `a` and `b` (never below `known`, where every chain
  /// passes), each step of the walk taken from `budget`; `known` once the budget is spent.
  @inline(__always)
  private func meet(_ a: Int, _ b: Int, above known: Int, budget: inout Int) -> Int {
    var a = a
    var b = b
    while a != b {
      guard a > known, b > known, budget > 0 else { return known }
      budget -= 1
      if a > b { a = parent[a] } else { b = parent[b] }
    }
    return a
  }

  /// The window W: the first start of a candidate row ending at the last item (never below
  /// `known`, as the argument above shows).
  private func windowStart(
    notBefore known: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics
  ) -> Int {
    let n = itemCount
    var low = n - 1
    var sum = items.aspectRatio(at: n - 1)
    var widest = sum
    while low > known {
      let ratio = items.aspectRatio(at: low - 1)
      let extended = ratio + sum
      let wider = max(widest, ratio)
      guard Self.isCandidate(sum: extended, widest: wider, count: n - low + 1, metrics: metrics)
      else { break }
      sum = extended
      widest = wider
      low -= 1
    }
    return low
  }

  /// ``windowStart(notBefore:items:metrics:)`` where the last items are a run of the photos of
  /// the table's last chain, of more photos than its rows hold (or reaching `known`): the
  /// window's rows are then the chain's, whose sums are accumulated as the window's are, and
  /// the first row the chain does not hold is not a candidate either (the chain ends at the
  /// same test). `nil` elsewhere.
  ///
  /// - Complexity: O(k_max) comparisons of aspect ratios.
  private func runWindowStart(
    notBefore known: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics
  ) -> Int? {
    let n = itemCount
    let ratio = items.aspectRatio(at: n - 1)
    guard let chain = lastChain, chain.holds(ratio, metrics: metrics) else { return nil }
    let start = max(known, n - chain.count)
    var j = n - 2
    while j >= max(known, start - 1) {
      guard items.aspectRatio(at: j).bitPattern == ratio.bitPattern else { return nil }
      j -= 1
    }
    return start
  }

  /// ``stableBreak(notBefore:items:metrics:)`` by one sweep down from the last item, replacing
  /// the latest item of the set (at first the window) by its parent, until one is left.
  ///
  /// - Complexity: O(n - known) for n items.
  func sweptStableBreak(
    notBefore known: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics
  ) -> Int {
    let n = itemCount
    guard n > known + 1 else { return known }
    let low = windowStart(notBefore: known, items: items, metrics: metrics)
    var inSet = [Bool](repeating: false, count: n - known)
    for j in low..<n { inSet[j - known] = true }
    var size = n - low
    var i = n - 1
    while i > known {
      if inSet[i - known] {
        if size == 1 { return i }
        inSet[i - known] = false
        size -= 1
        let up = parent[i]
        if up >= known, !inSet[up - known] {
          inSet[up - known] = true
          size += 1
        }
      }
      i -= 1
    }
    return known
  }
}
