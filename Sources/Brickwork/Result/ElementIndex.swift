/// An index of element frames along the scroll axis that answers "which frames overlap this
/// range" in O(log n + k), for any arrangement of frames.
///
/// Most layouts are sorted by top in document order, or nearly: a waterfall with a tolerance
/// places each item within the tolerance of the shortest column, so a top lies at most that far
/// above an earlier one (the store's greatest fall, f). Such a layout is read in document
/// order, with nothing stored per element: the elements whose tops lie inside the range are
/// among one contiguous run found by binary search (widened by f at both ends), and those
/// whose tops lie above it must reach into it, which a max-tree over blocks of document order
/// (the greatest bottom of each block) leads straight to.
///
/// A layout further out of order (explicit columns far apart, round-robin columns of uneven
/// heights) keeps its elements sorted by top instead (`permutation`, 4 bytes each), with a
/// max-tree over blocks of that order; such layouts are nearly sorted by top still, so building
/// and updating the order is close to linear, and an update re-sorts only the tail it touches.
struct ElementIndex: Sendable {
  /// Element indices sorted by (top, index), or empty while the elements are read in document
  /// order (`isDocumentOrder`).
  private var permutation: [UInt32] = []
  /// Whether the elements are read in document order, so `permutation` is not stored.
  private(set) var isDocumentOrder = true
  /// In document order, the greatest fall of the frames (``FrameStore/greatestFall``): 0 when
  /// they are sorted by top.
  private var fall = 0.0
  /// The number of elements indexed.
  private(set) var count = 0
  /// The greatest bottoms of blocks of `permutation` (unused in document order).
  private var tree = BlockMaxTree()
  /// The greatest bottoms of blocks in document order, for offset queries and, in document
  /// order, for rect queries.
  private(set) var documentBottoms = DocumentOrderBottoms()

  /// The number of entries of the order in a block. A query reads the blocks it reaches entry
  /// by entry (32 positions of 4 bytes: two cache lines), and the tree above holds one bottom
  /// per block, so the tree adds a thirty-second of a `Double` per element.
  static let blockSize = 32

  /// How many elements, on average over the extent of the tops, may have their tops within one
  /// fall of a point for the elements to be read in document order: a query in document order
  /// reads the elements whose tops lie within twice the fall past its range besides the ones it
  /// finds. Beyond it the order is stored.
  static let elementsWithinFall = 8.0

  /// The element at `position` of the order.
  @inline(__always)
  private func element(at position: Int) -> Int {
    isDocumentOrder ? position : Int(permutation[position])
  }

  /// Creates the index of no frames.
  init() {}

  /// Whether the frames of `store` are close enough to sorted by top to be read in document
  /// order: sorted, or with a greatest fall f such that the frames average at most
  /// ``elementsWithinFall`` tops per length f of the extent of their tops (from the first top
  /// less f, which no top is above, to the greatest).
  private static func isReadInDocumentOrder(_ store: FrameStore) -> Bool {
    let fall = store.greatestFall
    guard fall > 0, store.count > 0 else { return true }
    let extent = store.greatestTop - store[0].minY + fall
    return fall * Double(store.count) <= elementsWithinFall * extent
  }

  /// Indexes `store` anew, reusing this index's storage.
  ///
  /// - Complexity: O(n / 32) when the frames are read in document order (the store noted the
  ///   blocks' bottoms as they were written), O(n log n) at worst.
  mutating func rebuild(frames store: FrameStore) {
    count = store.count
    documentBottoms.update(fromBlock: 0, frames: store)
    permutation.removeAll(keepingCapacity: true)
    isDocumentOrder = Self.isReadInDocumentOrder(store)
    fall = isDocumentOrder ? store.greatestFall : 0
    guard !isDocumentOrder else { return }
    permutation.append(contentsOf: repeatElement(0, count: store.count))
    permutation.withUnsafeMutableBufferPointer { entries in
      for element in 0..<entries.count { entries[element] = UInt32(truncatingIfNeeded: element) }
    }
    Self.sort(&permutation, from: 0, frames: store)
    updateTree(fromPosition: 0, frames: store)
  }

  /// The position in the order from which entries must be replaced when the elements from
  /// `firstChanged` on are about to change. Call it before changing `frames`.
  ///
  /// - Complexity: O(m + log n) for the m elements from `firstChanged` on.
  func tailStart(replacingFrom firstChanged: Int, frames: FrameStore) -> Int {
    guard !isDocumentOrder else { return firstChanged }
    guard firstChanged < frames.count else { return count }
    let least = Self.leastTop(frames, from: firstChanged)
    return lowerBound(top: least, frames: frames, in: 0..<count, searchingBackFrom: count)
  }

