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
      var partial = path.hasPrefix("/") ? "/" : ""
      for component in path.split(separator: "/") {
        partial += component + "/"
        if mkdir(partial, 0o777) != 0, errno != EEXIST {
          throw FileSystemError(path: path, reason: "cannot create: \(reason())")
        }
      }
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw FileSystemError(path: path, reason: "cannot create: not a folder")
      }
    }

    /// Writes the file `name` in the folder `directory`: `body` fills a temporary file in the
    /// same folder, which is flushed to disk, given the permissions of a new file (0666 less
    /// the umask) and renamed over `name`. A symbolic link called `name` is replaced, never
    /// written through; on any failure the temporary file is removed and the previous file is
    /// intact.
    ///
    /// - Throws: ``FileSystemError`` naming the file, with the system's or `body`'s reason.
    public static func write(
      _ name: String, in directory: String,
      _ body: (inout FileDescriptorOutput) throws -> Void
    ) throws(FileSystemError) {
      let folder = directory.hasSuffix("/") ? directory : directory + "/"
      let target = folder + name
      var template = Array((folder + "." + name + ".brickwork-XXXXXX").utf8CString)
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else {
        throw FileSystemError(path: target, reason: "cannot write: \(reason())")
      }
      let temporary = String(
        decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
          unlink(temporary)
          throw FileSystemError(path: target, reason: "cannot write: \(OutputError(code: code))")
        }
      } catch let error as FileSystemError {
        throw error
      } catch {
        close(descriptor)
        unlink(temporary)
        throw FileSystemError(path: target, reason: "cannot write: \(error)")
      }
      guard rename(temporary, target) == 0 else {
        let failure = FileSystemError(path: target, reason: "cannot write: \(reason())")
        unlink(temporary)
        throw failure
      }
    }

    /// The system's message for `errno`.
    private static func reason() -> String { String(cString: strerror(errno)) }
  }
#endif
