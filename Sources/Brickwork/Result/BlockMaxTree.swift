/// A max-tree over blocks of ``ElementIndex/blockSize`` elements: each leaf holds the greatest
/// bottom of its block, each inner node the greater of its children, empty leaves -infinity.
/// The rect index keeps one over its order by top, the offset queries one over document order.
struct BlockMaxTree: Sendable {
  /// `nodes[capacity + b]` is the leaf of block `b`; node 1 is the root.
  private var nodes: [Double] = []
  /// The number of leaves the tree has room for, a power of two.
  private(set) var capacity = 0
  /// The number of leaves in use.
  private(set) var blockCount = 0

  /// The value of `node` (1 is the root; `capacity + b` the leaf of block `b`).
  @inline(__always)
  subscript(node: Int) -> Double { nodes[node] }

  /// Uses `blocks` leaves, recomputes those from block `first` on with `leaf` (all of them
  /// when the tree grows), and their ancestors.
  ///
  /// - Complexity: O(b + log n) for the b leaves recomputed.
  @inline(__always)
  mutating func update(blocks: Int, from first: Int, leaf: (Int) -> Double) {
    var firstLeaf = min(first, blocks)
    var lastLeaf = max(blocks, blockCount)  // one past the last leaf to refresh
    blockCount = blocks
    if blocks > capacity || capacity == 0 {
      capacity = 1
      while capacity < blocks { capacity *= 2 }
      // Appended into reserved room: `Array(repeating:count:)` allocates through the standard
      // library's unspecialized path, whose metadata lookup is most of a small layout's cost
      // here (about 500 instructions a call, under callgrind).
      var grown: [Double] = []
      grown.reserveCapacity(2 * capacity)
      grown.append(contentsOf: repeatElement(-.infinity, count: 2 * capacity))
      nodes = grown
      firstLeaf = 0
      lastLeaf = capacity
    }
    guard firstLeaf < lastLeaf else { return }
    let capacity = capacity
    // On the buffer: every index below is inside the 2 * capacity nodes.
    nodes.withUnsafeMutableBufferPointer { nodes in
      let nodes = nodes.baseAddress.unsafelyUnwrapped
      for block in firstLeaf..<lastLeaf {
        nodes[capacity &+ block] = block < blocks ? leaf(block) : -.infinity
      }
      var low = (capacity &+ firstLeaf) / 2
      var high = (capacity &+ lastLeaf &- 1) / 2
      while low >= 1 {
        for node in low...high {
          let left = nodes[2 &* node]
          let right = nodes[2 &* node &+ 1]
          nodes[node] = max(left, right)
        }
        if low == 1 { break }
        low /= 2
        high /= 2
      }
    }
  }

  /// Sets the leaf of block `block` (one in use) to `value` and recomputes its ancestors.
  ///
  /// - Complexity: O(log n).
  mutating func setLeaf(_ block: Int, to value: Double) {
    guard block < blockCount else { return }
    var node = capacity + block
    nodes[node] = value
    while node > 1 {
      node /= 2
      nodes[node] = max(nodes[2 * node], nodes[2 * node + 1])
    }
  }
}
