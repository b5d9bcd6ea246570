import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// Runs the binary as a `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// Every file the command line writes is replaced atomically: a failing, interrupted or killed
  /// run, or a full disk, leaves the previous output intact; a closed standard output is a clean
  /// error exit.
  @Suite("Nothing lost")
  struct NothingLostTests {
    /// A document of `count` items (some 20 bytes each), big enough that writing its frames
    /// takes a while.
    static func document(items count: Int) -> String {
      let items = (0..<count).map { #"{"height": \#($0 % 97 + 1)}"# }
      return #"{"width": 375, "sections": [{"columns": 3, "items": ["#
        + items.joined(separator: ",") + "]}]}"
    }

    /// The names in `directory`, sorted.
    static func names(in directory: URL) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Starts `brickwork arguments` in `directory` with standard input from `input` (a file in
    /// it) and standard output and error discarded.
    static func start(_ arguments: [String], input: String, in directory: URL) throws -> Process {
      let process = Process()
      process.executableURL = Brickwork.binary
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.standardInput = try FileHandle(
        forReadingFrom: directory.appendingPathComponent(input))
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }

    /// Sends `signal` to `process` once `directory` holds a file whose name starts with
    /// `prefix` (its temporary file), and waits for it to end; whether it was signalled (a run
    /// may end before its temporary file is seen).
    static func send(
      _ signal: Int32, to process: Process, onceIn directory: URL, holds prefix: String
    ) throws -> Bool {
      var signalled = false
      while process.isRunning, !signalled {
        if try names(in: directory).contains(where: { $0.hasPrefix(prefix) }) {
          kill(process.processIdentifier, signal)
          signalled = true
        } else {
          usleep(200)
        }
      }
      process.waitUntilExit()
      return signalled
    }

    /// Runs `script` with `/bin/sh -c`, `$0` being the binary, in `directory`.
    static func shell(_ script: String, in directory: URL) throws -> Brickwork.Run {
      try Brickwork.run(["-c", script, Brickwork.binary.path], in: directory, shell: true)
    }

    @Test func aLinkedTargetIsReplacedNotTruncated() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let manager = FileManager.default
      try manager.createDirectory(
        at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
      let target = directory.appendingPathComponent("real/out.json")
      try "previous".write(to: target, atomically: true, encoding: .utf8)
      // A second name for the old file: had the target been truncated and rewritten in place,
      // this name would see the new frames too.
      let old = directory.appendingPathComponent("real/old.json")
      try manager.linkItem(at: target, to: old)
      // A relative link, resolved against the link's own folder.
      try manager.createDirectory(
        at: directory.appendingPathComponent("links"), withIntermediateDirectories: true)
      try manager.createSymbolicLink(
        atPath: directory.appendingPathComponent("links/out.json").path,
        withDestinationPath: "../real/out.json")
      try NothingLostTests.document(items: 3).write(
        to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
      let run = try Brickwork.run(
        ["layout", "in.json", "--output", "links/out.json"], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{\n  \"contentSize\""))
      #expect(try String(contentsOf: old, encoding: .utf8) == "previous")
      #expect(
        try manager.destinationOfSymbolicLink(
          atPath: directory.appendingPathComponent("links/out.json").path) == "../real/out.json")
      #expect(
        try Self.names(in: directory.appendingPathComponent("real")) == ["old.json", "out.json"])
    }

    @Test func aFailingRunThroughALinkKeepsTheTarget() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let target = directory.appendingPathComponent("out.json")
      try "previous".write(to: target, atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "out.json")
      let run = try Brickwork.run(
        ["layout", "--output", "link.json"], stdin: #"{"width": -1}"#, in: directory)
      #expect(run.status == 1)
      #expect(try String(contentsOf: target, encoding: .utf8) == "previous")
      #expect(try Self.names(in: directory) == ["link.json", "out.json"])
    }

    @Test func outputDashIsStandardOutput() throws {
      let run = try Brickwork.run(
        ["layout", "--output", "-"], stdin: NothingLostTests.document(items: 2))
      #expect(run.status == 0)
      #expect(run.output.hasPrefix("{\n  \"contentSize\""))
    }

    /// Every signal that ends the process by default and can be caught (the faults of a crash
    /// aside), and SIGKILL, which cannot.
    static let signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM,
      SIGPROF, SIGIO, SIGSTKFLT, SIGPWR, SIGKILL,
    ]

    @Test(arguments: signals)
    func aSignalMidWriteLeavesThePreviousOutput(_ signal: Int32) throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let target = directory.appendingPathComponent("out.json")
      try "previous".write(to: target, atomically: true, encoding: .utf8)
      try NothingLostTests.document(items: 100_000).write(
        to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
      let complete = try Brickwork.run(
        ["layout", "in.json"], in: directory
      ).stdout
      // Signal runs while their temporary file exists. A run can still rename it into place
      // before the signal lands; then the target holds the complete new output. Either way the
      // target is whole, and nothing but SIGKILL leaves the temporary file behind.
      var caughtMidWrite = 0
      for _ in 0..<10 where caughtMidWrite == 0 {
        try "previous".write(to: target, atomically: true, encoding: .utf8)
        let process = try Self.start(
          ["layout", "-", "--output", "out.json"], input: "in.json", in: directory)
        guard try Self.send(signal, to: process, onceIn: directory, holds: ".brickwork-") else {
          continue
        }
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        let content = try Array(Data(contentsOf: target))
        let isPrevious = content == Array("previous".utf8)
        #expect(isPrevious || content == complete, "a partial output")
        if isPrevious { caughtMidWrite += 1 }
        let left = try Self.names(in: directory).filter { $0.hasPrefix(".brickwork-") }
        #expect(signal == SIGKILL || left.isEmpty, "left \(left)")
        for name in left {
          try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
      }
      #expect(caughtMidWrite > 0, "never caught a run mid-write")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGQUIT, SIGUSR1])
    func aSignalMidGalleryLeavesThePreviousPage(_ signal: Int32) throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let photos = directory.appendingPathComponent("photos")
      try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
      for index in 0..<4_000 {
        try Data(SampleImages.png(width: 10 + index % 90, height: 40, color: (9, 9, 9)))
          .write(to: photos.appendingPathComponent("p\(index).png"))
      }
      let page = photos.appendingPathComponent("index.html")
      var caughtMidWrite = 0
      for _ in 0..<10 where caughtMidWrite == 0 {
        try "previous".write(to: page, atomically: true, encoding: .utf8)
        let process = try Self.start(
          ["gallery", "photos", "--quiet", "--breakpoints", Self.breakpoints],
          input: "photos/p0.png",
          in: directory)
        guard try Self.send(signal, to: process, onceIn: photos, holds: ".index.html.brickwork-")
        else { continue }
        #expect(process.terminationReason == .uncaughtSignal)
        let content = try String(contentsOf: page, encoding: .utf8)
        #expect(content == "previous" || content.hasSuffix("</html>\n"), "a partial page")
        if content == "previous" { caughtMidWrite += 1 }
        let left = try Self.names(in: photos).filter { $0.hasPrefix(".index.html.brickwork-") }
        #expect(left.isEmpty, "left \(left)")
        for name in left {
          try FileManager.default.removeItem(at: photos.appendingPathComponent(name))
        }
      }
      #expect(caughtMidWrite > 0, "never caught a gallery mid-write")
    }

    /// Breakpoints enough that each picture's entry is long: the page takes a while to write.
    static let breakpoints = (1...40).map { "\($0 * 50):\($0 % 6 + 1)" }.joined(separator: ",")

    @Test func aFullDiskLeavesThePreviousOutput() throws {
      // /dev/full: every write fails with ENOSPC.
      let full = try Brickwork.run(
        ["layout", "--output", "/dev/full"], stdin: NothingLostTests.document(items: 10))
      #expect(full.status == 1)
      #expect(full.errorLines == ["brickwork: cannot write '/dev/full': No space left on device"])
      // A small file system, when this user may mount one (root in CI).
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let small = directory.appendingPathComponent("small")
      try FileManager.default.createDirectory(at: small, withIntermediateDirectories: true)
      let mount = try Self.shell(
        "mount -t tmpfs -o size=64k tmpfs small 2>/dev/null && echo mounted", in: directory)
      guard mount.output == "mounted\n" else {
        print("aFullDiskLeavesThePreviousOutput: cannot mount a tmpfs here; /dev/full only")
        return
      }
      defer { _ = try? Self.shell("umount small", in: directory) }
      let target = small.appendingPathComponent("out.json")
      try "previous".write(to: target, atomically: false, encoding: .utf8)
      let run = try Brickwork.run(
        ["layout", "--output", "small/out.json"], stdin: NothingLostTests.document(items: 5_000),
        in: directory)
      #expect(run.status == 1)
      #expect(
        run.errorLines == ["brickwork: cannot write 'small/out.json': No space left on device"])
      #expect(try String(contentsOf: target, encoding: .utf8) == "previous")
      #expect(try Self.names(in: small) == ["out.json"])
    }

    @Test func aBrokenPipeExitsWithStatusThreeSilently() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try NothingLostTests.document(items: 50_000).write(
        to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
      let pipe = Pipe()
      let errors = Pipe()
      let process = Process()
      process.executableURL = Brickwork.binary
      process.arguments = ["layout", "in.json"]
      process.currentDirectoryURL = directory
      process.standardOutput = pipe
      process.standardError = errors
      try process.run()
      // The reader goes away after a few bytes, as `| head -c 10` does.
      _ = try pipe.fileHandleForReading.read(upToCount: 10)
      try pipe.fileHandleForReading.close()
      let message = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 3)
      #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
    }

    @Test func aClosedStandardOutputIsAnError() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try NothingLostTests.document(items: 2).write(
        to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
      let run = try Self.shell(#"exec "$0" layout in.json >&-"#, in: directory)
      #expect(run.status == 1)
      #expect(run.errorLines == ["brickwork: cannot write standard output: Bad file descriptor"])
    }

    @Test func aFileNameThatIsNotUTF8CanBeRead() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try NothingLostTests.document(items: 2).write(
        to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
      // `caf\351.json`: Latin-1, not UTF-8.
      let run = try Self.shell(
        #"name="$(printf 'caf\351.json')"; cp in.json "$name" && "$0" layout "$name" --output "$name.out" && cat "$name.out""#,
        in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.output.hasPrefix("{\n  \"contentSize\""))
    }
  }
#endif
