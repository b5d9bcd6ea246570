import Foundation
import SeededRandom
import Testing

@testable import BrickworkCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The commands' file output: the bytes written as given, whatever the chunks, with the
/// writeback of each whole interval started as it is written (Linux).
@Suite("File output")
struct FileOutputTests {
  @Test func writesTheBytesGivenAndStartsWritebackEachInterval() throws {
    #if os(Linux)
      #expect(FileOutput.canStartWriteback)
    #endif
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    var generator = SeededGenerator(seed: 7)
    var expected: [UInt8] = []
    var output = FileOutput(descriptor: descriptor, startsWriteback: true)
    var starts: [Int] = []
    while expected.count < 4 * FileOutput.writebackInterval {
      let chunk = (0..<Int.random(in: 1...(1 << 20), using: &generator)).map {
        UInt8(truncatingIfNeeded: $0 &* 31)
      }
      try chunk.withUnsafeBytes { try output.write($0) }
      expected += chunk
      if starts.last != output.started { starts.append(output.started) }
      // What is not yet started is always less than an interval.
      #expect(expected.count - output.started < FileOutput.writebackInterval)
    }
    close(descriptor)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    // Started at each whole interval written, and never past what was written.
    #expect(starts.count >= 4)
    for (previous, next) in zip(starts, starts.dropFirst()) {
      #expect(next - previous >= FileOutput.writebackInterval)
      #expect(next - previous < FileOutput.writebackInterval + (1 << 20))
    }
  }

  @Test func standardOutputStartsNoWriteback() throws {
    let descriptor = open("/dev/null", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var output = FileOutput(descriptor: descriptor)
    let bytes = [UInt8](repeating: 0x20, count: FileOutput.writebackInterval + 1)
    try bytes.withUnsafeBytes { try output.write($0) }
    #expect(output.started == 0)
  }
}
