import BrickworkDocument
import Foundation
import Testing

@testable import BrickworkCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Large input files mapped rather than read: the same bytes, and a file truncated or grown
/// while mapped reported as changed, never a crash (`SIGBUS`).
///
/// Serialized: the process guards one mapping at a time.
@Suite("Mapped input", .serialized)
struct MappedInputTests {
  /// A valid document of about `bytes` bytes: one waterfall section of plain items.
  static func document(bytes: Int) -> [UInt8] {
    var text = #"{"width": 375, "sections": [{"columns": 3, "items": ["#
    var item = 0
    while text.utf8.count < bytes {
      text += item == 0 ? "" : ","
      text += #"{"width": \#(200 + item % 977), "height": \#(300 + item % 613)}"#
      item += 1
    }
    text += "]}]}"
    return Array(text.utf8)
  }

  /// Writes `bytes` to a new file in a new temporary directory.
  static func file(_ bytes: [UInt8]) throws -> URL {
    let directory = try Brickwork.temporaryDirectory()
    let url = directory.appendingPathComponent("document.json")
    try Data(bytes).write(to: url)
    return url
  }

  @Test func aLargeFileGivesTheBytesThatReadingGives() throws {
    let bytes = Self.document(bytes: SystemIO.mappingThreshold + 12_345)
    let url = try Self.file(bytes)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let seen = try SystemIO.withContents(of: url.path) { Array($0) }
    #expect(seen == bytes)
    #expect(try SystemIO.read(url.path) == bytes)
    let document = try SystemIO.withContents(of: url.path) { buffer throws(Failure) in
      try? LayoutDocument(json: buffer)
    }
    #expect(
      document?.sections.first?.items.count
        == (try LayoutDocument(json: bytes)).sections
        .first?.items.count)
  }

  #if canImport(Glibc)
    /// The message for a file that changed while it was read.
    static func changed(_ url: URL) -> [String] {
      [
        "brickwork: cannot read \(CommandLineParser.quoted(url.path)): "
          + "the file changed while it was read"
      ]
    }

    @Test func aFileTruncatedWhileMappedIsReportedNotACrash() throws {
      let bytes = Self.document(bytes: 3 * SystemIO.mappingThreshold)
      let url = try Self.file(bytes)
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      var sum = 0
      var count = 0
      #expect {
        try SystemIO.withContents(of: url.path) { buffer throws(Failure) in
          // Another program cuts the file short while it is mapped.
          truncate(url.path, 100)
          count = buffer.count
          // Every byte read, past the new end too: zeros there, not SIGBUS.
          for byte in buffer { sum &+= Int(byte) }
          return buffer.count
        }
      } throws: { error in
        guard case .invalid(let lines) = error as? Failure else { return false }
        return lines == Self.changed(url)
      }
      #expect(count == bytes.count)
      // The first page still holds the file's first 100 bytes, then zeros.
      #expect(sum == bytes.prefix(100).reduce(0) { $0 + Int($1) })
    }

    @Test func aFileTruncatedUnderTheDocumentReaderIsReported() throws {
      let bytes = Self.document(bytes: 3 * SystemIO.mappingThreshold)
      let url = try Self.file(bytes)
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      var read: LayoutDocument?
      var syntaxError = false
      #expect {
        try SystemIO.withContents(of: url.path) { buffer throws(Failure) in
          // Cut at 80%: the reader reads zeros past the new end, where it finds a syntax
          // error; the file's change is what the command reports.
          truncate(url.path, off_t(bytes.count / 5 * 4))
          do throws(DocumentError) {
            read = try LayoutDocument(json: buffer)
          } catch {
            syntaxError = error.lines.count == 1
          }
          return read
        }
      } throws: { error in
        guard case .invalid(let lines) = error as? Failure else { return false }
        return lines == Self.changed(url)
      }
      #expect(read == nil)
      #expect(syntaxError)
    }

    @Test func aFileGrownWhileMappedIsReported() throws {
      let bytes = Self.document(bytes: SystemIO.mappingThreshold)
      let url = try Self.file(bytes)
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      #expect {
        try SystemIO.withContents(of: url.path) { buffer throws(Failure) in
          let handle = try? FileHandle(forWritingTo: url)
          _ = try? handle?.seekToEnd()
          try? handle?.write(contentsOf: Data(" ".utf8))
          try? handle?.close()
          return buffer.count
        }
      } throws: { error in
        guard case .invalid(let lines) = error as? Failure else { return false }
        return lines == Self.changed(url)
      }
    }

    /// The address of the handler of an action.
    static func handler(_ action: sigaction) -> Int {
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func theGuardIsRemovedOnceTheBodyReturns() throws {
      var before = sigaction()
      sigaction(SIGBUS, nil, &before)
      let url = try Self.file(Self.document(bytes: SystemIO.mappingThreshold))
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      var during = sigaction()
      _ = try SystemIO.withContents(of: url.path) { _ in sigaction(SIGBUS, nil, &during) }
      var after = sigaction()
      sigaction(SIGBUS, nil, &after)
      // A handler of the guard's own while mapped; the earlier action once unmapped.
      #expect(Self.handler(during) != Self.handler(before))
      #expect(during.sa_flags & SA_SIGINFO != 0)
      #expect(Self.handler(after) == Self.handler(before))
      #expect(after.sa_flags == before.sa_flags)
    }

    @Test(arguments: [200, 2 * SystemIO.mappingThreshold])
    func aFIFOIsReadNotMapped(size: Int) throws {
      // The document arrives through a named pipe whose writer opens it after the command
      // does, writes and closes: the command must neither wait for ever nor lose what was
      // written (opening the pipe to look at it, then again to read it, did both).
      let bytes = Self.document(bytes: size)
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try Data(bytes).write(to: directory.appendingPathComponent("document.json"))
      let run = try Brickwork.run(
        [
          "-c",
          "mkfifo pipe && { (sleep 0.3; cat document.json > pipe) & } && "
            + "timeout 30 \"$0\" layout pipe",
          Brickwork.binary.path,
        ], in: directory, shell: true)
      let fromInput = try Brickwork.run(["layout"], stdin: bytes)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == fromInput.stdout)
    }

    @Test func aSmallFileIsReadAndKeepsItsBytes() throws {
      let bytes = Self.document(bytes: 10_000)
      let url = try Self.file(bytes)
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      // Read, not mapped: cutting the file short changes nothing already read.
      let seen = try SystemIO.withContents(of: url.path) { buffer in
        truncate(url.path, 0)
        return Array(buffer)
      }
      #expect(seen == bytes)
    }
  #endif

  @Test func theCommandLaysOutALargeFileAsItDoesStandardInput() throws {
    let bytes = Self.document(bytes: 2 * SystemIO.mappingThreshold)
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(bytes).write(to: directory.appendingPathComponent("large.json"))
    let fromFile = try Brickwork.run(["layout", "large.json"], in: directory)
    let fromInput = try Brickwork.run(["layout"], stdin: bytes)
    #expect(fromFile.status == 0)
    #expect(fromFile.stderr.isEmpty)
    #expect(fromFile.stdout == fromInput.stdout)
    #expect(fromFile.stdout.count > bytes.count)
  }
}
