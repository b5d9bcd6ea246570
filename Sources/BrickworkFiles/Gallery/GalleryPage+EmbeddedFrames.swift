import Brickwork
import BrickworkDocument

extension GalleryPage {
  /// Writes the gallery's frames as data, in a `<script type="application/json">` block with
  /// the `id` `LayoutWriter.embeddedFramesID` (never run: the page stays JavaScript-free), for a
  /// client that adopts them.
  ///
  /// The block's contract (format `"brickwork-gallery-frames"`, version 1), one JSON object:
  /// `"layouts"`, one object per layout of the page in the order of its breakpoints, each with
  /// `"minimumWidth"` (the gallery width from which it applies), `"referenceWidth"` (the width
  /// it was computed at), `"height"` (its content height at that width) and `"frames"`, 4
  /// numbers a picture in page order: `x, y, width, height` at the reference width, in CSS
  /// pixels. The page's boxes are these frames scaled by the gallery's width over
  /// `referenceWidth`.
  ///
  /// - Complexity: O(n * b) for n pictures and b layouts.
  func writeEmbeddedFrames<Output>(to out: inout TextBuffer<Output>)
    throws(WriteFailure<Output.WriteError>)
  {
    out.append("<script type=\"application/json\" id=\"")
    out.append(LayoutWriter.embeddedFramesID)
    out.append("\">\n{\"format\":\"brickwork-gallery-frames\",\"version\":1,\"layouts\":[")
    for (number, layout) in layouts.enumerated() {
      out.append(number > 0 ? ",\n{\"minimumWidth\":" : "\n{\"minimumWidth\":")
      out.append(number: layout.minimumWidth)
      out.append(",\"referenceWidth\":")
      out.append(number: layout.referenceWidth)
      out.append(",\"height\":")
      out.append(number: layout.height)
      out.append(",\"frames\":[")
      for (index, frame) in layout.frames.enumerated() {
        if index > 0 { out.append(",") }
        out.append(number: frame.minX)
        out.append(",")
        out.append(number: frame.minY)
        out.append(",")
        out.append(number: frame.width)
        out.append(",")
        out.append(number: frame.height)
        try out.flushIfNeeded()
      }
      out.append("]}")
    }
    out.append("]}\n</script>\n")
  }
}
