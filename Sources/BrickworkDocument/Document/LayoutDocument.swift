import Brickwork

/// A layout document (the input of `brickwork layout`): a container and its sections, read from
/// JSON exactly as `layout-json.md` defines it.
///
/// ```swift
/// let document = try LayoutDocument(json: bytes)
/// let layout = try document.layout()
/// var output: [UInt8] = []
/// try LayoutWriter(layout).write(.json, to: &output)
/// ```
///
/// Reading checks the whole document and reports every problem at once, each with its JSON
/// path: wrong types, unknown keys, invalid enum values, missing required keys, lengths that are
/// not finite numbers >= 0, counts that are not integers, items that do not give exactly one
/// sizing form of their section's layout.
public struct LayoutDocument: Hashable, Sendable {
  /// The container: width, viewport height, axis, direction and scale.
  public var container: Container
  /// The sections, in order.
  public var sections: [Section]

  /// Creates a document from core values.
  public init(container: Container, sections: [Section]) {
    self.container = container
    self.sections = sections
  }

  /// Reads a document from UTF-8 JSON.
  ///
  /// - Throws: ``DocumentError`` with a syntax error (its line, column and path), or with every
  ///   violation of the document's rules, each naming its JSON path.
  /// - Complexity: O(n) in the size of the input.
  public init(json: [UInt8]) throws(DocumentError) {
    let root: JSONValue
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(json)
    } catch {
      throw DocumentError(issues: [DocumentIssue(syntax: error)])
    }
    var decoder = DocumentDecoder()
    guard let (container, sections) = decoder.decodeDocument(root) else {
      throw DocumentError(issues: decoder.issues)
    }
    self.init(container: container, sections: sections)
  }

  /// Reads a document from JSON text.
  ///
  /// - Throws: ``DocumentError``, as ``init(json:)-([UInt8])`` does.
  public init(json: String) throws(DocumentError) {
    try self.init(json: Array(json.utf8))
  }

  /// Lays the document out.
  ///
  /// - Throws: ``DocumentError`` with the rules that involve several values at once, as the core
  ///   reports them (a column width <= 0, insets wider than the container, an item its layout
  ///   cannot size): the first one in each section that has any.
  /// - Complexity: O(n) for n items, as ``LayoutResult/init(container:sections:)``.
  public func layout() throws(DocumentError) -> LayoutResult {
    do throws(LayoutError) {
      return try LayoutResult(container: container, sections: sections)
    } catch {
      throw DocumentError(issues: Self.collectIssues(first: error, in: self))
    }
  }

  /// The first core error of each section, after `first` (the first of the whole layout):
  /// sections are independent apart from their position, so each is laid out alone.
  private static func collectIssues(first: LayoutError, in document: LayoutDocument)
    -> [DocumentIssue]
  {
    var issues = [DocumentIssue(first)]
    guard let failed = first.location.section, failed + 1 < document.sections.count else {
      return issues
    }
    for index in (failed + 1)..<document.sections.count {
      do throws(LayoutError) {
        _ = try LayoutResult(container: document.container, sections: [document.sections[index]])
      } catch {
        var moved = error
        moved.location = error.location.moved(toSection: index)
        issues.append(DocumentIssue(moved))
      }
    }
    return issues
  }
}

extension LayoutError.Location {
  /// The section the location is in, if any.
  var section: Int? {
    switch self {
    case .container, .update: nil
    case .section(let section), .header(let section), .footer(let section),
      .background(let section):
      section
    case .item(let section, _): section
    }
  }

  /// The same location in section `index`.
  func moved(toSection index: Int) -> LayoutError.Location {
    switch self {
    case .container, .update: self
    case .section: .section(index)
    case .header: .header(section: index)
    case .footer: .footer(section: index)
    case .background: .background(section: index)
    case .item(_, let item): .item(section: index, item: item)
    }
  }
}

extension DocumentIssue {
  /// The issue a JSON syntax error describes: its path (or `document`) and its line and column.
  init(syntax error: JSONSyntaxError) {
    let path = JSONPath.render(error.path)
    self.init(
      path: path.isEmpty ? "document" : path,
      message: "line \(error.line), column \(error.column): \(error.message)")
  }
}
