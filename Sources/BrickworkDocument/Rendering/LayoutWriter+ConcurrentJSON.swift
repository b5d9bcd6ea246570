// The JSON writer's elements formatted a block at a time, several blocks at once, for large
// layouts: the text of an element depends on nothing but the element, so blocks of elements
// are formatted apart and written in order. The library starts no threads: the caller gives
// what runs the blocks at once (the command line gives Dispatch's concurrent loop). Native
// builds only: the WebAssembly module writes every element in turn.
#if !hasFeature(Embedded)
  import Brickwork

  extension LayoutWriter {
    /// What formats a round of blocks: called with a count `n` and a body, it calls the body
    /// once with each of `0..<n`, in any order, on any threads, and returns once every call
    /// has returned (as `DispatchQueue.concurrentPerform(iterations:execute:)` does).
    package typealias BlockRunner = (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void

    /// The elements one block holds: about 1.4 MB of text.
    package static var concurrentBlock: Int { 8192 }

    /// The blocks formatted at once, each into text of its own, before they are written.
    package static var concurrentSlots: Int { 8 }

    /// Whether the layout has enough elements (two blocks or more) for blocks formatted at once
    /// (``writeJSON(to:runningBlocksWith:block:slots:)``) to pay.
    package var isLargeForBlocks: Bool { layout.elements.count >= 2 * Self.concurrentBlock }

    /// Writes the layout as JSON to `output`, the bytes of `write(.json, to:)`, formatting
    /// `slots` blocks of `block` elements at a time with `runBlocks`, then writing them in
    /// order.
    ///
    /// Memory beyond the output's: `slots` blocks of text. A number that is not finite (which
    /// no valid layout has) throws as it does there, but what was written before it may differ:
    /// the text is written a block, not a chunk, at a time.
    ///
    /// - Throws: What `output` throws.
    /// - Complexity: O(n) for n elements.
    package func writeJSON<Output: ByteOutput>(
      to output: inout Output, runningBlocksWith runBlocks: BlockRunner,
      block: Int = concurrentBlock, slots: Int = concurrentSlots
    ) throws(WriteFailure<Output.WriteError>) {
      try TextBuffer.writing(into: &output) { buffer throws(WriteFailure<Output.WriteError>) in
        try writeJSONInBlocks(to: &buffer, runningBlocksWith: runBlocks, block: block, slots: slots)
      }
    }

    /// Writes the JSON result as ``writeJSON(to:runningBlocksWith:block:slots:)`` says, to a
    /// text buffer.
    ///
    /// - Complexity: O(n) for n elements.
    func writeJSONInBlocks<Output>(
      to out: inout TextBuffer<Output>, runningBlocksWith runBlocks: BlockRunner, block: Int,
      slots: Int
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
        runBlocks(blocks) { slot in
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

  /// The texts of the blocks formatted at once: each call of the body writes its own, and the
  /// writer reads them only after every call of the round has returned.
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
