#if canImport(Glibc)
  import Glibc
#endif

/// Memory measured from outside the allocator: the resident set size.
///
/// The large arrays of a result (frames, index) are allocated by glibc with `mmap`, page by
/// page, and returned to the system when freed, so the resident set grows by what a result
/// holds, and temporaries freed during the layout do not count.
enum Memory {
  /// The resident set size in bytes, from /proc/self/statm, or `nil` where unavailable.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let file = fopen("/proc/self/statm", "r") else { return nil }
      defer { fclose(file) }
      var size = 0
      var resident = 0
      guard fscanf_pair(file, &size, &resident) else { return nil }
      return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    private static func fscanf_pair(
      _ file: UnsafeMutablePointer<FILE>, _ a: inout Int, _ b: inout Int
    )
      -> Bool
    {
      var buffer = [CChar](repeating: 0, count: 128)
      guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
      let text = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let fields = text.split(separator: " ")
      guard fields.count >= 2, let first = Int(fields[0]), let second = Int(fields[1]) else {
        return false
      }
      a = first
      b = second
      return true
    }
  #endif
}
