#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  /// The temporary files of atomic writes (the command line's `--output`, and ``AtomicFile``
  /// for the gallery's page) that runs the system killed outright
  /// (SIGKILL, a power cut) left behind, and their removal.
  ///
  /// A write's temporary file lives beside its target, since only a rename within one file
  /// system replaces a file atomically (rename(2): `EXDEV` across file systems), so no system
  /// cleaner of `/tmp` ever sees it. Each write therefore first removes, from its target's
  /// folder, every file that is provably a dead write's temporary file:
  /// - named as the writes name theirs (``isTemporaryName(_:)``): `.brickwork-` and the six
  ///   letters or digits of `mkstemp(3)`, or the same after a dot and a target's name
  ///   (`.index.html.brickwork-Ab12Cd`);
  /// - a regular file (not a link, folder or device) with one name, owned by this user;
  /// - unchanged for ``minimumAge`` seconds (a live write changes its file as it writes);
  /// - and locked by no one: a write holds `flock(2)`'s exclusive lock on its temporary file
  ///   (``lock(_:)``) from its creation until it closes it, and the system drops a lock when the
  ///   process that holds it dies, however it dies (flock(2): "the lock is released either by an
  ///   explicit LOCK_UN operation on any of these duplicate file descriptors, or when all such
  ///   file descriptors have been closed", which the kernel does at exit);
  /// - and still the same file (device and inode) under its name just before it is unlinked.
  ///
  /// A concurrent run's temporary file is thus never removed: it is locked, and fresh.
  package enum StaleTemporaryFiles {
    /// What every temporary file's name ends with, before the six letters or digits.
    package static let marker = "brickwork-"

    /// The `mkstemp(3)` template of the temporary file of a write of the target `name` (raw
    /// bytes), or of a write that names none: `.NAME.brickwork-XXXXXX`, `.brickwork-XXXXXX`.
    package static func template(forTarget name: [UInt8] = []) -> [UInt8] {
      let dot = UInt8(ascii: ".")
      return [dot] + (name.isEmpty ? [] : name + [dot]) + Array((marker + "XXXXXX").utf8)
    }

    /// Holds the exclusive lock that marks the temporary file open as `descriptor` as a live
    /// write's, until it is closed or the process ends.
    package static func lock(_ descriptor: Int32) {
      _ = flock(descriptor, LOCK_EX)
    }

    /// How long a temporary file must have been left unchanged before it may be removed: 10
    /// minutes, in seconds. The lock already proves a write dead; the age also covers the moment
    /// between `mkstemp` and `flock`, and writers that take no lock.
    package static let minimumAge = 600

    /// Whether `name` is a temporary file's name, as ``template(forTarget:)`` makes them: a dot,
    /// optionally a target's name and a dot, ``marker``, and the six letters or digits `mkstemp`
    /// puts in place of `XXXXXX`.
    package static func isTemporaryName(_ name: [UInt8]) -> Bool {
      let dot = UInt8(ascii: ".")
      let tail = Array(marker.utf8).count + 6
      guard name.count > tail, name.first == dot, name[name.count - tail - 1] == dot,
        name.suffix(tail).starts(with: Array(marker.utf8))
      else { return false }
      return name.suffix(6).allSatisfy { byte in
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
    package static func remove(in directory: [CChar], now: time_t = time(nil)) -> [[UInt8]] {
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
#endif
