import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Runs the binary as a `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// A run killed outright (SIGKILL) leaves its temporary file; the next `--output` (or
  /// gallery page) into that folder removes it, and nothing else: not a live run's file (locked, or fresh), not a file
  /// of another program or in another folder.
  @Suite("Stale temporary files")
  struct StaleTemporaryFileTests {
    /// Makes a file `name` in `directory` last changed `age` seconds ago.
    static func make(_ name: String, in directory: URL, age: Int = 0) throws {
      let url = directory.appendingPathComponent(name)
      try Data("partial".utf8).write(to: url)
      try setAge(age, of: url)
    }

    /// Sets the modification time of `url` (not following a link) to `age` seconds ago.
    static func setAge(_ age: Int, of url: URL) throws {
      let then = time(nil) - time_t(age)
      var times = [
        timespec(tv_sec: then, tv_nsec: 0), timespec(tv_sec: then, tv_nsec: 0),
      ]
      try #require(utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
    }

    @Test func aRunRemovesOnlyDeadRunsTemporaryFilesFromItsFolder() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let other = directory.appendingPathComponent("other")
      try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
      let hour = 3_600
      // Dead runs' files: the pattern, old, unlocked.
      try Self.make(".brickwork-Ab12Cd", in: directory, age: hour)
      try Self.make(".brickwork-zzzzzz", in: directory, age: 2 * 86_400)
      try Self.make(".index.html.brickwork-Gal001", in: directory, age: hour)
      // A live run's: fresh; or old but locked (a run stopped mid-write).
      try Self.make(".brickwork-Fresh1", in: directory)
      try Self.make(".brickwork-Live01", in: directory, age: hour)
      let live = open(directory.appendingPathComponent(".brickwork-Live01").path, O_RDONLY)
      try #require(live >= 0)
      defer { close(live) }
      try #require(flock(live, LOCK_EX) == 0)
      // Not ours: other names, a link, a folder, a file with a second name, another folder.
      try Self.make(".brickwork-notes.txt", in: directory, age: hour)
      try Self.make(".brickwork-12345", in: directory, age: hour)
      try Self.make("index.html.brickwork-Gal002", in: directory, age: hour)
      try Self.make(".index.html-brickwork-Gal003", in: directory, age: hour)
      try Self.make("brickwork-Ab12Cd", in: directory, age: hour)
      try Self.make(".brickwork-Ab12Cd", in: other, age: hour)
      try Self.make("kept", in: directory, age: hour)
      try FileManager.default.linkItem(
        at: directory.appendingPathComponent("kept"),
        to: directory.appendingPathComponent(".brickwork-Hard01"))
      let link = directory.appendingPathComponent(".brickwork-Link01")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: directory.appendingPathComponent("kept").path)
      try Self.setAge(hour, of: link)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(".brickwork-Dir001"),
        withIntermediateDirectories: true)
      try Self.setAge(hour, of: directory.appendingPathComponent(".brickwork-Dir001"))

      let run = try Brickwork.run(
        ["layout", "--output", "out.json"], stdin: NothingLostTests.document(items: 3),
        in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        try NothingLostTests.names(in: directory) == [
          ".brickwork-12345", ".brickwork-Dir001", ".brickwork-Fresh1", ".brickwork-Hard01",
          ".brickwork-Link01", ".brickwork-Live01", ".brickwork-notes.txt",
          ".index.html-brickwork-Gal003", "brickwork-Ab12Cd", "index.html.brickwork-Gal002",
          "kept", "other", "out.json",
        ])
      #expect(try NothingLostTests.names(in: other) == [".brickwork-Ab12Cd"])
    }

    #if os(Linux)
      @Test func theFileASIGKILLLeavesIsRemovedByTheNextRun() throws {
        let directory = try Brickwork.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try NothingLostTests.document(items: 100_000).write(
          to: directory.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
        var left: [String] = []
        for _ in 0..<10 where left.isEmpty {
          let process = try NothingLostTests.start(
            ["layout", "-", "--output", "out.json"], input: "in.json", in: directory)
          _ = try NothingLostTests.send(
            SIGKILL, to: process, onceIn: directory, holds: ".brickwork-")
          left = try NothingLostTests.names(in: directory).filter { $0.hasPrefix(".brickwork-") }
        }
        try #require(left.count == 1, "no run killed mid-write")
        // The killed run's file, left as long ago as a stale one.
        try Self.setAge(3_600, of: directory.appendingPathComponent(left[0]))
        let run = try Brickwork.run(["layout", "in.json", "--output", "out.json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try NothingLostTests.names(in: directory) == ["in.json", "out.json"])
      }

      @Test func theGalleryPageASIGKILLLeavesIsRemovedByTheNextRun() throws {
        let directory = try Brickwork.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photos = directory.appendingPathComponent("photos")
        let site = directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        // Enough pictures that writing the page takes a while.
        let picture = Data(SampleImages.svg(width: 40, height: 30, color: "red"))
        for index in 0..<10_000 {
          try picture.write(to: photos.appendingPathComponent("p\(index).svg"))
        }
        let prefix = ".index.html.brickwork-"
        try Data().write(to: directory.appendingPathComponent("empty"))
        var left: [String] = []
        for _ in 0..<10 where left.isEmpty {
          try? FileManager.default.removeItem(at: site)
          try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
          let process = try NothingLostTests.start(
            ["gallery", "photos", "--output", "site", "--quiet"], input: "empty", in: directory)
          _ = try NothingLostTests.send(SIGKILL, to: process, onceIn: site, holds: prefix)
          left = try NothingLostTests.names(in: site).filter { $0.hasPrefix(prefix) }
        }
        try #require(left.count == 1, "no run killed mid-write")
        // The killed run's file, left as long ago as a stale one.
        try Self.setAge(3_600, of: site.appendingPathComponent(left[0]))
        let run = try Brickwork.run(
          ["gallery", "photos", "--output", "site", "--quiet"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try NothingLostTests.names(in: site) == ["index.html"])
      }
    #endif
  }
#endif
