import FuzzChecks

// Fuzzes the document reader's memory per input byte over documents of random shapes.
// `Scripts/fuzz.sh DocumentMemoryFuzz SECONDS` builds this with libFuzzer (`BRICKWORK_FUZZ` set);
// a plain build replays the files it is given. See docs/fuzzing.md.

/// The check each input goes through.
func check(_ bytes: [UInt8]) -> FuzzFailure? { DocumentMemoryCheck.run(bytes) }

#if BRICKWORK_FUZZ
  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzFailure.fuzz(data, count, check)
  }
#else
  /// Replays the files named on the command line.
  @main
  enum Replay {
    /// Replays the arguments' files through ``check(_:)``.
    static func main() { FuzzReplay.main(check: check) }
  }
#endif
