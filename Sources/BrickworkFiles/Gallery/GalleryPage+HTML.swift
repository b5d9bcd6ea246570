import Brickwork
import BrickworkDocument

extension GalleryPage {
  /// Writes the page: a self-contained HTML file without JavaScript (its frames also come as
  /// data, in the `application/json` block of `writeEmbeddedFrames(to:)`).
  ///
  /// Each picture is a link to its file around an `<img>` with `width`, `height`,
  /// `loading="lazy"`, `decoding="async"` and its name as `alt` (an SVG is shown but not
  /// linked: ``GalleryImage/isLinked``); its frame in each layout is a set of custom
  /// properties (`--x1`, `--y1`, `--w1`, `--h1` for layout 1) in units of the gallery's width,
  /// which the layout's container query applies. The box of every picture is
  /// known before any picture loads, so loading moves nothing. Names and the title are
  /// HTML-escaped and paths percent-encoded; the same pictures give the same bytes.
  ///
  /// - Throws: What `output` throws.
  /// - Complexity: O(n * b) for n pictures and b layouts; memory O(1) beyond the output's.
  public func write<Output: ByteOutput>(to output: inout Output) throws {
    try TextBuffer.writing(into: &output) { out throws(WriteFailure<Output.WriteError>) in
      try writeBody(to: &out)
    }
  }

  /// Writes the whole page to `out`.
  private func writeBody<Output>(to out: inout TextBuffer<Output>)
    throws(WriteFailure<Output.WriteError>)
  {
    writeHead(to: &out)
    out.append("<main class=\"gallery\"><div class=\"g\">\n")
    for (index, image) in images.enumerated() {
      let url = URLPath.encoded(image.path)
      // An SVG gets an `<a>` without `href` (a placeholder, not a link: HTML, "The a
      // element"), boxed as the links are; see `GalleryImage.isLinked` for why.
      if image.isLinked {
        out.append("<a href=\"")
        out.append(bytes: url)
        out.append("\" style=\"")
      } else {
        out.append("<a style=\"")
      }
      for (number, layout) in layouts.enumerated() {
        let frame = layout.frames[index]
        let scale = 100 / layout.referenceWidth
        for (name, value) in [
          ("x", frame.minX), ("y", frame.minY), ("w", frame.width), ("h", frame.height),
        ] {
          if number > 0 || name != "x" { out.append(";") }
          out.append("--")
          out.append(name)
          out.append(number)
          out.append(":")
          out.append(fixed: value * scale)
        }
      }
      out.append("\"><img src=\"")
      out.append(bytes: url)
      out.append("\" width=\"")
      out.append(Int(max(1, image.width.rounded())))
      out.append("\" height=\"")
      out.append(Int(max(1, image.height.rounded())))
      out.append("\" alt=\"")
      out.append(strippingBidiControls: image.name)
      out.append("\" loading=\"lazy\" decoding=\"async\"></a>\n")
      try out.flushIfNeeded()
    }
    out.append("</div></main>\n")
    try writeEmbeddedFrames(to: &out)
    if images.isEmpty { out.append("<p class=\"empty\">No pictures.</p>\n") }
    out.append("<footer>")
    out.append(images.count)
    out.append(images.count == 1 ? " picture" : " pictures")
    out.append(", laid out by Brickwork; no JavaScript.</footer>\n</body>\n</html>\n")
  }

  /// The page's bytes (for small galleries and tests).
  public var html: [UInt8] {
    var bytes: [UInt8] = []
    try? write(to: &bytes)
    return bytes
  }

  /// The document head, the style sheet with one rule per layout, and the page's heading.
  private func writeHead<Output>(to out: inout TextBuffer<Output>) {
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.append("<title>")
    out.append(strippingBidiControls: style.title)
    out.append("</title>\n<style>\n")
    out.append(
      """
      html{color-scheme:light dark}
      body{margin:0;background:#f5f5f3;color:#1d1d1f;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
      header{padding:20px 16px 4px}
      h1{margin:0;font-size:1.5rem;font-weight:650;overflow-wrap:anywhere}
      header p,footer,.empty{margin:4px 0 0;color:#6e6e73;font-size:.875rem}
      footer,.empty{padding:8px 16px 24px}
      .gallery{display:block;container:gallery/inline-size}
      .g{position:relative}
      .g>a{position:absolute;display:block;overflow:hidden;background:#deded9;border-radius:3px}
      .g>a:focus-visible{outline:3px solid #0a84ff;outline-offset:2px}
      .g img{display:block;width:100%;height:100%;object-fit:cover}
      @media (prefers-color-scheme:dark){body{background:#121212;color:#eee}.g>a{background:#2b2b2b}}

      """)
    for (number, layout) in layouts.enumerated() {
      if number > 0 {
        out.append("@container gallery (min-width:")
        out.append(number: layout.minimumWidth)
        out.append("px){")
      }
      out.append(".g{height:")
      out.append(fixed: layout.height * 100 / layout.referenceWidth)
      out.append("cqw}.g>a{")
      for (property, name) in [("left", "x"), ("top", "y"), ("width", "w"), ("height", "h")] {
        out.append(property)
        out.append(":calc(var(--")
        out.append(name)
        out.append(number)
        out.append(")*1cqw);")
      }
      out.append(number > 0 ? "}}\n" : "}\n")
    }
    out.append("</style>\n</head>\n<body>\n<header><h1>")
    out.append(strippingBidiControls: style.title)
    out.append("</h1><p>")
    out.append(images.count)
    out.append(images.count == 1 ? " picture" : " pictures")
    out.append("</p></header>\n")
  }
}
