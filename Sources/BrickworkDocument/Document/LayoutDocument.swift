import Brickwork

/// A layout document (the input of `brickwork layout`): a container and its sections, read from
/// JSON exactly as `layout-json.md` defines it.
///
/// ```swift
/// let document = try LayoutDocument(json: bytes)
/// let layout = try document.layout()
/// var output: [UInt8] = []
/// try LayoutWriter(layout, pinningHeadersAt: document.pinnedHeadersAt).write(.json, to: &output)
/// ```
///
/// Reading checks the whole document and reports every problem at once (the first
/// ``DocumentError/defaultLimit``, and how many more), each with its JSON path: the document's
/// own (wrong types, unknown keys, invalid enum values, missing required keys, items that do
/// not give exactly one sizing form of their section's layout) and every rule of a value, in
/// the core's words (`Brickwork`'s `LayoutResult.problems(container:sections:limit:)`).
public struct LayoutDocument: Hashable, Sendable {
  /// The container: width, viewport height, axis, direction and scale.
  public var container: Container
  /// The sections, in order.
  public var sections: [LayoutSection]
  /// The visible top edge to write header frames pinned at, or `nil` for natural frames.
  public var pinnedHeadersAt: Double?

  /// Creates a document from core values.
  public init(container: Container, sections: [LayoutSection], pinnedHeadersAt: Double? = nil) {
    self.container = container
    self.sections = sections
    self.pinnedHeadersAt = pinnedHeadersAt
  }

  /// Reads a document from UTF-8 JSON, on the calling thread.
  ///
  /// - Throws: ``DocumentError`` with a syntax error (its line, column and path), or with the
  ///   problems of the document's shape and of its values, each naming its JSON path, in
  ///   document order; or at the first section, item, header, footer or background that makes
  ///   the document hold more memory than its size allows (64 MiB plus 20 bytes a byte; see
  ///   layout-json.md, Limits).
  /// - Complexity: O(n) in the size of the input.
  public init(json: [UInt8]) throws(DocumentError) {
    self = try json.withUnsafeBufferPointer { buffer throws(DocumentError) in
      try Self(json: buffer)
    }
  }

  /// Reads a document from UTF-8 JSON in memory the caller owns (a mapped file): as
  /// ``init(json:)-([UInt8])`` does, keeping nothing of the bytes; the memory its values count
  /// may be `allowance` plus 20 bytes a byte of `json` (`MemoryBudget`).
  ///
  /// - Throws: ``DocumentError``, as ``init(json:)-([UInt8])`` does.
  /// - Complexity: O(n) in the size of the input.
  package init(json: UnsafeBufferPointer<UInt8>, allowance: Int = MemoryBudget.allowance)
    throws(DocumentError)
  {
    var decoder = DocumentDecoder(scanner: JSONScanner(json))
    decoder.budget = MemoryBudget(inputSize: json.count, allowance: allowance)
    let outcome: DocumentDecoder.Outcome<LayoutDocument?>
    do throws(JSONSyntaxError) {
      let document = try decoder.decodeDocument()
      outcome = decoder.outcome(document)
    } catch {
      throw DocumentError(issues: [DocumentIssue(syntax: error)])
    }
    self = try Self.checked(
      outcome.value, issues: outcome.issues, count: outcome.issueCount, limit: outcome.limit)
  }

  /// The document `decoded` from JSON when neither its reading (the `count` problems found,
  /// `issues` of them listed) nor the core finds a problem with it; else the error listing them
  /// all in document order.
  static func checked(
    _ decoded: LayoutDocument?, issues: [(issue: DocumentIssue, place: DocumentPlace)],
    count: Int, limit: Int
  ) throws(DocumentError) -> LayoutDocument {
    var found = issues
    var total = count
    if let decoded {
      let problems = LayoutResult.problems(
        container: decoded.container, sections: decoded.sections, limit: limit)
      found += problems.errors.map { (DocumentIssue($0), DocumentPlace($0.location)) }
      total += problems.totalCount
    }
    if let decoded, total == 0 { return decoded }
    throw DocumentError(listing: found, total: total, limit: limit)
  }

  /// Reads a document from JSON text.
  ///
  /// - Throws: ``DocumentError``, as ``init(json:)-([UInt8])`` does.
  public init(json: String) throws(DocumentError) {
    try self.init(json: Array(json.utf8))
  }

  /// Lays the document out.
  ///
  /// A document read from JSON always lays out (its problems were reported when it was read);
  /// one built from values reports every problem of its values.
  ///
  /// - Throws: ``DocumentError`` with every problem the core finds in the values.
  /// - Complexity: O(n) for n items, as `LayoutResult.init(container:sections:)`.
  public func layout() throws(DocumentError) -> LayoutResult {
    do throws(LayoutError) {
      return try LayoutResult(container: container, sections: sections)
    } catch {
      let problems = LayoutResult.problems(
        container: container, sections: sections, limit: DocumentError.defaultLimit)
      let listed = problems.errors.isEmpty ? [error] : problems.errors
      throw DocumentError(
        issues: listed.map(DocumentIssue.init),
        omittedCount: max(0, problems.totalCount - listed.count))
    }
  }
}

extension DocumentError {
  /// The error listing the first `limit` of `found` in document order (the document's own
  /// problems before the core's at the same place), counting `total` in all.
  ///
  /// - Complexity: O(n²) for n found, at most twice the limit (the reader's and the core's
  ///   problems): a stable insertion sort, less code in the WebAssembly module than one more
  ///   specialization of the stdlib's sort.
  package init(
    listing found: [(issue: DocumentIssue, place: DocumentPlace)], total: Int, limit: Int
  ) {
    var ordered = found
    var next = 1
    while next < ordered.count {
      let moved = ordered[next]
      var index = next
      while index > 0, moved.place < ordered[index - 1].place {
        ordered[index] = ordered[index - 1]
        index -= 1
      }
      ordered[index] = moved
      next += 1
    }
    let listed = ordered.prefix(limit).map { $0.issue }
    self.init(issues: listed, omittedCount: total - listed.count)
  }
}

extension DocumentIssue {
  /// The issue a JSON syntax error describes: its path (or `document`) and its line and column.
  package init(syntax error: JSONSyntaxError) {
    let path = JSONPath.render(error.path)
    var message = MessageText()
    error.writePlace(to: &message)
    self.init(path: path.isEmpty ? "document" : path, message: message.string)
  }
}
