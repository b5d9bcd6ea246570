import FuzzChecks
import Testing

/// The `DocumentMemoryFuzz` check over random inputs, a bounded run of the fuzz target in the
/// ordinary suite: the reader's memory per input byte holds for every shape drawn.
@Suite struct DocumentMemoryPropertyTests {
  @Test func theReadersMemoryPerInputByteIsBoundedForRandomShapes() {
    // A linear congruential generator (Knuth's MMIX constants): the same inputs every run.
    var state: UInt64 = 0x5EED
    for round in 0..<300 {
      let count = 2 + round % 40
      let bytes = (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      }
      let failure = DocumentMemoryCheck.run(bytes)
      #expect(failure == nil, "input \(bytes): \(failure.map(String.init(describing:)) ?? "")")
    }
  }
}
