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
  /// at or after it. One sweep down from the last item keeps the set of items whose chains must
  /// meet (at first the window W), replacing its latest item by that item's parent, until one
  /// item is left: the latest break on every chain.
  ///
  /// - Complexity: O(n - known) for n items.
  func stableBreak(notBefore known: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics)
    -> Int
  {
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

  /// The window W: the first start of a candidate row ending at the last item (never below
  /// `known`, as the argument above shows).
  ///
  /// - Complexity: O(k_max).
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
}
