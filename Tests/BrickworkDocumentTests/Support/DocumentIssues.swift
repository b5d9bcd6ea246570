import BrickworkDocument

/// The issues a document's reader reports for `json`, as their descriptions; empty when the
/// document reads.
func documentIssues(_ json: String) -> [String] {
  do throws(DocumentError) {
    _ = try LayoutDocument(json: json)
    return []
  } catch {
    return error.issues.map(\.description)
  }
}
