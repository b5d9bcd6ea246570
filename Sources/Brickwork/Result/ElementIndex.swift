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
  /// Element indices sorted by (top, index).
  private(set) var order: [UInt32] = []
  /// A max-tree over blocks of `order`: `tree[capacity + b]` is the greatest bottom in block
  /// `b`, and each inner node the greater of its children. Empty leaves hold -infinity.
  private var tree: [Double] = []
  /// The number of leaves the tree has room for, a power of two.
  private var capacity = 0
  /// The number of leaves in use: blocks of `order`.
  private var blockCount = 0

  /// The number of entries of `order` in a block.
  static let blockSize = 32

  /// Builds the index of `frames`.
  ///
  /// - Complexity: O(n) when the frames are sorted by top already, O(n log n) at worst.
  init(frames: [Rect]) {
    self.order = []
    replaceTail(from: 0, startingAt: 0, frames: frames)
  }

  /// The position in `order` from which entries must be replaced when the elements from
  /// `firstChanged` on are about to change. Call it before changing `frames`.
  ///
  /// - Complexity: O(m + log n) for the m elements from `firstChanged` on.
  func tailStart(replacingFrom firstChanged: Int, frames: [Rect]) -> Int {
    guard firstChanged < frames.count else { return order.count }
    var least = Double.infinity
    for element in firstChanged..<frames.count where frames[element].minY < least {
      least = frames[element].minY
    }
    return lowerBound(top: least, frames: frames, in: 0..<order.count)
  }

  /// Replaces the entries of elements from `firstChanged` on by those of `frames`, after a
  /// change computed by ``tailStart(replacingFrom:frames:)``.
  ///
  /// - Complexity: O(t log t + log n) for the t entries from the tail start on; t is the
  ///   number of changed elements plus the few unchanged ones that sit below the highest of them.
  mutating func replaceTail(from firstChanged: Int, startingAt tailStart: Int, frames: [Rect]) {
    var least = Double.infinity
    for element in firstChanged..<frames.count where frames[element].minY < least {
      least = frames[element].minY
    }
    // Entries before `tailStart` are unchanged elements; new ones may sort among them.
    let start = min(tailStart, lowerBound(top: least, frames: frames, in: 0..<tailStart))
    var tail = order[start...].filter { Int($0) < firstChanged }
    tail.reserveCapacity(tail.count + frames.count - firstChanged)
    for element in firstChanged..<frames.count { tail.append(UInt32(element)) }
    if !Self.isSorted(tail, frames: frames) {
      tail.sort { Self.precedes($0, $1, frames: frames) }
    }
    order.replaceSubrange(start..., with: tail)
    updateTree(fromPosition: start, frames: frames)
  }

  /// Appends to `result` every element whose frame overlaps `lower ..< upper` along the scroll
  /// axis: top below `upper` and bottom beyond `lower`. The order of `result` is unspecified.
  ///
  /// - Complexity: O(log n + k) for k elements found, plus the few that share their blocks.
  func elements(
    overlapping lower: Double, _ upper: Double, frames: [Rect], into result: inout [Int]
  ) {
    let end = lowerBound(top: upper, frames: frames, in: 0..<order.count)
    let inside = lowerBound(top: lower, frames: frames, in: 0..<end)
    // Tops inside the range: a contiguous run.
    for position in inside..<end {
      let element = Int(order[position])
      if frames[element].maxY > lower { result.append(element) }
    }
    // Tops above the range: only blocks whose greatest bottom reaches into it.
    if inside > 0 {
      collect(
        node: 1, covering: 0..<capacity, below: inside, reaching: lower, frames: frames,
        into: &result)
    }
  }

  /// Walks the tree under `node` for blocks before position `limit` reaching below `lower`.
  private func collect(
    node: Int, covering blocks: Range<Int>, below limit: Int, reaching lower: Double,
    frames: [Rect], into result: inout [Int]
  ) {
    guard tree[node] > lower, blocks.lowerBound * Self.blockSize < limit else { return }
    if blocks.count == 1 {
      let first = blocks.lowerBound * Self.blockSize
      for position in first..<min(first + Self.blockSize, limit) {
        let element = Int(order[position])
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

  /// The first position in `range` whose entry's top is not below `top`.
  private func lowerBound(top: Double, frames: [Rect], in range: Range<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let mid = (low + high) / 2
      if frames[Int(order[mid])].minY < top { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Recomputes the tree's leaves from the block of `position` on, and their ancestors.
  private mutating func updateTree(fromPosition position: Int, frames: [Rect]) {
    let blocks = (order.count + Self.blockSize - 1) / Self.blockSize
    var firstLeaf = position / Self.blockSize
    var lastLeaf = max(blocks, blockCount)  // one past the last leaf to refresh
    blockCount = blocks
    if blocks > capacity || capacity == 0 {
      capacity = 1
      while capacity < blocks { capacity *= 2 }
      tree = Array(repeating: -Double.infinity, count: 2 * capacity)
      firstLeaf = 0
      lastLeaf = capacity
    }
    for block in firstLeaf..<lastLeaf {
      var greatest = -Double.infinity
      let first = block * Self.blockSize
      if first < order.count {
        for position in first..<min(first + Self.blockSize, order.count) {
          let bottom = frames[Int(order[position])].maxY
          if bottom > greatest { greatest = bottom }
        }
      }
      tree[capacity + block] = greatest
    }
    guard firstLeaf < lastLeaf else { return }
    var low = (capacity + firstLeaf) / 2
    var high = (capacity + lastLeaf - 1) / 2
    while low >= 1 {
      for node in low...high { tree[node] = max(tree[2 * node], tree[2 * node + 1]) }
      if low == 1 { break }
      low /= 2
      high /= 2
    }
  }

  /// Whether element `a` sorts before element `b`: by top, then by index.
  @inline(__always)
  private static func precedes(_ a: UInt32, _ b: UInt32, frames: [Rect]) -> Bool {
    let topA = frames[Int(a)].minY
    let topB = frames[Int(b)].minY
    return topA < topB || (topA == topB && a < b)
  }

  /// Whether `entries` are sorted already.
  private static func isSorted(_ entries: [UInt32], frames: [Rect]) -> Bool {
    var index = 1
    while index < entries.count {
      if precedes(entries[index], entries[index - 1], frames: frames) { return false }
      index += 1
    }
    return true
  }
}
