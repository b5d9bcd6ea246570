import BrickworkDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  /// Writing one file into a folder so that readers see the old file or the new one, never a
  /// part, and nothing outside the folder is touched.
  public enum AtomicFile {
    /// Creates the folder `path` and its missing parents.
    ///
    /// - Throws: ``FileSystemError`` when a folder cannot be created or a part of the path is
    ///   not a folder.
    public static func createDirectory(_ path: String) throws(FileSystemError) {
      try createDirectory(bytes: Array(path.utf8))
    }

    /// Creates the folder whose path is the raw bytes `path` (a name need not be UTF-8) and
    /// its missing parents.
    ///
    /// - Throws: As ``createDirectory(_:)``.
    public static func createDirectory(bytes path: [UInt8]) throws(FileSystemError) {
      let slash = UInt8(ascii: "/")
      var partial: [UInt8] = path.first == slash ? [slash] : []
      for component in path.split(separator: slash) {
        partial += component + [slash]
        if GalleryFolder.withPath(partial, { mkdir($0, 0o777) }) != 0, errno != EEXIST {
          throw FileSystemError(path: shown(path), reason: "cannot create: \(reason())")
        }
      }
      var status = stat()
      guard GalleryFolder.withPath(path, { stat($0, &status) }) == 0,
        status.st_mode & S_IFMT == S_IFDIR
      else {
        throw FileSystemError(path: shown(path), reason: "cannot create: not a folder")
      }
    }

    /// Writes the file `name` in the folder `directory`: `body` fills a temporary file in the
    /// same folder, which is flushed to disk, given the permissions of a new file (0666 less
    /// the umask) and renamed over `name`. A symbolic link called `name` is replaced, never
    /// written through; a read-only file is refused (``isReadOnly(_:at:)``); on any failure the
    /// temporary file is removed and the previous file is intact. The temporary file
    /// (`.NAME.brickwork-XXXXXX`) is locked while written; one that a run killed outright
    /// (SIGKILL) left is removed by the next write into the folder (`StaleTemporaryFiles`).
    ///
    /// - Throws: ``FileSystemError`` naming the file, with the system's or `body`'s reason.
    public static func write(
      _ name: String, in directory: String,
      _ body: (inout FileDescriptorOutput) throws -> Void
    ) throws(FileSystemError) {
      try write(name, inFolder: Array(directory.utf8), body)
    }

    /// Writes the file `name` in the folder whose path is the raw bytes `directory` (a name
    /// need not be UTF-8), as ``write(_:in:_:)``.
    ///
    /// - Parameters:
    ///   - name: The file's name in `directory`.
    ///   - directory: The folder's path, as raw bytes.
    ///   - watch: Called with the temporary file's path (NUL-terminated) once it exists, and
    ///     with `nil` once it is renamed into place or removed: a caller that removes it when a
    ///     signal stops the process watches it so.
    ///   - body: Writes the file's contents.
    /// - Throws: As ``write(_:in:_:)``.
    public static func write(
      _ name: String, inFolder directory: [UInt8],
      watchingTemporaryFile watch: (UnsafePointer<CChar>?) -> Void = { _ in },
      _ body: (inout FileDescriptorOutput) throws -> Void
    ) throws(FileSystemError) {
      let slash = UInt8(ascii: "/")
      let folder = directory.last == slash ? directory : directory + [slash]
      let target = folder + Array(name.utf8)
      let shownTarget = shown(target)
      var existing = stat()
      let refused = GalleryFolder.withPath(target) { path in
        lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
          && Self.isReadOnly(existing, at: path)
      }
      guard !refused else {
        throw FileSystemError(
          path: shownTarget, reason: "cannot write: the file is read-only (not replaced)")
      }
      let folderPath = folder.map { CChar(bitPattern: $0) }
      StaleTemporaryFiles.remove(in: folderPath)
      var template =
        folderPath
        + StaleTemporaryFiles.template(forTarget: Array(name.utf8)).map { CChar(bitPattern: $0) }
        + [0]
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else {
        throw FileSystemError(path: shownTarget, reason: "cannot write: \(reason())")
      }
      // Held until the file is closed, and by the system until the process ends, however it
      // ends: a locked temporary file belongs to a live write (`StaleTemporaryFiles`).
      StaleTemporaryFiles.lock(descriptor)
      template.withUnsafeBufferPointer { watch($0.baseAddress) }
      defer { watch(nil) }
      let temporary = Array(template.dropLast().map { UInt8(bitPattern: $0) })
      let removeTemporary = { _ = GalleryFolder.withPath(temporary) { unlink($0) } }
      let mask = umask(0)
      umask(mask)
      var output = FileDescriptorOutput(descriptor: descriptor)
      do {
        try body(&output)
        guard fchmod(descriptor, 0o666 & ~mask) == 0, fsync(descriptor) == 0 else {
          throw OutputError(code: errno)
        }
        guard close(descriptor) == 0 else {
          let code = errno
          removeTemporary()
          throw FileSystemError(
            path: shownTarget, reason: "cannot write: \(OutputError(code: code))")
        }
      } catch let error as FileSystemError {
        throw error
      } catch {
        close(descriptor)
        removeTemporary()
        throw FileSystemError(path: shownTarget, reason: "cannot write: \(error)")
      }
      let renamed = GalleryFolder.withPath(temporary) { from in
        GalleryFolder.withPath(target) { to in rename(from, to) }
      }
      guard renamed == 0 else {
        let failure = FileSystemError(path: shownTarget, reason: "cannot write: \(reason())")
        removeTemporary()
        throw failure
      }
      synchronizeFolder(folder)
    }

    /// Flushes the folder at `path` (raw bytes), so that a name just renamed into it survives a
    /// crash: a file's own `fsync` does not cover its entry in the folder (fsync(2): "Calling
    /// fsync() does not necessarily ensure that the entry in the directory containing the file
    /// has also reached disk. For that an explicit fsync() on a file descriptor for the directory
    /// is also needed."). Best effort: the file is in place already, and a file system that
    /// cannot flush a folder (`EINVAL`) or a folder that cannot be opened changes nothing.
    package static func synchronizeFolder(_ path: [UInt8]) {
      let descriptor = GalleryFolder.withPath(path) { open($0, O_RDONLY | O_DIRECTORY) }
      guard descriptor >= 0 else { return }
      _ = fsync(descriptor)
      close(descriptor)
    }

    /// Whether the existing file whose status is `status`, at `path` (NUL-terminated), is
    /// read-only, so that a write must refuse to replace it, as `cp` without `-f` refuses: the
    /// process may not write it, or, for the superuser (whom the system lets write anything),
    /// no one may.
    public static func isReadOnly(_ status: stat, at path: UnsafePointer<CChar>) -> Bool {
      if geteuid() == 0 { return status.st_mode & 0o222 == 0 }
      return access(path, W_OK) != 0 && errno == EACCES
    }

    /// A path of raw bytes as text for messages (bytes that are not UTF-8 as U+FFFD).
    private static func shown(_ path: [UInt8]) -> String {
      String(decoding: path, as: UTF8.self)
    }

    /// The system's message for `errno`.
    private static func reason() -> String { String(cString: strerror(errno)) }
  }
#endif
