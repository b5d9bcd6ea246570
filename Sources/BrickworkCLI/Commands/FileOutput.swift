import BrickworkDocument
import BrickworkFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the commands write to: a file descriptor (``FileDescriptorOutput``) that, for a file
/// about to be synchronized (``SystemIO/writeAtomically(_:_:)``), asks the system to start
/// writing each 8 MiB to disk as soon as it is written.
///
/// The final `fsync` then waits only for what is still in flight instead of for the whole
/// file: writing 167 MB of frames and synchronizing costs about as much as writing them
/// without the sync. Linux only (`sync_file_range(2)` with `SYNC_FILE_RANGE_WRITE`, which
/// starts writeback and does not wait for it); elsewhere, and where the call fails, the final
/// `fsync` does all the work as before. It never changes what is written, nor the durability
/// the final `fsync` gives.
struct FileOutput: ByteOutput {
  /// The bytes written between two starts of writeback: 8 MiB.
  static var writebackInterval: Int { 8 << 20 }

  /// The descriptor's output.
  private var output: FileDescriptorOutput
  /// Whether writeback is started as the bytes are written.
  private let startsWriteback: Bool
  /// The bytes written.
  private var written = 0
  /// The bytes whose writeback was started (or would have been, where the system cannot).
  private(set) var started = 0

  /// An output to `descriptor` that starts the writeback of what it writes when
  /// `startsWriteback` is set.
  init(descriptor: Int32, startsWriteback: Bool = false) {
    output = FileDescriptorOutput(descriptor: descriptor)
    self.startsWriteback = startsWriteback
  }

  /// Standard output.
  static var standardOutput: FileOutput { FileOutput(descriptor: 1) }

  /// Whether this system can start writeback early.
  static var canStartWriteback: Bool {
    #if canImport(Glibc)
      Writeback.start != nil
    #else
      false
    #endif
  }

  /// Writes all of `bytes`, then starts the writeback of the last whole interval written.
  ///
  /// - Throws: ``OutputError`` when the system refuses the write.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    try output.write(bytes)
    written += bytes.count
    guard startsWriteback, written - started >= Self.writebackInterval else { return }
    #if canImport(Glibc)
      if let startWriteback = Writeback.start {
        _ = startWriteback(
          output.descriptor, Int64(started), Int64(written - started),
          Writeback.writeFlag)
      }
    #endif
    started = written
  }
}

#if canImport(Glibc)
  /// `sync_file_range`, which the Glibc module does not declare (it is a GNU extension), found
  /// in the C library at run time.
  private enum Writeback {
    /// `SYNC_FILE_RANGE_WRITE` (linux/fs.h): start writeback of the range's dirty pages.
    static var writeFlag: UInt32 { 2 }

    /// The C library's `sync_file_range`, or `nil` where it has none.
    static let start: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
      guard let symbol = dlsym(nil, "sync_file_range") else {
        return nil
      }
      return unsafeBitCast(
        symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
    }()
  }
#endif
