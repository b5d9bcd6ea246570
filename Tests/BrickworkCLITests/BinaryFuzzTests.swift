import Foundation
import SeededRandom
import Testing

/// Mutated documents through the binary (a few hundred runs; the reader is fuzzed in process in
/// the document tests): never a crash, exit status 0 or 1, and nothing on standard output with 1.
@Suite("Binary fuzzing")
struct BinaryFuzzTests {
  @Test func mutatedDocumentsGiveZeroOrOne() throws {
    let seed = Array(
      #"{"width": 375, "direction": "rtl", "sections": [{"columns": 3, "columnSpacing": 10, "header": {"height": 44}, "items": [{"height": 120}, {"width": 600, "height": 800}, {"aspectRatio": 1.5}, {"height": 60, "fullSpan": true}]}, {"placement": "leftToRight", "footer": {"height": 20}, "items": [{"height": 5}, {"aspectRatio": 0.5}]}]}"#
        .utf8)
    var generator = SeededGenerator(seed: 42)
    for round in 0..<150 {
      var bytes = seed
      for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: position)
        default:
          bytes.insert(
            contentsOf: Array("-1e999,\"x\"".utf8).shuffled(using: &generator), at: position)
        }
      }
      let format = ["json", "svg", "html"][round % 3]
      let run = try Brickwork.run(["layout", "--format", format], stdin: bytes)
      #expect(run.status == 0 || run.status == 1, "round \(round): \(run.status)")
      if run.status == 1 {
        #expect(run.stdout.isEmpty)
        #expect(!run.errorLines.isEmpty)
        #expect(run.stderr.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 })
      } else {
        #expect(!run.stdout.isEmpty && run.stderr.isEmpty)
      }
    }
  }
}
