/// The greatest bottom of each block of ``ElementIndex/blockSize`` frames in document order,
/// in a max-tree: it finds the first block, from a given one on, that reaches past a canonical
/// offset in O(log n). The leaves are the bottoms the frame store noted as it was written.
///
/// ``LayoutResult/item(atOffset:)`` reads it: every element before that block ends above the
/// offset.
struct DocumentOrderBottoms: Sendable {
  /// The blocks' greatest bottoms.
  private(set) var tree = BlockMaxTree()

  /// The number of blocks in use.
  var blockCount: Int { tree.blockCount }

  /// Recomputes the leaves from block `first` on from `store`, and their ancestors.
  ///
  /// - Complexity: O(b + log n) for the b blocks from `first` on (all of them when the tree
  ///   grows).
  mutating func update(fromBlock first: Int, frames store: FrameStore) {
    let blocks = (store.count + ElementIndex.blockSize - 1) / ElementIndex.blockSize
    tree.update(blocks: blocks, from: first) { store.bottom(ofBlock: $0) }
  }

  /// Recomputes the leaf of block `block` from `store` (a frame in it was overwritten), and its
  /// ancestors.
  ///
  /// - Complexity: O(log n).
  mutating func refresh(block: Int, frames store: FrameStore) {
    tree.setLeaf(block, to: store.bottom(ofBlock: block))
  }

  /// The first block at or after `first` whose greatest bottom is beyond `lower`, if any.
  ///
  /// - Complexity: O(log n).
  func firstBlock(from first: Int, reachingBeyond lower: Double) -> Int? {
    guard first < blockCount, tree.capacity > 0 else { return nil }
    return search(node: 1, covering: 0..<tree.capacity, from: first, beyond: lower)
  }

  /// The first leaf under `node` (covering `blocks`) at or after `first` beyond `lower`.
  private func search(node: Int, covering blocks: Range<Int>, from first: Int, beyond lower: Double)
    -> Int?
  {
    guard blocks.upperBound > first, tree[node] > lower else { return nil }
    if blocks.count == 1 { return blocks.lowerBound < blockCount ? blocks.lowerBound : nil }
    let middle = blocks.lowerBound + blocks.count / 2
    return search(node: 2 * node, covering: blocks.lowerBound..<middle, from: first, beyond: lower)
      ?? search(
        node: 2 * node + 1, covering: middle..<blocks.upperBound, from: first, beyond: lower)
  }
}
