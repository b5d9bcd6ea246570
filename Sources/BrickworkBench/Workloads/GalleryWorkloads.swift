import Brickwork
import BrickworkDocument
import BrickworkFiles
import SeededRandom

#if canImport(Glibc)
  import Glibc
#endif

/// The gallery workload: a folder of pictures walked, every picture's size probed from its
/// header, the responsive page laid out at every breakpoint and written atomically, as
/// `brickwork gallery DIR` does; against the I/O floor of opening each file and reading its
/// first block.
struct GalleryWorkloads {
  let runs: Int
  let report: Report

  /// The bytes of picture `index` (`width` × `height`): a mix of JPEG (with EXIF and 5 KB of
  /// metadata before the frame header, as camera files have), PNG, WebP, GIF, BMP and SVG.
  static func picture(_ index: Int, width: Int, height: Int) -> (String, [UInt8]) {
    func big(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * (count - 1 - $0))) }
    }
    func little(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    switch index % 6 {
    case 0, 1:
      let exif =
        Array("Exif\0\0MM\0*".utf8) + big(8, 4) + big(1, 2) + big(0x0112, 2) + big(3, 2)
        + big(1, 4) + big(1, 2) + [0, 0] + big(0, 4)
      let metadata = [UInt8](repeating: 0x20, count: 5_000)
      let frame = [8] + big(height, 2) + big(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
      let bytes =
        [0xFF, 0xD8, 0xFF, 0xE1] + big(exif.count + 2, 2) + exif + [0xFF, 0xE2]
        + big(metadata.count + 2, 2) + metadata + [0xFF, 0xC0] + big(frame.count + 2, 2) + frame
        + [0xFF, 0xD9]
      return ("IMG_\(index).JPG", bytes)
    case 2:
      let header = Array("IHDR".utf8) + big(width, 4) + big(height, 4) + [8, 6, 0, 0, 0]
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in header {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      let bytes =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big(13, 4) + header
        + big(Int(crc ^ 0xFFFF_FFFF), 4)
      return ("screenshot \(index).png", bytes)
    case 3:
      let chunk =
        Array("VP8X".utf8) + little(10, 4) + [0, 0, 0, 0] + little(width - 1, 3)
        + little(height - 1, 3)
      return (
        "photo-\(index).webp",
        Array("RIFF".utf8) + little(chunk.count + 4, 4) + Array("WEBP".utf8) + chunk
      )
    case 4:
      return (
        "anim \(index).gif",
        Array("GIF89a".utf8) + little(width, 2) + little(height, 2) + [0, 0, 0, 0x3B]
      )
    default:
      return (
        "drawing_\(index).svg",
        Array(
          #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"></svg>"#
            .utf8)
      )
    }
  }

  /// Writes `count` pictures into a fresh temporary folder; returns its path.
  static func makeFolder(count: Int) -> String? {
    var template = Array("/tmp/brickwork-bench-gallery-XXXXXX".utf8CString)
    guard
      let made = template.withUnsafeMutableBufferPointer({ buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }
      })
    else { return nil }
    let folder = String(cString: made)
    var rng = SeededGenerator(seed: 12)
    for index in 0..<count {
      let width = Int.random(in: 400...6000, using: &rng)
      let height = Int.random(in: 400...6000, using: &rng)
      let (name, bytes) = picture(index, width: width, height: height)
      let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { return nil }
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    return folder
  }

  /// Removes the folder and its files.
  static func removeFolder(_ folder: String) {
    guard let directory = opendir(folder) else { return }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { unlink(folder + "/" + name) }
    }
    closedir(directory)
    rmdir(folder)
  }

  /// The whole gallery of `count` pictures against the I/O floor.
  func gallery(count: Int) {
    guard let folder = Self.makeFolder(count: count) else {
      Check.fail("cannot make the gallery folder")
      return
    }
    defer { Self.removeFolder(folder) }
    var pictures = 0
    var written = false
    let brickwork = Measurement(runs: runs) { () -> Int in
      guard let walked = try? GalleryFolder(directory: folder) else { return 0 }
      let (images, _) = walked.images()
      guard let page = try? GalleryPage(images: images, style: GalleryStyle()) else { return 0 }
      written = (try? AtomicFile.write("index.html", in: folder) { try page.write(to: &$0) }) != nil
      pictures = images.count
      return images.count
    }
    if pictures != count || !written { Check.fail("gallery: \(pictures) of \(count) pictures") }
    let floor = Measurement(runs: runs) { () -> Int in
      guard let walked = try? GalleryFolder(directory: folder) else { return 0 }
      var block = [UInt8](repeating: 0, count: 4096)
      var total = 0
      for entry in walked.entries {
        let descriptor = open(folder + "/" + String(decoding: entry.path, as: UTF8.self), O_RDONLY)
        total += block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 4096, 0) }
        close(descriptor)
      }
      return total
    }
    report.emit(
      Row(
        "gallery: pictures probed, page written", items: count, brickwork,
        against: "walk + open + read 4 KB", floor))
    report.note(
      "gallery: \(count) pictures probed and the page written in "
        + "\((brickwork.nanoseconds / 1e6).rounded()) ms")
  }
}
