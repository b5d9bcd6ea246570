/// The first index of `range` whose element belongs to the second partition, or
/// `range.upperBound` when none does: a binary search over indices that are partitioned, every
/// index for which `belongsToSecondPartition` is `false` coming before every one for which it is
/// `true` (swift-algorithms' `partitioningIndex(where:)`, over indices).
///
/// Every binary search of Brickwork is this one function: sections by offset, elements by
/// position, rows of justified photos by height or cost step, runs of a diff.
///
/// - Complexity: O(log n) evaluations of the predicate for n indices.
@inline(__always)
package func partitioningIndex(
  in range: Range<Int>, where belongsToSecondPartition: (Int) -> Bool
) -> Int {
  var low = range.lowerBound
  var high = range.upperBound
  while low < high {
    let middle = low &+ (high &- low) >> 1
    if belongsToSecondPartition(middle) { high = middle } else { low = middle &+ 1 }
  }
  return low
}