  /// Replaces the entries of elements from `firstChanged` on by those of `frames`, after a
  /// change computed by ``tailStart(replacingFrom:frames:)``.
  ///
  /// - Complexity: O(m + log n) for m changed elements while the layout is read in document
  ///   order; otherwise O(t log t + log n) for the t entries from the tail start on, the
  ///   changed elements plus the few unchanged ones that sit below the highest of them (O(n)
  ///   to O(n log n) when the order starts being stored).
  mutating func replaceTail(
    from firstChanged: Int, startingAt tailStart: Int, frames store: FrameStore
  ) {
    let frames = store
    documentBottoms.update(fromBlock: firstChanged / Self.blockSize, frames: store)
    if Self.isReadInDocumentOrder(store) {
      count = store.count
      isDocumentOrder = true
      fall = store.greatestFall
      permutation.removeAll(keepingCapacity: true)
      return
    }
    if isDocumentOrder {
      // The layout is too far out of order by top now: store the order from now on.
      rebuild(frames: store)
      return
    }
    // Entries before `tailStart` are unchanged elements; new ones may sort among them.
    let least = Self.leastTop(frames, from: firstChanged)
    let start = min(
      tailStart,
      lowerBound(top: least, frames: frames, in: 0..<tailStart, searchingBackFrom: tailStart))
    // Keep the unchanged entries of the tail in place, then add the new elements.
    var kept = start
    for position in start..<permutation.count where Int(permutation[position]) < firstChanged {
      permutation[kept] = permutation[position]
      kept += 1
    }
    permutation.removeSubrange(kept...)
    permutation.reserveCapacity(kept + frames.count - firstChanged)
    for element in firstChanged..<frames.count { permutation.append(UInt32(element)) }
    if !Self.isSorted(permutation[start...], frames: frames) {
      Self.sort(&permutation, from: start, frames: frames)
    }
    count = frames.count
    updateTree(fromPosition: start, frames: store)
  }

  /// Takes in frames overwritten in place (the same top, another bottom) among the elements
  /// indexed: the greatest bottoms of their blocks, in document order and in a stored order.
  ///
  /// - Complexity: O(log n) per element.
  mutating func refresh(overwritten elements: [Int], frames store: FrameStore) {
    for element in elements where element < count {
      documentBottoms.refresh(block: element / Self.blockSize, frames: store)
      guard !isDocumentOrder else { continue }
      // The element's entry: the order is by (top, index).
      let entry = UInt32(truncatingIfNeeded: element)
      let position = partitioningIndex(in: 0..<count) {
        !Self.precedes(permutation[$0], entry, frames: store)
      }
      let first = position / Self.blockSize * Self.blockSize
      var greatest = -Double.infinity
      for slot in first..<min(first + Self.blockSize, count) {
        greatest = max(greatest, store[Int(permutation[slot])].maxY)
      }
      tree.setLeaf(position / Self.blockSize, to: greatest)
    }
  }

  /// The least top of the frames from `first` on (infinity for none).
  private static func leastTop(_ frames: FrameStore, from first: Int) -> Double {
    var least = Double.infinity
    for element in first..<frames.count where frames[element].minY < least {
      least = frames[element].minY
    }
    return least
  }

  /// Appends to `result`, in document order, every element whose frame overlaps
  /// `lower ..< upper` along the scroll axis: top below `upper` and bottom beyond `lower`.
  ///
  /// - Complexity: O(log n + k) for k elements found, plus the few that share their blocks and,
  ///   in document order, those whose tops lie within twice the fall past the range; O(k log k)
  ///   more when the order is stored.
  func elements(
    overlapping lower: Double, _ upper: Double, frames: FrameStore, into result: inout [Int]
  ) {
    // Every entry from the first whose top is at least `upper` plus the fall on has its top at
    // or below `upper` (no top lies more than the fall above an earlier one; in a stored order
    // the fall is 0); likewise for `lower`. The entries between the two are a run read in
    // turn; those before it are found by the blocks whose greatest bottom reaches into the
    // range.
    let end = lowerBound(top: widened(upper), frames: frames, in: 0..<count)
    let inside = lowerBound(top: widened(lower), frames: frames, in: 0..<end)
    let first = result.count
    if inside > 0 {
      let tree = isDocumentOrder ? documentBottoms.tree : tree
      collect(
        node: 1, covering: 0..<tree.capacity, of: tree, below: inside, overlapping: lower, upper,
        frames: frames, into: &result)
    }
    for position in inside..<end {
      let element = element(at: position)
      let frame = frames[element]
      if frame.maxY > lower, frame.minY < upper { result.append(element) }
    }
    // A stored order is by top: back to document order.
    if !isDocumentOrder { result[first...].sort() }
  }

  /// `top` plus the fall, rounded up past the rounding of the fall and of the sum, so that an
  /// entry at or after a top at least this far down lies at or below `top` (just `top` when
  /// the entries are sorted by top).
  @inline(__always)
  private func widened(_ top: Double) -> Double {
    fall == 0 ? top : (top + fall.nextUp).nextUp
  }

