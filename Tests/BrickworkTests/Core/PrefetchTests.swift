import Testing

@testable import Brickwork

/// The prefetch hint the large loops give: a hint only, whatever the address. Debug builds give
/// no hint; `swift test -c release -Xswiftc -enable-testing --filter PrefetchTests` runs this
/// with the processor's prefetch instructions.
@Suite struct PrefetchTests {
  @Test func aHintPastAnAllocationOrOnAnUnmappedPageNeitherTrapsNorChangesMemory() {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: 1.5)
    let base = UnsafeRawPointer(buffer.baseAddress!)
    // Inside, just past the end, far past it, and on the first page (never mapped).
    for offset in [0, 32, 4_096, 1 << 30] {
      Prefetch.forReading(base + offset)
      Prefetch.forWriting(base + offset)
    }
    Prefetch.forReading(UnsafeRawPointer(bitPattern: 64)!)
    Prefetch.forWriting(UnsafeRawPointer(bitPattern: 64)!)
    #expect(Array(buffer) == [1.5, 1.5, 1.5, 1.5])
  }
}
