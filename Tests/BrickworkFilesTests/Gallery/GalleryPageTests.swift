import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// The gallery page without a browser: its frames at every width are the core's layout at that
/// width, and its HTML says so in bytes that are escaped, encoded and deterministic.
@Suite("Gallery page")
struct GalleryPageTests {
  /// `count` pictures of seeded random sizes.
  static func images(_ count: Int, seed: UInt64) -> [GalleryImage] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      GalleryImage(
        path: Array("p\(index).jpg".utf8), name: "p\(index)",
        width: Double(Int.random(in: 100...6000, using: &rng)),
        height: Double(Int.random(in: 100...6000, using: &rng)))
    }
  }

  @Test func framesAtEveryWidthAreTheCoresLayoutAtThatWidth() throws {
    var rng = SeededGenerator(seed: 0x6A1)
    for round in 0..<60 {
      let images = Self.images(Int.random(in: 0...80, using: &rng), seed: UInt64(round))
      let spacing = Double(Int.random(in: 0...16, using: &rng))
      let justified = round % 2 == 1
      let style = GalleryStyle(
        arrangement: justified
          ? .justified(rowHeight: 180, breakpoints: GalleryStyle.justifiedBreakpoints)
          : .waterfall(GalleryBreakpoint.defaults), spacing: spacing)
      let page = try GalleryPage(images: images, style: style)
      for _ in 0..<5 {
        let width = Double(Int.random(in: 200...2600, using: &rng))
        let layout = page.layout(atWidth: width)
        let scale = width / layout.referenceWidth
        let strategy: SectionStrategy =
          justified
          ? .justified(
            JustifiedLayout(
              targetRowHeight: 180 * scale, itemSpacing: spacing * scale,
              lineSpacing: spacing * scale, breaking: .optimal))
          : .waterfall(
            WaterfallLayout(
              columns: layout.columns ?? 0, columnSpacing: spacing * scale,
              itemSpacing: spacing * scale))
        let core = try LayoutResult(
          container: Container(width: width),
          sections: [
            LayoutSection(
              strategy, items: images.map { .size(width: $0.width, height: $0.height) },
              insets: Insets(all: spacing * scale))
          ])
        let (height, frames) = page.frames(atWidth: width)
        #expect(abs(height - (images.isEmpty ? 0 : core.contentSize.height)) < 1e-6 * width)
        for (index, frame) in frames.enumerated() {
          let expected = core.frame(ofItem: index, inSection: 0) ?? .zero
          #expect(
            abs(frame.minX - expected.minX) + abs(frame.minY - expected.minY)
              + abs(frame.width - expected.width) + abs(frame.height - expected.height)
              < 1e-6 * width, "round \(round) width \(width) picture \(index)")
        }
      }
    }
  }

  @Test func layoutsFollowTheBreakpoints() throws {
    let page = try GalleryPage(images: Self.images(10, seed: 1), style: GalleryStyle())
    #expect(page.layouts.map(\.minimumWidth) == [0, 480, 768, 1200, 1800])
    #expect(page.layouts.map(\.referenceWidth) == [320, 480, 768, 1200, 1800])
    #expect(page.layouts.map(\.columns) == [1, 2, 3, 4, 5])
    #expect(page.layout(atWidth: 479.5).columns == 1)
    #expect(page.layout(atWidth: 480).columns == 2)
    #expect(page.layout(atWidth: 5000).columns == 5)
    let zero = try GalleryPage(
      images: [], style: GalleryStyle(arrangement: .waterfall([.init(minimumWidth: 0, columns: 2)]))
    )
    #expect(zero.layouts.map(\.columns) == [2])
    #expect(zero.layouts.first?.referenceWidth == 320)
    #expect(
      GalleryBreakpoint.adaptive(minimumColumnWidth: 200, spacing: 8).prefix(3) == [
        GalleryBreakpoint(minimumWidth: 424, columns: 2),
        GalleryBreakpoint(minimumWidth: 632, columns: 3),
        GalleryBreakpoint(minimumWidth: 840, columns: 4),
      ])
    // At each adaptive breakpoint the columns are exactly the minimum width.
    let adaptive = try GalleryPage(
      images: Self.images(3, seed: 2),
      style: GalleryStyle(
        arrangement: .waterfall(GalleryBreakpoint.adaptive(minimumColumnWidth: 200, spacing: 8))))
    for layout in adaptive.layouts.dropFirst() {
      #expect(abs(layout.frames[0].width - 200) < 1e-9)
    }
  }

  @Test func adaptiveBreakpointsAreWhereTheCoresAdaptiveColumnsChange() throws {
    // `--min-column-width`: the gallery's breakpoints are the widths from which the core's own
    // adaptive columns (`WaterfallLayout(minColumnWidth:)`, CSS auto-fill) give one more.
    for (minimum, spacing) in [(200.0, 8.0), (150, 0), (333.3, 12.5), (90, 4)] {
      let breakpoints = GalleryBreakpoint.adaptive(minimumColumnWidth: minimum, spacing: spacing)
      #expect(breakpoints.count >= 5)
      func columns(at width: Double) throws -> Int {
        let layout = try LayoutResult(
          container: Container(width: width),
          sections: [
            LayoutSection(
              .waterfall(
                WaterfallLayout(
                  minColumnWidth: minimum, columnSpacing: spacing, itemSpacing: spacing)),
              items: [.extent(10)], insets: Insets(all: spacing))
          ])
        return layout.numberOfColumns(inSection: 0)
      }
      for breakpoint in breakpoints {
        #expect(try columns(at: breakpoint.minimumWidth) == breakpoint.columns)
        #expect(try columns(at: breakpoint.minimumWidth - 0.01) == breakpoint.columns - 1)
      }
    }
  }

  @Test func refusedLayoutsNameTheirBreakpoint() {
    let style = GalleryStyle(arrangement: .waterfall([.init(minimumWidth: 100, columns: 90)]))
    #expect(throws: GalleryLayoutError.self) {
      try GalleryPage(images: Self.images(2, seed: 3), style: style)
    }
    do {
      _ = try GalleryPage(images: Self.images(2, seed: 3), style: style)
    } catch {
      #expect(error.minimumWidth == 100)
      #expect(error.description.hasPrefix("the layout from 100 px (computed 100 px wide): "))
    }
  }

  @Test func htmlHasEveryAttributeEscapesAndIsDeterministic() throws {
    let images = [
      GalleryImage(
        path: Array("a b/<x>\"&'#?%:é.png".utf8) + [0xFF], name: "<x>\"&'", width: 4000.4,
        height: 3000),
      GalleryImage(path: Array("sub/IMG_1.svg".utf8), name: "IMG 1", width: 10.5, height: 0.4),
    ]
    let page = try GalleryPage(images: images, style: GalleryStyle(title: "<T&>"))
    let html = String(decoding: page.html, as: UTF8.self)
    #expect(page.html == (try GalleryPage(images: images, style: GalleryStyle(title: "<T&>")).html))
    #expect(html.contains("<title>&lt;T&amp;&gt;</title>"))
    #expect(html.contains("<h1>&lt;T&amp;&gt;</h1>"))
    let url = "a%20b/%3Cx%3E%22%26%27%23%3F%25%3A%C3%A9.png%FF"
    #expect(
      html.contains(
        "<img src=\"\(url)\" width=\"4000\" height=\"3000\" alt=\"&lt;x&gt;&quot;&amp;&#39;\" loading=\"lazy\" decoding=\"async\"></a>"
      ))
    #expect(html.contains("<a href=\"\(url)\" style=\"--x0:2.5;--y0:2.5;--w0:95;"))
    #expect(html.contains("width=\"11\" height=\"1\" alt=\"IMG 1\""))
    // The one script block is the frames as data, never run.
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(html.contains("<script type=\"application/json\" id=\"brickwork-frames\">"))
    #expect(html.components(separatedBy: "@container gallery (min-width:").count - 1 == 4)
    #expect(html.contains("2 pictures"))
  }

  /// The `href` values of `html`, in page order.
  static func links(_ html: String) -> [String] {
    html.components(separatedBy: " href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func svgPicturesAreShownButNeverLinked() throws {
    let images = [
      GalleryImage(path: Array("p.png".utf8), name: "p", width: 40, height: 30, format: .png),
      GalleryImage(path: Array("s.svg".utf8), name: "s", width: 40, height: 30, format: .svg),
      GalleryImage(path: Array("d.png".utf8), name: "d", width: 40, height: 30, format: .svg),
      GalleryImage(path: Array("sub/z.SVGZ".utf8), name: "z", width: 40, height: 30),
      GalleryImage(path: Array("j.jpg".utf8), name: "j", width: 40, height: 30),
      GalleryImage(path: Array("x.svg".utf8), name: "x", width: 40, height: 30, format: .jpeg),
    ]
    #expect(images.map(\.isLinked) == [true, false, false, false, true, false])
    let html = String(
      decoding: try GalleryPage(images: images, style: GalleryStyle()).html, as: UTF8.self)
    #expect(Self.links(html) == ["p.png", "j.jpg"])
    for path in ["p.png", "s.svg", "d.png", "sub/z.SVGZ", "j.jpg", "x.svg"] {
      #expect(html.components(separatedBy: "<img src=\"\(path)\"").count == 2, "\(path)")
    }
    // Every picture keeps its box: the unlinked ones in an `<a>` without `href`.
    #expect(html.components(separatedBy: "<a style=\"--x0:").count - 1 == 4)
    #expect(html.components(separatedBy: "<a href=\"").count - 1 == 2)
  }

  @Test func fileNamesCannotReorderThePage() throws {
    let controls =
      ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}"]
      + ["\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
    var style = GalleryStyle()
    style.title = "Trip \u{202E}ot\u{202C} 2024"
    let images = controls.enumerated().map { index, control in
      GalleryImage(
        path: Array("p\(index).png".utf8), name: "photo\(control)gpj.exe", width: 40, height: 30)
    }
    let html = String(decoding: try GalleryPage(images: images, style: style).html, as: UTF8.self)
    for control in controls { #expect(!html.contains(control)) }
    #expect(html.contains("<title>Trip ot 2024</title>"))
    #expect(html.contains("<h1>Trip ot 2024</h1>"))
    #expect(html.components(separatedBy: "alt=\"photogpj.exe\"").count == controls.count + 1)
  }

  @Test func fixedNumbers() {
    var text = TextBuffer(output: [UInt8]())
    for value in [0, -0.0, 1, 12.5, 1.0 / 3, -2, 0.00004, 0.00005, 123_456.78904, -1.23456] {
      text.append(fixed: value)
      text.append(" ")
    }
    try? text.flush()
    #expect(
      String(decoding: text.output, as: UTF8.self)
        == "0 0 1 12.5 0.3333 -2 0 0.0001 123456.789 -1.2346 ")
  }

  @Test func fixedNumbersOfEveryMagnitudeReadBack() throws {
    var random = SeededGenerator(seed: 0xF1C5)
    for _ in 0..<20_000 {
      let magnitude = Double.random(in: -5...300, using: &random)
      let sign: Double = Bool.random(using: &random) ? -1 : 1
      let value = sign * Double.random(in: 1..<10, using: &random) * pow10(magnitude)
      guard value.isFinite else { continue }
      var text = TextBuffer(output: [UInt8]())
      text.append(fixed: value)
      try text.flush()
      let written = String(decoding: text.output, as: UTF8.self)
      let read = try #require(Double(written), "\(value) written as \(written)")
      #expect(abs(read - value) <= max(0.00005, abs(value) * 1e-15), "\(value) as \(written)")
    }
    for value in [Double.nan, .infinity, -.infinity] {
      var text = TextBuffer(output: [UInt8]())
      text.append(fixed: value)
      #expect(throws: WriteFailure<Never>.self) { try text.flush() }
    }
  }

  /// 10 to the power `exponent`.
  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent).rounded(.down)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  @Test func naturalOrderAndNames() {
    let names = [
      "img10.jpg", "img2.jpg", "IMG1.jpg", "img02.jpg", "a/b.jpg", "a b.jpg", "a.jpg", "img2.jpeg",
      "z.jpg", "img2", "img", "img02.a", "img2.b",
    ]
    let sorted = names.map { Array($0.utf8) }.sorted(by: NaturalOrder.precedes).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(
      sorted == [
        "a/b.jpg", "a b.jpg", "a.jpg", "img", "IMG1.jpg", "img2", "img02.a", "img2.b",
        "img2.jpeg", "img2.jpg", "img02.jpg", "img10.jpg", "z.jpg",
      ])
    #expect(GalleryImage.name(ofFile: "IMG_2041.jpeg") == "IMG 2041")
    #expect(GalleryImage.name(ofFile: "Beach  at\tdawn.png") == "Beach at dawn")
    #expect(GalleryImage.name(ofFile: ".png") == ".png")
    #expect(GalleryImage.name(ofFile: "archive.tar.gz") == "archive.tar")
    #expect(
      GalleryFolder.prefix(of: Array("/s/photos".utf8), relativeTo: Array("/s/out/x".utf8))
        == Array("../../photos/".utf8))
    #expect(GalleryFolder.prefix(of: Array("/s".utf8), relativeTo: Array("/s".utf8)).isEmpty)
    #expect(
      GalleryFolder.prefix(of: Array("/s/a".utf8), relativeTo: Array("/s".utf8)) == Array("a/".utf8)
    )
    #expect(
      GalleryFolder.isCandidate(Array("X.JPEG".utf8))
        && !GalleryFolder.isCandidate(Array("x.txt".utf8)))
  }
}
