#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of atomic writes (``SystemIO/writeAtomically(_:_:)``) that runs the
/// system killed outright (SIGKILL, a power cut) left behind, and their removal.
///
/// A write's temporary file lives beside its target, since only a rename within one file
/// system replaces a file atomically (rename(2): `EXDEV` across file systems), so no system
/// cleaner of `/tmp` ever sees it. Each write therefore first removes, from its target's
/// folder, every file that is provably a dead write's temporary file:
/// - named as `mkstemp(3)` names ours: `.brickwork-` and six letters or digits;
/// - a regular file (not a link, folder or device) with one name, owned by this user;
/// - unchanged for ``minimumAge`` seconds (a live write changes its file as it writes);
/// - and locked by no one: a write holds `flock(2)`'s exclusive lock on its temporary file
///   from its creation until it closes it, and the system drops a lock when the process that
///   holds it dies, however it dies (flock(2): "the lock is released either by an explicit
///   LOCK_UN operation on any of these duplicate file descriptors, or when all such file
///   descriptors have been closed", which the kernel does at exit).
///
/// A concurrent run's temporary file is thus never removed: it is locked, and fresh.
enum StaleTemporaryFiles {
  /// The name every temporary file starts with.
  static let prefix = ".brickwork-"

  /// How long a temporary file must have been left unchanged before it may be removed: 10
  /// minutes, in seconds. The lock already proves a write dead; the age also covers the moment
  /// between `mkstemp` and `flock`, and writers that take no lock.
  static let minimumAge = 600

  /// Whether `name` is a temporary file's name: ``prefix`` and the six letters or digits
  /// `mkstemp` puts in place of `XXXXXX`.
  static func isTemporaryName(_ name: [UInt8]) -> Bool {
    let prefix = Array(Self.prefix.utf8)
    guard name.count == prefix.count + 6, name.starts(with: prefix) else { return false }
    return name.dropFirst(prefix.count).allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }

  /// Removes the dead writes' temporary files from the folder `directory` (a path ending with
  /// `/`, not NUL-terminated), as the type describes; best effort (a folder that cannot be
  /// read, or a file that cannot be opened, is left as it is). Returns the names removed.
  ///
  /// - Complexity: O(n) for the n names in the folder, plus a few system calls for each that
  ///   is named like a temporary file.
  @discardableResult
  static func remove(in directory: [CChar], now: time_t = time(nil)) -> [[UInt8]] {
    guard let folder = opendir(directory + [0]) else { return [] }
    defer { closedir(folder) }
    var names: [[UInt8]] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if isTemporaryName(name) { names.append(name) }
    }
    return names.filter { name in
      removeIfDead(directory + name.map { CChar(bitPattern: $0) } + [0], now: now)
    }
  }

  /// Removes the file at `path` (NUL-terminated) if it is a dead write's temporary file.
  private static func removeIfDead(_ path: [CChar], now: time_t) -> Bool {
    // O_NOFOLLOW: a link is never opened (open(2): "If the trailing component of pathname is
    // a symbolic link, then the open fails"); O_NONBLOCK: a FIFO does not block the open.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_nlink == 1, status.st_uid == geteuid(),
      Int(now) - modificationTime(status) >= minimumAge,
      flock(descriptor, LOCK_EX | LOCK_NB) == 0
    else { return false }
    // Still the same file under that name (mkstemp never reuses a name that exists).
    var current = stat()
    guard lstat(path, &current) == 0, current.st_dev == status.st_dev,
      current.st_ino == status.st_ino
    else { return false }
    return unlink(path) == 0
  }

  /// The last modification of the file whose status is `status`, in seconds since the epoch.
  private static func modificationTime(_ status: stat) -> Int {
    #if canImport(Darwin)
      Int(status.st_mtimespec.tv_sec)
    #else
      Int(status.st_mtim.tv_sec)
    #endif
  }
}
