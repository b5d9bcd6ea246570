import BrickworkTestSupport
import Foundation
import Testing

/// The demo's pages in headless Chromium: no tag's text is clipped or wrapped, no lookbook
/// photo's caption is clipped by its box, and every
/// picture of the demo gallery decodes at the size the gallery gave it.
///
/// Without a browser the test says it skipped and passes, unless `BRICKWORK_REQUIRE_BROWSER=1`
/// (as in CI), when it fails.
@Suite("Demo in Chromium")
struct DemoBrowserTests {
  /// A script writing, for each element `selector` matches, its scroll and client sizes, its
  /// decoded size and its attributes' size into `<pre id="out">` at load.
  static func script(_ selector: String) -> String {
    """
    <script>
    addEventListener('load', function () { setTimeout(function () {
      var lines = [];
      document.querySelectorAll('\(selector)').forEach(function (e) {
        lines.push([e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight,
          e.naturalWidth || 0, e.naturalHeight || 0, e.getAttribute('width') || 0,
          e.getAttribute('height') || 0, encodeURIComponent(e.textContent || e.alt)].join(' '));
      });
      var out = document.createElement('pre');
      out.id = 'out';
      out.textContent = lines.join('\\n');
      document.body.appendChild(out);
    }, 500); });
    </script>

    """
  }

  /// Measures `selector` on a copy of `page`.
  static func measure(_ page: URL, _ selector: String, with browser: Chromium) throws
    -> [[String]]
  {
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = page.deletingLastPathComponent().appendingPathComponent("measure.html")
    try html.replacingOccurrences(of: "</head>", with: script(selector) + "</head>")
      .write(to: copy, atomically: true, encoding: .utf8)
    return try browser.measure(copy, width: 1200, height: 3000).split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
  }

  @Test func tagsAndLookbookCaptionsFitTheirBoxesAndGalleryPicturesDecodeAtTheirSizes() throws {
    guard let browser = Chromium.find(for: "DemoBrowserTests") else { return }
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Brickwork.run(["demo"], in: directory).status == 0)

    let tags = try Self.measure(
      directory.appendingPathComponent("brickwork-demo.html"),
      "[data-kind=\"item\"][data-section=\"0\"], [data-kind=\"more\"]", with: browser)
    #expect(tags.count >= 5)
    for tag in tags {
      let sizes = tag.prefix(4).compactMap(Int.init)
      let text = tag.last?.removingPercentEncoding ?? ""
      #expect(sizes.count == 4 && sizes[0] <= sizes[1], "tag '\(text)' is clipped: \(tag)")
      #expect(sizes.count == 4 && sizes[2] <= sizes[3], "tag '\(text)' wraps: \(tag)")
    }

    // The lookbook's photos: a caption too long for a narrow box is cut with "…", never
    // clipped by the box or wrapped past it.
    let photos = try Self.measure(
      directory.appendingPathComponent("brickwork-demo.html"),
      "[data-kind=\"item\"][data-section=\"1\"]", with: browser)
    #expect(photos.count == 14)
    var cut = 0
    for photo in photos {
      let sizes = photo.prefix(4).compactMap(Int.init)
      let text = photo.last?.removingPercentEncoding ?? ""
      if text.hasSuffix("…") { cut += 1 }
      #expect(sizes.count == 4 && sizes[0] <= sizes[1], "photo '\(text)' is clipped: \(photo)")
      #expect(sizes.count == 4 && sizes[2] <= sizes[3], "photo '\(text)' overflows: \(photo)")
    }
    #expect(cut > 0, "no narrow box: the test checks nothing")

    let pictures = try Self.measure(
      directory.appendingPathComponent("brickwork-demo-gallery/index.html"), ".g img",
      with: browser)
    #expect(pictures.count == 24)
    for picture in pictures {
      #expect(
        picture.count == 9 && picture[4] == picture[6] && picture[5] == picture[7], "\(picture)")
    }
  }
}
