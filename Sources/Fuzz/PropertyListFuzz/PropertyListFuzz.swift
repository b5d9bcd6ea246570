import FuzzChecks

// Fuzzes the property-list item-list reader.
// `Scripts/fuzz.sh PropertyListFuzz SECONDS` builds this with libFuzzer (`BRICKWORK_FUZZ` set);
// a plain build replays the files it is given. See docs/fuzzing.md.

/// The check each input goes through.
func check(_ bytes: [UInt8]) -> FuzzFailure? { ItemListFuzzCheck.run(bytes, format: .plist) }

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
