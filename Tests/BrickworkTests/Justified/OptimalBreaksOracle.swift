@testable import Brickwork

/// The dynamic program of optimal breaking written out as a test oracle: every candidate row
/// ending at each item, from the shortest on, its sum accumulated from its end one photo at a
/// time, in two scans (the least total, then the choice). The table must equal it entry for
/// entry, bit for bit.
struct OptimalBreaksOracle {
  var cost: [Double] = [0]
  var parent: [Int] = [0]
  var rowSum: [Double] = [0]

  typealias Metrics = JustifiedLayout.Metrics
  typealias Table = JustifiedLayout.OptimalBreaks

  /// Extends the table over `ratios` (canonical aspect ratios) up to item `end`.
  mutating func extend(through end: Int, ratios: [Double], metrics: Metrics) {
    guard end > cost.count - 1 else { return }
    for i in cost.count...end {
      var least = Double.infinity
      forEachCandidate(endingAt: i, ratios: ratios, metrics: metrics, bound: { least }) {
        _, total, _ in
        if total < least { least = total }
      }
      let limit = least + least * Table.tieTolerance + Table.tieFloor
      var bestPrefix = Double.infinity
      var best = Double.infinity
      var bestStart = i - 1
      var bestSum = ratios[i - 1]
      forEachCandidate(endingAt: i, ratios: ratios, metrics: metrics, bound: { limit }) {
        start, total, sum in
        if total <= limit, cost[start] < bestPrefix {
          best = total
          bestPrefix = cost[start]
          bestStart = start
          bestSum = sum
        }
      }
      cost.append(best)
      parent.append(bestStart)
      rowSum.append(bestSum)
    }
  }

  private func forEachCandidate(
    endingAt end: Int, ratios: [Double], metrics: Metrics, bound: () -> Double,
    _ body: (_ start: Int, _ total: Double, _ sum: Double) -> Void
  ) {
    var sum = 0.0
    var widest = 0.0
    var start = end - 1
    while start >= 0 {
      let ratio = ratios[start]
      sum = ratio + sum
      widest = max(widest, ratio)
      let count = end - start
      guard Table.isCandidate(sum: sum, widest: widest, count: count, metrics: metrics) else {
        return
      }
      let height = metrics.naturalHeight(sum: sum, count: count)
      let rowCost = Table.rowCost(naturalHeight: height, count: count, metrics: metrics)
      if height < metrics.target, rowCost > bound() { return }
      body(start, cost[start] + rowCost, sum)
      start -= 1
    }
  }
}
