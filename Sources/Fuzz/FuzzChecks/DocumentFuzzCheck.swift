import Brickwork
import BrickworkDocument
import Foundation

/// The check of the `DocumentFuzz` target: any bytes read as a layout document either fail
/// with at least one named issue, or give a document that lays out (or fails with issues) to
/// a layout keeping ``LayoutInvariants`` whose writers produce valid output.
public enum DocumentFuzzCheck {
  /// Reads, lays out and writes `bytes`; returns the first invariant broken, if any.
  public static func run(_ bytes: [UInt8]) -> FuzzFailure? {
    let document: LayoutDocument
    do {
      document = try LayoutDocument(json: bytes)
    } catch {
      return error.issues.isEmpty ? FuzzFailure("a document error without issues") : nil
    }
    let layout: LayoutResult
    do {
      layout = try document.layout()
    } catch {
      return error.issues.isEmpty ? FuzzFailure("a layout error without issues") : nil
    }
    if let failure = LayoutInvariants.violation(in: layout) { return failure }
    return WriterCheck.run(LayoutWriter(layout, title: "fuzz"))
  }
}

/// Writes a layout in every format and checks the JSON is valid.
enum WriterCheck {
  /// The first failure of writing `writer` (a throw, or JSON that does not parse).
  static func run(_ writer: LayoutWriter) -> FuzzFailure? {
    for format in LayoutWriter.Format.allCases {
      var bytes: [UInt8] = []
      do {
        try writer.write(format, to: &bytes)
      } catch {
        return FuzzFailure("writing \(format) failed: \(error)")
      }
      if format == .json, (try? JSONSerialization.jsonObject(with: Data(bytes))) == nil {
        return FuzzFailure("the JSON written is not valid JSON")
      }
    }
    return nil
  }
}
