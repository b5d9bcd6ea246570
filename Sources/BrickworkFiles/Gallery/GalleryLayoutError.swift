import Brickwork
import BrickworkDocument

/// A gallery layout the core refused: the breakpoint and the core's error.
public struct GalleryLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The narrowest gallery width of the layout refused.
  public var minimumWidth: Double
  /// The width it was computed at.
  public var referenceWidth: Double
  /// The core's error.
  public var error: LayoutError

  /// Creates an error.
  public init(minimumWidth: Double, referenceWidth: Double, error: LayoutError) {
    self.minimumWidth = minimumWidth
    self.referenceWidth = referenceWidth
    self.error = error
  }

  /// `the layout from 480 px (computed 480 px wide): columns: …`.
  public var description: String {
    var width = ""
    var text = TextBuffer(output: [UInt8]())
    text.append(number: minimumWidth)
    text.append(" px (computed ")
    text.append(number: referenceWidth)
    text.append(" px wide): ")
    try? text.flush()
    width = String(decoding: text.output, as: UTF8.self)
    return "the layout from \(width)\(error.field.isEmpty ? "" : error.field + ": ")\(error.rule)"
  }
}
