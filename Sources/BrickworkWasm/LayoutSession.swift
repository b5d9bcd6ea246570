import Brickwork
import BrickworkDocument

/// One laid-out document held by the module between calls: its sections, its layout, and the
/// buffers the calls fill for JavaScript to read (frames, element kinds, a query's answer, the
/// JSON frames), all reused from call to call.
///
/// The buffers are plain arrays whose addresses the entry points hand out; an address stays
/// valid until the next call that fills the same buffer or releases the session. A session is
/// a class so that the table hands it out by reference: its buffers are owned by it alone, and
/// filling one never copies it.
final class LayoutSession {
  /// The container and sections, as decoded (the items of a binary description included).
  private(set) var document: LayoutDocument
  /// The layout of `document`.
  private(set) var layout: LayoutResult
  /// Every element's frame as `x, y, width, height`, in document order (``fillElements()``).
  private(set) var frames: [Double] = []
  /// Every element's ``ElementCode`` as `kind, section, index`, in document order.
  private(set) var codes: [Int32] = []
  /// Whether `frames` and `codes` describe the current layout.
  private var elementsAreCurrent = false
  /// The frames of the last query's elements, as `frames` holds them.
  private(set) var queryFrames: [Double] = []
  /// The codes of the last query's elements, as `codes` holds them.
  private(set) var queryCodes: [Int32] = []
  /// The last JSON frames written (``writeJSON()``).
  private(set) var json: [UInt8] = []
  /// The content's width and height, then the container's (``fillSizes()``).
  private(set) var sizes: [Double] = []

  /// Lays `document` out.
  ///
  /// - Throws: ``DocumentError`` as ``LayoutDocument/layout()`` reports it.
  /// - Complexity: O(n) for n items, as ``LayoutResult/init(container:sections:)``.
  init(_ document: LayoutDocument) throws(DocumentError) {
    self.document = document
    self.layout = try document.layout()
  }

  /// Lays the document out again in a container of a new `width` and `height` (its axis,
  /// direction and scale kept), reusing the layout's storage.
  ///
  /// - Throws: ``DocumentError`` with exactly the issues `brickwork layout` reports for the
  ///   document at that size; the session then keeps its previous container and layout.
  /// - Complexity: O(n) for n items.
  func relayout(width: Double, height: Double) throws(DocumentError) {
    var container = document.container
    container.width = width
    container.height = height
    do throws(LayoutError) {
      try layout.relayout(document.sections, in: container)
    } catch {
      // Rare: the full report (the first issue of every section) is the document's own.
      var resized = document
      resized.container = container
      let report: DocumentError
      do throws(DocumentError) {
        _ = try resized.layout()
        report = DocumentError(issues: [DocumentIssue(error)])
      } catch {
        report = error
      }
      layout = (try? document.layout()) ?? layout
      throw report
    }
    document.container = container
    elementsAreCurrent = false
  }

  /// Applies `change` to the layout (``LayoutResult/update(_:after:stableColumns:)``); the
  /// caller then keeps `sections` with ``replaceSections(_:)``.
  ///
  /// - Throws: What the update throws; the layout is then unchanged.
  func updateLayout(
    _ sections: [LayoutSection], after change: LayoutChange, stableColumns: Bool
  ) throws(LayoutError) {
    try layout.update(sections, after: change, stableColumns: stableColumns)
    elementsAreCurrent = false
  }

  /// Keeps `sections` as the document's, once the layout was updated to them.
  func replaceSections(_ sections: [LayoutSection]) {
    document.sections = sections
  }

  /// Fills `frames` and `codes` with every element, unless they already describe the layout.
  ///
  /// - Complexity: O(n) for n elements; nothing is reallocated when no more elements than
  ///   before are written.
  func fillElements() {
    guard !elementsAreCurrent else { return }
    frames.removeAll(keepingCapacity: true)
    codes.removeAll(keepingCapacity: true)
    Self.append(layout.elements, frames: &frames, codes: &codes)
    elementsAreCurrent = true
  }

  /// Fills `sizes` with the content size and the container size.
  func fillSizes() {
    let content = layout.contentSize
    sizes = [content.width, content.height, document.container.width, document.container.height]
  }

  /// Fills `queryFrames` and `queryCodes` with the elements that intersect `rect`.
  ///
  /// - Returns: The number of elements found.
  /// - Complexity: O(log n + k), as ``LayoutResult/elements(in:)``.
  func query(_ rect: Rect) -> Int {
    queryFrames.removeAll(keepingCapacity: true)
    queryCodes.removeAll(keepingCapacity: true)
    let found = layout.elements(in: rect)
    Self.append(found, frames: &queryFrames, codes: &queryCodes)
    return found.count
  }

  /// The most bytes one element's line of JSON takes: some 90 of keys and punctuation, three
  /// integers of at most 11 characters and four numbers of at most 24.
  static let jsonBytesPerLine = 256
  /// The most memory the writer's own buffer takes: its 64 KiB chunk and some slack.
  static let jsonWriterBytes = 1 << 17

  /// Writes the layout as the JSON frames of `brickwork layout` into `json`, whose room is
  /// reserved first at ``jsonBytesPerLine`` a line (one allocation, no copies while growing).
  ///
  /// - Throws: ``DocumentError`` `document: not enough memory for the JSON of N elements`,
  ///   before anything is written, when memory cannot hold the text.
  /// - Complexity: O(n) for n elements.
  func writeJSON() throws(DocumentError) {
    var lines = layout.elements.count + layout.numberOfSections + 8  // and the head and tail
    for section in 0..<layout.numberOfSections {
      lines += layout.hiddenItems(inSection: section).count
    }
    guard lines > json.capacity / Self.jsonBytesPerLine else {
      return fillJSON()
    }
    guard ModuleMemory.canAllocate(lines, of: Self.jsonBytesPerLine) else {
      throw jsonRefused()
    }
    json = []
    json.reserveCapacity(lines * Self.jsonBytesPerLine)
    // Then the writer's own buffer, checked once the text's room is taken.
    guard ModuleMemory.canAllocate(1, of: Self.jsonWriterBytes) else {
      json = []
      throw jsonRefused()
    }
    fillJSON()
  }

  /// `document: not enough memory for the JSON of N elements`.
  private func jsonRefused() -> DocumentError {
    var message = MessageText()
    message.append("not enough memory for the JSON of ")
    message.append(layout.elements.count)
    message.append(" elements")
    return DocumentError(path: "document", message: message.string)
  }

  /// Writes the JSON frames into `json`, whose room is reserved.
  private func fillJSON() {
    json.removeAll(keepingCapacity: true)
    // A layout's numbers are finite, so writing cannot fail; if it ever did, the JSON is empty.
    do throws(WriteFailure<Never>) {
      try LayoutWriter(layout, pinningHeadersAt: document.pinnedHeadersAt).writeJSON(to: &json)
    } catch {
      json.removeAll()
    }
  }

  /// Appends the frames and codes of `elements`.
  private static func append(
    _ elements: some Collection<LayoutElement>, frames: inout [Double], codes: inout [Int32]
  ) {
    frames.reserveCapacity(frames.count + 4 * elements.count)
    codes.reserveCapacity(codes.count + 3 * elements.count)
    for element in elements {
      let frame = element.frame
      frames.append(frame.minX)
      frames.append(frame.minY)
      frames.append(frame.width)
      frames.append(frame.height)
      let code = ElementCode(element)
      codes.append(code.kind)
      codes.append(code.section)
      codes.append(code.index)
    }
  }
}
