import BrickworkTestSupport
import Foundation
import Testing

/// The prefetch hint the large loops give: a hint only, whatever the address. Debug builds, as
/// this suite's, give none, so the test builds `Prefetch.swift` optimized, as a release build
/// of the library does, and runs it.
@Suite struct PrefetchTests {
  static let program = """
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4)
    buffer.initialize(repeating: 1.5)
    let base = UnsafeRawPointer(buffer.baseAddress!)
    // Inside, just past the end, far past it, and on the first page (never mapped).
    for offset in [0, 32, 4_096, 1 << 30] {
      Prefetch.forReading(base + offset)
      Prefetch.forWriting(base + offset)
    }
    Prefetch.forReading(UnsafeRawPointer(bitPattern: 64)!)
    Prefetch.forWriting(UnsafeRawPointer(bitPattern: 64)!)
    print(Array(buffer))
    """

  @Test func aHintPastAnAllocationOrOnAnUnmappedPageNeitherTrapsNorChangesMemory() throws {
    guard let swiftc = Programs.find(["swiftc"]) else {
      Issue.record("no swiftc on PATH to build the hints optimized")
      return
    }
    let folder = try Programs.temporaryDirectory("prefetch")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = folder.appendingPathComponent("main.swift")
    try Self.program.write(to: main, atomically: true, encoding: .utf8)
    let source = Repository.file("Sources/Brickwork/Algorithms/Prefetch.swift").path
    let sources = [main.path, source]

    // The optimized code calls the intrinsic for reads (0) and writes (1) ...
    let ir = try Programs.run(swiftc, ["-O", "-wmo", "-emit-ir", "-o", "-"] + sources)
    #expect(ir.status == 0, "\(String(decoding: ir.stderr, as: UTF8.self))")
    let text = String(decoding: ir.stdout, as: UTF8.self)
    #expect(text.contains("@llvm.prefetch.p0(ptr"))
    #expect(text.contains("i32 0, i32 3, i32 1)") && text.contains("i32 1, i32 3, i32 1)"))
    // ... and none with the define an optimized thread-sanitizer build needs.
    let without = try Programs.run(
      swiftc, ["-O", "-wmo", "-DBRICKWORK_NO_PREFETCH", "-emit-ir", "-o", "-"] + sources)
    #expect(without.status == 0)
    #expect(!String(decoding: without.stdout, as: UTF8.self).contains("@llvm.prefetch"))

    // The hints neither trap nor change memory.
    let binary = folder.appendingPathComponent("prefetch")
    let build = try Programs.run(swiftc, ["-O", "-o", binary.path] + sources)
    #expect(build.status == 0, "\(String(decoding: build.stderr, as: UTF8.self))")
    let run = try Programs.run(binary, [])
    #expect(run.status == 0)
    #expect(String(decoding: run.stdout, as: UTF8.self) == "[1.5, 1.5, 1.5, 1.5]\n")
  }
}
