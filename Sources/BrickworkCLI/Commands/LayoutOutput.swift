import BrickworkDocument
import Dispatch

/// How `brickwork layout` writes its result: a large layout's JSON has its elements formatted a
/// block at a time on as many threads as Dispatch gives it, written in order (the same bytes as
/// the writer on one thread, sooner: the library itself starts no threads); anything else as
/// the writer writes it.
enum LayoutOutput {
  /// Writes `writer`'s layout in `format` to `output`.
  ///
  /// - Throws: What `output` throws.
  /// - Complexity: O(n) for n elements.
  static func write<Output: ByteOutput>(
    _ writer: LayoutWriter, _ format: LayoutWriter.Format, to output: inout Output
  ) throws(WriteFailure<Output.WriteError>) {
    guard format == .json, writer.isLargeForBlocks else {
      return try writer.write(format, to: &output)
    }
    try writer.writeJSON(to: &output, runningBlocksWith: runConcurrently)
  }

  /// Calls `body` with each of `0..<count` on Dispatch's threads, returning once all have
  /// returned.
  static func runConcurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
  }
}
