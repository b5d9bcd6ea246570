import Brickwork
import BrickworkDocument
import BrickworkFiles
import Foundation

/// `brickwork demo`: the sample catalogue laid out page by page through the incremental API,
/// checked against full layouts, written as HTML and SVG.
enum DemoCommand {
  /// The command's options.
  static let parser = CommandLineParser(
    options: [.init(name: "--output", takesValue: true), .init(name: "--help", takesValue: false)],
    maximumPositionals: 0, command: "demo")

  /// Runs the command with the arguments after `demo`.
  static func run(_ arguments: [String]) throws(Failure) {
    guard let parsed = try parser.parse(arguments, help: HelpText.demo) else { return }
    let directory = parsed.values["--output"] ?? "."
    let (layout, sections, elapsed) = try layOutPageByPage()
    let itemCount = sections.reduce(0) { $0 + $1.section.items.count }

    try SystemIO.createDirectory(directory)
    let shown = DemoPage.fittingPhotoCaptions(sections, in: layout)
    let writer = LayoutWriter(
      layout,
      captions: Captions(items: shown.map(\.captions), sections: shown.map(\.title)),
      title: "Brickwork demo")
    var written: [String] = []
    for format in [LayoutWriter.Format.html, .svg] {
      let path =
        (directory.hasSuffix("/") ? directory : directory + "/")
        + "brickwork-demo.\(format.rawValue)"
      try SystemIO.writeAtomically(path) { output in try writer.write(format, to: &output) }
      written.append(directory == "." ? String(path.dropFirst(2)) : path)
    }
    let gallery = try writeGallery(in: directory)
    written.append(
      (directory == "." ? String(gallery.dropFirst(2)) : gallery)
        + " (\(galleryPictureCount) SVG pictures)")

    let size = layout.contentSize
    let seconds = elapsed.seconds
    let pages = (Catalogue.products.count + DemoPage.pageSize - 1) / DemoPage.pageSize
    try SystemIO.print(
      """
      brickwork demo: \(itemCount) items in \(sections.count) \
      section\(sections.count == 1 ? "" : "s"), the feed appended in \(pages) pages of \
      \(DemoPage.pageSize) with LayoutResult.update(_:after: .itemsAppended); every step equals \
      a full layout
      content size: \(format(size.width)) x \(format(size.height)) pt
      time per item: \(format(seconds * 1e6 / Double(max(itemCount, 1)))) µs \
      (\(format(seconds * 1e3)) ms in all)
      wrote \(written.joined(separator: "\nwrote "))

      """)
  }

  /// The number of pictures in the demo gallery.
  static let galleryPictureCount = 24

  /// Writes the demo gallery next to the page: `brickwork-demo-gallery/pictures/` holds SVG
  /// placeholders at the first products' photo sizes, and `brickwork gallery` lays them out
  /// into `brickwork-demo-gallery/index.html`.
  ///
  /// - Returns: The page's path.
  static func writeGallery(in directory: String) throws(Failure) -> String {
    let folder = (directory.hasSuffix("/") ? directory : directory + "/") + "brickwork-demo-gallery"
    let pictures = folder + "/pictures"
    do throws(FileSystemError) {
      try AtomicFile.createDirectory(pictures)
    } catch {
      throw .invalid(["brickwork demo: \(SystemIO.displayName(error.path)): \(error.reason)"])
    }
    for (index, product) in Catalogue.products.prefix(galleryPictureCount).enumerated() {
      let number = index < 9 ? "0\(index + 1)" : "\(index + 1)"
      let text = PlaceholderPicture.svg(
        index: index, width: product.width, height: product.height, name: product.name)
      try SystemIO.writeAtomically("\(pictures)/\(number) \(product.name).svg") { output in
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBytes { try output.write(UnsafeRawBufferPointer($0)) }
      }
    }
    try GalleryCommand.run([
      pictures, "--output", folder, "--title", "Brickwork demo gallery", "--quiet",
    ])
    return folder + "/index.html"
  }

  /// Lays the page out: the leading sections and the first page of the feed, then each later
  /// page appended incrementally and compared with a full layout.
  ///
  /// - Returns: The final layout, its sections and the time spent laying out (without the
  ///   checks).
  static func layOutPageByPage() throws(Failure) -> (LayoutResult, [DemoSection], Elapsed) {
    let leading = DemoPage.leadingSections()
    var shown = min(DemoPage.pageSize, Catalogue.products.count)
    var sections = leading + [DemoPage.feed(count: shown)]
    var elapsed = Elapsed.zero
    var layout: LayoutResult
    var mismatch: String?
    do throws(LayoutError) {
      let start = Instant.now
      layout = try LayoutResult(container: DemoPage.container, sections: sections.map(\.section))
      elapsed += Instant.now - start
      while shown < Catalogue.products.count {
        shown = min(shown + DemoPage.pageSize, Catalogue.products.count)
        sections[sections.count - 1] = DemoPage.feed(count: shown)
        let all = sections.map(\.section)
        let start = Instant.now
        try layout.update(all, after: .itemsAppended)
        elapsed += Instant.now - start
        let full = try LayoutResult(container: DemoPage.container, sections: all)
        if let difference = difference(between: layout, and: full) {
          mismatch = "after \(shown) products: \(difference)"
          break
        }
      }
    } catch {
      throw .invalid(["brickwork demo: \(error)"])
    }
    if let mismatch {
      throw .invalid([
        "brickwork demo: the incremental layout differs from a full layout \(mismatch)"
      ])
    }
    return (layout, sections, elapsed)
  }

  /// Where two layouts differ, or `nil` when they are equal: content size, every element
  /// (kind, section, frame) and the hidden items.
  static func difference(between a: LayoutResult, and b: LayoutResult) -> String? {
    if a.contentSize != b.contentSize { return "content size" }
    if a.elements.count != b.elements.count { return "number of elements" }
    for index in a.elements.indices where a.elements[index] != b.elements[index] {
      return "element \(index)"
    }
    if a.numberOfSections != b.numberOfSections { return "number of sections" }
    for section in 0..<a.numberOfSections
    where a.hiddenItems(inSection: section) != b.hiddenItems(inSection: section) {
      return "hidden items of section \(section)"
    }
    return nil
  }

  /// A number with at most two decimals.
  private static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