  /// Walks `tree` (over blocks of the order) under `node` for blocks before position `limit`
  /// reaching below `lower`, appending in the order the elements overlapping `lower ..< upper`.
  private func collect(
    node: Int, covering blocks: Range<Int>, of tree: BlockMaxTree, below limit: Int,
    overlapping lower: Double, _ upper: Double, frames: FrameStore, into result: inout [Int]
  ) {
    guard tree[node] > lower, blocks.lowerBound * Self.blockSize < limit else { return }
    if blocks.count == 1 {
      let first = blocks.lowerBound * Self.blockSize
      for position in first..<min(first + Self.blockSize, limit) {
        let element = element(at: position)
        let frame = frames[element]
        if frame.maxY > lower, frame.minY < upper { result.append(element) }
      }
      return
    }
    let middle = blocks.lowerBound + blocks.count / 2
    collect(
      node: 2 * node, covering: blocks.lowerBound..<middle, of: tree, below: limit,
      overlapping: lower, upper, frames: frames, into: &result)
    collect(
      node: 2 * node + 1, covering: middle..<blocks.upperBound, of: tree, below: limit,
      overlapping: lower, upper, frames: frames, into: &result)
  }

  /// The first position in `range` whose entry's top is not below `top`, searched by galloping
  /// back from `hint`: O(log d) for an answer d positions before it, touching memory near the
  /// tail that an update has just brought into the cache.
  private func lowerBound(
    top: Double, frames: FrameStore, in range: Range<Int>, searchingBackFrom hint: Int
  ) -> Int {
    var high = hint
    var step = 1
    while high > range.lowerBound {
      let probe = max(range.lowerBound, high - step)
      if frames[element(at: probe)].minY < top {
        return lowerBound(top: top, frames: frames, in: (probe + 1)..<high)
      }
      high = probe
      step *= 2
    }
    return range.lowerBound
  }

  /// The first position in `range` whose entry's top is not below `top`.
  private func lowerBound(top: Double, frames: FrameStore, in range: Range<Int>) -> Int {
    partitioningIndex(in: range) { frames[element(at: $0)].minY >= top }
  }

  /// Recomputes the leaves of the tree over blocks of `permutation` from the block of
  /// `position` on, and their ancestors.
  private mutating func updateTree(fromPosition position: Int, frames store: FrameStore) {
    let (count, order) = (count, permutation)
    let blocks = (count + Self.blockSize - 1) / Self.blockSize
    tree.update(blocks: blocks, from: position / Self.blockSize) { block in
      var greatest = -Double.infinity
      let first = block * Self.blockSize
      for position in first..<min(first + Self.blockSize, count) {
        greatest = max(greatest, store[Int(order[position])].maxY)
      }
      return greatest
    }
  }

  /// Sorts `entries[start...]` by (top, index). Layouts out of order by top are nearly sorted
  /// (a waterfall with a tolerance, round-robin columns: each entry a few places from its own),
  /// so an insertion sort is tried first, within a budget of moves of a few per entry; past it,
  /// the rest is sorted by the standard library's sort.
  ///
  /// - Complexity: O(m) for m entries each displaced by a few places, O(m log m) at worst.
  private static func sort(_ entries: inout [UInt32], from start: Int, frames: FrameStore) {
    var budget = 8 * (entries.count - start) + 64
    let sorted = frames.withUnsafeFrames { frames in
      entries.withUnsafeMutableBufferPointer { entries in
        insertionSort(entries, from: start, frames: frames, budget: &budget)
      }
    }
    if sorted { return }
    entries[start...].sort { precedes($0, $1, frames: frames) }
  }

  /// Sorts `entries` from `start` on by insertion, moving at most about `budget` entries in
  /// all; returns whether it finished (else the caller sorts them another way).
  @inline(__always)
  private static func insertionSort(
    _ entries: UnsafeMutableBufferPointer<UInt32>, from start: Int,
    frames: UnsafeBufferPointer<Rect>, budget: inout Int
  ) -> Bool {
    var index = start + 1
    while index < entries.count {
      let moved = entries[index]
      let top = frames[Int(moved)].minY
      var hole = index
      while hole > start {
        let previous = entries[hole - 1]
        let previousTop = frames[Int(previous)].minY
        guard top < previousTop || (top == previousTop && moved < previous) else { break }
        entries[hole] = previous
        hole -= 1
      }
      entries[hole] = moved
      budget -= index - hole
      if budget < 0 { return false }
      index += 1
    }
    return true
  }

  /// Whether element `a` sorts before element `b`: by top, then by index.
  @inline(__always)
  private static func precedes(_ a: UInt32, _ b: UInt32, frames: FrameStore) -> Bool {
    let topA = frames[Int(a)].minY
    let topB = frames[Int(b)].minY
    return topA < topB || (topA == topB && a < b)
  }

  /// Whether `entries` are sorted already.
  private static func isSorted(_ entries: ArraySlice<UInt32>, frames: FrameStore) -> Bool {
    var index = entries.startIndex + 1
    while index < entries.endIndex {
      if precedes(entries[index], entries[index - 1], frames: frames) { return false }
      index += 1
    }
    return true
  }
}
