import Foundation
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Reading property lists over and over costs no memory that stays: malformed XML lists, which
/// the fuzzer throws by the million, included.
@Suite("Item lists: memory stays flat")
struct PropertyListMemoryTests {
  /// The resident memory of this process, in bytes (Linux: `/proc/self/statm`, in pages of
  /// 4 KiB), or `nil` elsewhere.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * 4096
  }

  /// Malformed XML property lists: truncated, unclosed, with a bad value.
  static let malformed: [[UInt8]] = [
    #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><dict><key>w</key>"#,
    #"<?xml version="1.0"?><plist><array><dict><key>w</key><integer>x</integer></dict></array>"#,
    #"<plist version="1.0"><array><string>unclosed</array></plist>"#,
    #"<?xml version="1.0"?><plist><dict><key>a</key></dict></plist"#,
  ].map { Array($0.utf8) }

  // Exit tests run where a test may start a process of its own (macOS, Linux).
  #if os(macOS) || os(Linux)
    /// Runs in a process of its own (an exit test): the resident size of the test process would
    /// count whatever the suites running beside it allocate at the same time.
    @Test func a100000MalformedReadsLeaveMemoryFlat() async {
      guard Self.residentBytes() != nil else { return }
      await #expect(processExitsWith: .success) {
        func read(_ rounds: Int) {
          for round in 0..<rounds {
            _ = try? ItemList(
              reading: PropertyListMemoryTests.malformed[
                round % PropertyListMemoryTests.malformed.count],
              format: .plist, name: "x.plist")
          }
        }
        read(5_000)  // warm-up: caches, the allocator's arenas
        guard let before = PropertyListMemoryTests.residentBytes() else { exit(2) }
        read(100_000)
        guard let after = PropertyListMemoryTests.residentBytes() else { exit(2) }
        // 100,000 reads leaking even 100 bytes each would add 10 MB.
        if after - before >= 4 << 20 {
          FileHandle.standardError.write(Data("grew by \(after - before) bytes\n".utf8))
          exit(1)
        }
      }
    }
  #endif
}
