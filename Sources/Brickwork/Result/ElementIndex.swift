/// An index of element frames along the scroll axis that answers "which frames overlap this
/// range" in O(log n + k), for any arrangement of frames.
///
/// Elements are kept sorted by their top edge (`order`, 4 bytes each). A query splits the
/// candidates in two: those whose top lies inside the range form one contiguous run of `order`,
/// found by binary search; those whose top lies above it must reach into it, and a max-tree over
/// blocks of `order` (the greatest bottom of each block) leads straight to them. Layouts are
/// nearly sorted by top in document order already, so building and updating the order is close
/// to linear, and an update re-sorts only the tail it touches.
struct ElementIndex: Sendable {
  /// Element indices sorted by (top, index), or empty while that order is document order
  /// (`isIdentity`), which costs nothing to store: the common case of a shortest-column
  /// waterfall, justified rows and stacked sections.
  private var permutation: [UInt32] = []
  /// Whether the elements are sorted by top in document order, so `permutation` is not stored.
  private var isIdentity = true
  /// The number of elements indexed.
  private(set) var count = 0
  /// The greatest bottoms of blocks of the order.
  private var tree = BlockMaxTree()
  /// The greatest bottoms of blocks in document order, for offset queries.
  private(set) var documentBottoms = DocumentOrderBottoms()

  /// The number of entries of the order in a block. A query reads the blocks it reaches entry
  /// by entry (32 positions of 4 bytes: two cache lines), and the tree above holds one bottom
  /// per block, so the tree adds a thirty-second of a `Double` per element.
  static let blockSize = 32

  /// The element at `position` of the order.
  @inline(__always)
  private func element(at position: Int) -> Int {
    isIdentity ? position : Int(permutation[position])
  }

  /// The element indices sorted by (top, index).
  var order: [UInt32] { isIdentity ? Array(0..<UInt32(count)) : permutation }

  /// Creates the index of no frames.
  init() {}

  /// Indexes `store` anew, reusing this index's storage.
  ///
  /// - Complexity: O(n / 32) when the frames are sorted by top (the store noted the blocks'
  ///   bottoms as they were written), O(n log n) at worst.
  mutating func rebuild(frames store: FrameStore) {
    count = store.count
    permutation.removeAll(keepingCapacity: true)
    isIdentity = store.firstInversion == nil
    if !isIdentity {
      permutation.append(contentsOf: repeatElement(0, count: store.count))
      permutation.withUnsafeMutableBufferPointer { entries in
        for element in 0..<entries.count { entries[element] = UInt32(truncatingIfNeeded: element) }
      }
      Self.sort(&permutation, from: 0, frames: store)
    }
    updateTree(fromPosition: 0, frames: store)
    documentBottoms.update(fromBlock: 0, frames: store)
  }

  /// The position in the order from which entries must be replaced when the elements from
  /// `firstChanged` on are about to change. Call it before changing `frames`.
  ///
  /// - Complexity: O(m + log n) for the m elements from `firstChanged` on.
  func tailStart(replacingFrom firstChanged: Int, frames: FrameStore) -> Int {
    guard firstChanged < frames.count else { return count }
    let least = Self.leastTop(frames, from: firstChanged)
    return lowerBound(top: least, frames: frames, in: 0..<count, searchingBackFrom: count)
  }

  /// Replaces the entries of elements from `firstChanged` on by those of `frames`, after a
  /// change computed by ``tailStart(replacingFrom:frames:)``.
  ///
  /// - Complexity: O(m + log n) for m changed elements while the layout stays sorted by top;
  ///   otherwise O(t log t + log n) for the t entries from the tail start on, the changed
  ///   elements plus the few unchanged ones that sit below the highest of them.
  mutating func replaceTail(
    from firstChanged: Int, startingAt tailStart: Int, frames store: FrameStore
  ) {
    let frames = store
    documentBottoms.update(fromBlock: firstChanged / Self.blockSize, frames: store)
    if isIdentity {
      if store.firstInversion == nil {
        count = frames.count
        updateTree(fromPosition: firstChanged, frames: store)
        return
      }
      // The layout stops being sorted by top: store the order from now on.
      permutation = Array(0..<UInt32(count))
      isIdentity = false
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
  /// - Complexity: O(log n + k) for k elements found (plus the few that share their blocks), and
  ///   O(s log s) to order the s of them whose tops lie above the range; O(k log k) when the
  ///   frames are not sorted by top.
  func elements(
    overlapping lower: Double, _ upper: Double, frames: FrameStore, into result: inout [Int]
  ) {
    let end = lowerBound(top: upper, frames: frames, in: 0..<count)
    let inside = lowerBound(top: lower, frames: frames, in: 0..<end)
    // Tops inside the range: a contiguous run, in document order when the order is.
    for position in inside..<end {
      let element = element(at: position)
      if frames[element].maxY > lower { result.append(element) }
    }
    // Tops above the range: only blocks whose greatest bottom reaches into it.
    guard inside > 0 else {
      if !isIdentity { result.sort() }
      return
    }
    var above: [Int] = []
    collect(
      node: 1, covering: 0..<tree.capacity, below: inside, reaching: lower, frames: frames,
      into: &above)
    guard isIdentity else {
      result += above
      result.sort()
      return
    }
    // In document order every element above the range comes before the run: prepend them.
    above.sort()
    result.insert(contentsOf: above, at: 0)
  }

  /// Walks the tree under `node` for blocks before position `limit` reaching below `lower`.
  private func collect(
    node: Int, covering blocks: Range<Int>, below limit: Int, reaching lower: Double,
    frames: FrameStore, into result: inout [Int]
  ) {
    guard tree[node] > lower, blocks.lowerBound * Self.blockSize < limit else { return }
    if blocks.count == 1 {
      let first = blocks.lowerBound * Self.blockSize
      for position in first..<min(first + Self.blockSize, limit) {
        let element = element(at: position)
        if frames[element].maxY > lower { result.append(element) }
      }
      return
    }
    let middle = blocks.lowerBound + blocks.count / 2
    collect(
      node: 2 * node, covering: blocks.lowerBound..<middle, below: limit, reaching: lower,
      frames: frames, into: &result)
    collect(
      node: 2 * node + 1, covering: middle..<blocks.upperBound, below: limit, reaching: lower,
      frames: frames, into: &result)
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

  /// Recomputes the tree's leaves from the block of `position` on, and their ancestors. In
  /// document order the leaves are the bottoms the store noted; otherwise they are computed.
  private mutating func updateTree(fromPosition position: Int, frames store: FrameStore) {
    let (count, identity, order) = (count, isIdentity, permutation)
    let blocks = (count + Self.blockSize - 1) / Self.blockSize
    tree.update(blocks: blocks, from: position / Self.blockSize) { block in
      // In document order the leaves are the bottoms the store noted; otherwise computed.
      if identity { return store.bottom(ofBlock: block) }
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
