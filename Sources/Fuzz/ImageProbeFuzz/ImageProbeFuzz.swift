import BrickworkDocument
import BrickworkFiles

// Fuzzes the image-size prober (`ImageProbe`), as the other targets of `Sources/Fuzz/` fuzz
// their parsers. `Scripts/fuzz.sh ImageProbeFuzz SECONDS` builds this with libFuzzer
// (`BRICKWORK_FUZZ` set); a plain build replays the files it is given. Seeds:
// `Fuzz/Corpus/ImageProbeFuzz/` (a tiny file of every format), replayed by `swift test`.

/// The check each input goes through: the prober either gives a positive, finite size of at
/// most ``ProbedImage/maximumDimension`` pixels, or fails with a typed error whose description is one line; `nil`
/// when both hold, else what broke.
func check(_ bytes: [UInt8]) -> String? {
  do {
    let image = try ImageProbe.probe(bytes: bytes)
    for length in [image.width, image.height]
    where !(length > 0 && length <= Double(ProbedImage.maximumDimension)) {
      return "a \(image.format.name) probed as \(image.width) × \(image.height)"
    }
    return nil
  } catch {
    let text = error.description
    return text.isEmpty || text.contains("\n") ? "an error of other than one line: \(text)" : nil
  }
}

#if BRICKWORK_FUZZ
  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    if let failure = check(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []) {
      fatalError("fuzz invariant broken: \(failure)")
    }
    return 0
  }
#else
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Replays the files named on the command line.
  @main
  enum Replay {
    /// Replays the arguments' files through ``check(_:)``: status 0 when every input passed,
    /// 1 when one broke an invariant, 2 when a file cannot be read.
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      guard !paths.isEmpty else {
        print("usage: ImageProbeFuzz FILE...  (replays inputs; build with Scripts/fuzz.sh to fuzz)")
        exit(2)
      }
      var failed = 0
      for path in paths {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
          print("cannot read \(path)")
          exit(2)
        }
        var source = FileImageSource(descriptor: descriptor)
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while let got = try? block.withUnsafeMutableBytes({ buffer in
          try source.read(into: buffer, at: bytes.count)
        }), got > 0 {
          bytes += block[..<got]
        }
        close(descriptor)
        if let failure = check(bytes) {
          print("\(path): \(failure)")
          failed += 1
        }
      }
      print("replayed \(paths.count) inputs, \(failed) failed")
      exit(failed == 0 ? 0 : 1)
    }
  }
#endif
