// The JSON writer's elements formatted on several threads at once, for large layouts: the text
// of an element depends on nothing but the element, so blocks of elements are formatted apart
// and written in order. Native builds only: the WebAssembly module has no threads (nor
// Dispatch) and writes every element in turn.
#if canImport(Dispatch) && !hasFeature(Embedded)
  import Brickwork
  import Dispatch

  extension LayoutWriter {
    /// The elements one task formats: about 1.4 MB of text.
    static var concurrentBlock: Int { 8192 }

    /// The blocks formatted at once, each into text of its own, before they are written.
    static var concurrentSlots: Int { 8 }

    /// Whether ``writeJSON(to:)`` formats the elements on several threads: when it may
    /// (``formatsConcurrently``) and there are at least two blocks of them.
    var writesJSONConcurrently: Bool {
      formatsConcurrently && layout.elements.count >= 2 * Self.concurrentBlock
    }

    /// Writes the JSON result as ``writeJSONInTurn(to:)`` does, with the same bytes, formatting
    /// `slots` blocks of `block` elements at a time on as many threads as Dispatch gives it,
    /// then writing them in order.
    ///
    /// Memory beyond the output's: `slots` blocks of text. A number that is not finite (which
    /// no valid layout has) throws as it does there, but what was written before it may differ:
    /// the text is written a block, not a chunk, at a time.
    ///
    /// - Complexity: O(n) for n elements.
    func writeJSONConcurrently<Output>(
      to out: inout TextBuffer<Output>, block: Int = concurrentBlock,
      slots: Int = concurrentSlots
    ) throws(WriteFailure<Output.WriteError>) {
      precondition(block > 0 && slots > 0, "blocks and slots must be positive")
      appendJSONHead(to: &out.text)
      try out.flush()
      let count = layout.elements.count
      // Room for a block of typical elements (about 170 bytes each); longer ones grow it.
      // At least one slot: the rounds step by the slots' blocks (an empty layout has none).
      let texts = Texts(
        count: max(1, min(slots, (count + block - 1) / block)), chunkSize: block * 192)
      defer { texts.deallocate() }
      // A round formats up to `texts.count` blocks from `first` on.
      for first in stride(from: 0, to: count, by: texts.count * block) {
        let blocks = min(texts.count, (count - first + block - 1) / block)
        DispatchQueue.concurrentPerform(iterations: blocks) { slot in
          let lower = first + slot * block
          // Formatted in a local value: the slots' counts share cache lines.
          var text = (texts.start + slot).move()
          text.removeAll()
          _ = appendJSONElements(lower..<min(count, lower + block), to: &text)
          (texts.start + slot).initialize(to: text)
        }
        for slot in 0..<blocks { try out.write(texts.start[slot]) }
      }
      try appendJSONTail(to: &out)
    }
  }

  /// The texts of the blocks formatted at once: each task writes its own, and the writer reads
  /// them only after every task of the round has finished.
  private struct Texts: @unchecked Sendable {
    let start: UnsafeMutablePointer<TextBytes>
    let count: Int

    init(count: Int, chunkSize: Int) {
      self.count = count
      start = .allocate(capacity: count)
      for slot in 0..<count { (start + slot).initialize(to: TextBytes(chunkSize: chunkSize)) }
    }

    func deallocate() {
      start.deinitialize(count: count)
      start.deallocate()
    }
  }
#endif
