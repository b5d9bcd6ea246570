import Brickwork
import BrickworkDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  /// The pictures of a folder and its subfolders, found by name and sized by ``ImageProbe``.
  ///
  /// A file is a candidate when its name ends in an image extension (`.jpg`, `.png`, `.heic`,
  /// `.svg`, … in any case); its format is then read from its content. Hidden files and
  /// folders (names starting with `.`) are left out. Symbolic links to files inside the
  /// folder are followed; links leading outside it, links to folders, and anything that is
  /// not a regular file are skipped, each with a reason. Nothing is ever written.
  public struct GalleryFolder: Sendable {
    /// A candidate picture.
    public struct Entry: Hashable, Sendable {
      /// Its path relative to the folder, `/`-separated (raw bytes).
      public var path: [UInt8]
      /// The file to open: the path in the folder, or a link's target inside it.
      var file: [UInt8]
    }

    /// A file left out of the gallery and why.
    public struct Skipped: Hashable, Sendable {
      /// Its path relative to the folder (raw bytes).
      public var path: [UInt8]
      /// Why, such as `truncated PNG: the file ends before its size`.
      public var reason: String
    }

    /// The folder's real path (symbolic links resolved).
    public let root: [UInt8]
    /// The candidates, in natural order of their paths.
    public private(set) var entries: [Entry] = []
    /// The files skipped while walking (links, special files), in the order found.
    public private(set) var skipped: [Skipped] = []

    /// The extensions of candidate pictures, lower case.
    static let extensions: Set<String> = [
      "png", "apng", "jpg", "jpeg", "jpe", "jfif", "pjpeg", "pjp", "gif", "webp", "bmp", "dib",
      "heic", "heif", "hif", "avif", "svg",
    ]
    /// The deepest folder nesting walked.
    static let maximumDepth = 32

    /// Walks `directory`.
    ///
    /// - Throws: ``FileSystemError`` when `directory` cannot be read or is not a folder.
    /// - Complexity: O(n log n) for n files.
    public init(directory: String) throws(FileSystemError) {
      try self.init(directoryBytes: Array(directory.utf8))
    }

    /// Walks the folder whose path is the raw bytes `path` (a name need not be UTF-8).
    ///
    /// - Throws: As ``init(directory:)``.
    /// - Complexity: As ``init(directory:)``.
    public init(directoryBytes path: [UInt8]) throws(FileSystemError) {
      let directory = String(decoding: path, as: UTF8.self)
      guard let real = Self.realPath(path) else {
        throw FileSystemError(path: directory, reason: "cannot read: \(Self.systemReason())")
      }
      var status = stat()
      guard Self.withPath(real, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR
      else {
        throw FileSystemError(path: directory, reason: "not a folder")
      }
      root = real
      guard walk(relative: [], depth: 0) else {
        throw FileSystemError(path: directory, reason: "cannot read: \(Self.systemReason())")
      }
      entries.sort { NaturalOrder.precedes($0.path, $1.path) }
    }

    /// Walks the folder `relative` (empty for the root); whether it could be opened.
    private mutating func walk(relative: [UInt8], depth: Int) -> Bool {
      let path = relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
      guard let directory = Self.withPath(path, { opendir($0) }) else { return false }
      defer { closedir(directory) }
      var names: [([UInt8], Int32)] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          Array(raw.prefix { $0 != 0 })
        }
        guard let first = name.first, first != UInt8(ascii: ".") else { continue }
        names.append((name, Int32(entry.pointee.d_type)))
      }
      for (name, type) in names {
        let child = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
        let full = root + [UInt8(ascii: "/")] + child
        var kind = type
        if kind == Int32(DT_UNKNOWN) {
          var status = stat()
          guard Self.withPath(full, { lstat($0, &status) }) == 0 else { continue }
          kind = Self.directoryType(status.st_mode)
        }
        switch kind {
        case Int32(DT_DIR):
          if depth + 1 >= Self.maximumDepth {
            skipped.append(Skipped(path: child, reason: "folder nested too deeply (not read)"))
          } else if !walk(relative: child, depth: depth + 1) {
            skipped.append(
              Skipped(path: child, reason: "folder cannot be read: \(Self.systemReason())"))
          }
        case Int32(DT_REG):
          if Self.isCandidate(name) { entries.append(Entry(path: child, file: full)) }
        case Int32(DT_LNK):
          followLink(child, full)
        default:
          if Self.isCandidate(name) {
            skipped.append(Skipped(path: child, reason: "not a regular file"))
          }
        }
      }
      return true
    }

    /// Adds the target of the link `child` when it is a picture inside the folder.
    private mutating func followLink(_ child: [UInt8], _ full: [UInt8]) {
      let isCandidate = Self.isCandidate(child)
      guard let target = Self.realPath(full) else {
        let reason = errno == ELOOP ? "symbolic link loop" : "broken symbolic link"
        if isCandidate { skipped.append(Skipped(path: child, reason: reason)) }
        return
      }
      let inside =
        target == root || root == [UInt8(ascii: "/")]
        || target.starts(with: root + [UInt8(ascii: "/")])
      var status = stat()
      let isFolder =
        Self.withPath(target, { stat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFDIR
      if !inside, isCandidate || isFolder {
        skipped.append(
          Skipped(path: child, reason: "symbolic link leading outside the folder (not followed)"))
      } else if isFolder {
        skipped.append(Skipped(path: child, reason: "symbolic link to a folder (not followed)"))
      } else if isCandidate {
        entries.append(Entry(path: child, file: target))
      }
    }

    /// The `d_type` of a file mode.
    private static func directoryType(_ mode: mode_t) -> Int32 {
      switch mode & S_IFMT {
      case S_IFDIR: Int32(DT_DIR)
      case S_IFREG: Int32(DT_REG)
      case S_IFLNK: Int32(DT_LNK)
      default: Int32(DT_UNKNOWN)
      }
    }

    /// Whether a file name has a picture's extension.
    static func isCandidate(_ name: [UInt8]) -> Bool {
      guard let dot = name.lastIndex(of: UInt8(ascii: ".")), name.count - dot <= 6 else {
        return false
      }
      let lower = name[(dot + 1)...].map {
        $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0
      }
      return extensions.contains(String(decoding: lower, as: UTF8.self))
    }

    /// Reads the size of the candidate `entry`.
    ///
    /// - Throws: ``ImageProbeError``: unreadable (or not a regular file), empty, unknown,
    ///   truncated, corrupt or of zero size.
    public func probe(_ entry: Entry) throws(ImageProbeError) -> ProbedImage {
      let descriptor = Self.withPath(entry.file) {
        open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      }
      guard descriptor >= 0 else { throw .unreadable(reason: Self.systemReason()) }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else {
        throw .unreadable(reason: Self.systemReason())
      }
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw .unreadable(reason: "not a regular file")
      }
      var source = FileImageSource(descriptor: descriptor)
      return try ImageProbe.probe(&source)
    }

    /// The pictures of the folder as a page at `pagePrefix` (the folder's path relative to the
    /// page, `/`-terminated, or empty) sees them, and the files skipped: those the walk
    /// skipped, then those whose size cannot be read or lies beyond the core's limits.
    ///
    /// - Parameters:
    ///   - pagePrefix: The folder's path relative to the page, `/`-terminated, or empty.
    ///   - progress: Called after each candidate with the number probed so far.
    /// - Complexity: O(n) probes of a few kilobytes each.
    public func images(pagePrefix: [UInt8] = [], progress: (Int) -> Void = { _ in })
      -> (images: [GalleryImage], skipped: [Skipped])
    {
      var images: [GalleryImage] = []
      images.reserveCapacity(entries.count)
      var skipped = skipped
      for (index, entry) in entries.enumerated() {
        do throws(ImageProbeError) {
          let size = try probe(entry)
          let ratio = size.width / size.height
          if Limits.aspectRatios.contains(ratio), size.width <= Limits.maximumLength,
            size.height <= Limits.maximumLength
          {
            let fileName = entry.path.split(separator: UInt8(ascii: "/")).last.map(Array.init)
            images.append(
              GalleryImage(
                path: pagePrefix + entry.path,
                name: GalleryImage.name(ofFile: String(decoding: fileName ?? [], as: UTF8.self)),
                width: size.width, height: size.height, format: size.format))
          } else {
            skipped.append(Skipped(path: entry.path, reason: "size beyond the layout's limits"))
          }
        } catch {
          skipped.append(Skipped(path: entry.path, reason: error.description))
        }
        progress(index + 1)
      }
      return (images, skipped)
    }

    /// The real path of `path` (links and `.`/`..` resolved), or `nil` when it does not exist
    /// or cannot be resolved.
    public static func realPath(_ path: [UInt8]) -> [UInt8]? {
      guard let resolved = withPath(path, { realpath($0, nil) }) else { return nil }
      defer { free(resolved) }
      return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map {
        UInt8(bitPattern: $0)
      }
    }

    /// Calls `body` with `path` as a C string.
    static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result)
      -> Result
    {
      let characters = path.map { CChar(bitPattern: $0) } + [0]
      return body(characters)
    }

    /// The path of the folder `root` (a real path) relative to the folder `page` (a real
    /// path), `/`-terminated, or empty when they are the same: `../photos/` from `/site/out`
    /// to `/site/photos`.
    public static func prefix(of root: [UInt8], relativeTo page: [UInt8]) -> [UInt8] {
      let slash = UInt8(ascii: "/")
      let from = page.split(separator: slash).map(Array.init)
      let to = root.split(separator: slash).map(Array.init)
      var common = 0
      while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
      var prefix: [UInt8] = []
      for _ in common..<from.count { prefix += Array("../".utf8) }
      for component in to[common...] { prefix += component + [slash] }
      return prefix
    }

    /// The absolute form of `path` as a browser resolves a page's address: relative to the
    /// working folder, with `.` and `..` taken lexically and symbolic links kept (a page
    /// reached through a linked folder links from where it was reached).
    public static func absolutePath(_ path: [UInt8]) -> [UInt8] {
      let slash = UInt8(ascii: "/")
      var full = path
      if path.first != slash {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        full = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) } + [slash] + path
      }
      var components: [ArraySlice<UInt8>] = []
      for component in full.split(separator: slash) {
        if component.elementsEqual([UInt8(ascii: ".")]) { continue }
        if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
          _ = components.popLast()
        } else {
          components.append(component)
        }
      }
      let joined = components.reduce(into: [UInt8]()) { $0 += [slash] + $1 }
      return joined.isEmpty ? [slash] : joined
    }

    /// The system's message for `errno`.
    static func systemReason() -> String { String(cString: strerror(errno)) }
  }
#endif
