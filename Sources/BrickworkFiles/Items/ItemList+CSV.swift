import Brickwork
import BrickworkDocument

extension ItemList {
  /// Reads CSV (RFC 4180: quoted fields may hold commas, quotes doubled, and line breaks; lines
  /// end with LF or CRLF). The header row names the columns `width` (or `w`), `height` (or `h`)
  /// and optionally `label` (any order, any case); other columns are ignored, with a note in
  /// ``notes``. Blank lines (empty, or only spaces and tabs) are skipped.
  init(csv bytes: [UInt8], name: String) throws(DocumentError) {
    self.init(name: name, sizes: [])
    if let encoding = bytes.withUnsafeBufferPointer({ WideUnicodeText($0) }) {
      throw DocumentError(path: name, message: encoding.message)
    }
    var issues = IssueCollector()
    var budget = MemoryBudget(inputSize: bytes.count)
    var records = CSVRecords(bytes: bytes)
    guard let header = records.next(reportingTo: &issues, name: name) else {
      throw issues.error
        ?? DocumentError(
          path: name, message: "empty (a header row with width,height is required)")
    }
    var notes: [String] = []
    let columns = Self.columns(
      of: header, reportingTo: &issues, place: "\(name):\(header.line)", notes: &notes)
    guard issues.isEmpty, let widthColumn = columns["width"], let heightColumn = columns["height"]
    else { throw issues.error ?? DocumentError(issues: []) }
    let labelColumn = columns["label"]
    while let record = records.next(reportingTo: &issues, name: name) {
      let line = record.line
      guard record.fields.count == header.fields.count else {
        issues.report(
          "\(name):\(line)",
          "expected \(header.fields.count) fields (as the header row), "
            + "found \(record.fields.count)")
        continue
      }
      var size = Size.zero
      var valid = true
      for (column, key) in [(widthColumn, "width"), (heightColumn, "height")] {
        guard let number = Self.number(from: record.fields[column]) else {
          issues.report(
            "\(name):\(line): \(key)", LayoutError.Rule.finiteNonNegative.description)
          valid = false
          continue
        }
        if let rule = Self.violation(ofLength: number) {
          issues.report("\(name):\(line): \(key)", rule)
          valid = false
        } else if key == "width" {
          size.width = number == 0 ? 0 : number
        } else {
          size.height = number == 0 ? 0 : number
        }
      }
      guard valid else { continue }
      guard budget.spend(MemoryBudget.listItemCost) else {
        throw DocumentError(path: "\(name):\(line)", message: MemoryBudget.listProblem)
      }
      append(size, caption: labelColumn.map { record.fields[$0] } ?? "")
      lines.append(record.line)
    }
    if let error = issues.error { throw error }
    self.notes = notes
  }
}

extension ItemList {
  /// The index of each known column (`width` or `w`, `height` or `h`, `label`) the header row
  /// names. Problems are reported at `place`: one per duplicate with the numbers of both, one
  /// for the missing columns (with a hint when the row seems separated by `;`). Other columns
  /// are ignored, with one note for them all, each with its number counted from 1 (the first
  /// ``listedColumns`` named, the rest counted).
  static func columns(
    of header: CSVRecords.Record, reportingTo issues: inout IssueCollector, place: String,
    notes: inout [String]
  ) -> [String: Int] {
    var columns: [String: Int] = [:]
    var unknown: [String] = []
    var unknownCount = 0
    var duplicates: [String] = []
    for (index, field) in header.fields.enumerated() {
      let name = String(field.trimmingSpaces.lowercased())
      let column = name == "label" ? name : Dimension(name: name)?.name
      guard let column else {
        unknownCount += 1
        if unknown.count < listedColumns {
          unknown.append("column \(index + 1) \(Self.shown(field))")
        }
        continue
      }
      if let first = columns[column] {
        duplicates.append("duplicate column '\(column)' (columns \(first + 1) and \(index + 1))")
      } else {
        columns[column] = index
      }
    }
    for duplicate in duplicates { issues.report(place, duplicate) }
    let missing = Dimension.allCases.map(\.name).filter { columns[$0] == nil }
    if !missing.isEmpty {
      let noun = missing.count == 1 ? "column" : "columns"
      issues.report(
        place,
        "missing \(noun) \(missing.map { "'\($0)'" }.joined(separator: " and ")) "
          + "(the header row needs width and height)" + separatorHint(header))
    } else if unknownCount > 0 {
      var list = unknown.joined(separator: ", ")
      if unknownCount > unknown.count { list += " and \(unknownCount - unknown.count) more" }
      let lead = unknownCount == 1 ? "ignored " : "\(unknownCount) columns ignored: "
      notes.append("\(place): " + lead + list + " (read: width, height, label)")
    }
    return columns
  }

  /// `; the file seems to use ';' as separator…` when the header row is one field holding
  /// `;`, else nothing. Only `,` separates fields (RFC 4180): a `;` file usually writes decimal
  /// commas too (`1,5`), which no guess of the separator reads right.
  private static func separatorHint(_ header: CSVRecords.Record) -> String {
    guard header.fields.count == 1, header.fields[0].contains(";") else { return "" }
    return "; the file seems to use ';' as separator: fields are separated by ',' "
      + "(RFC 4180), with '.' as the decimal point"
  }

  /// The most unknown columns a message names (the rest are counted).
  static var listedColumns: Int { 5 }

  /// A header field as a message shows it: quoted (``JSONPath/quoted(_:)``), or `(not text)`
  /// when it holds control characters or bytes that are not UTF-8, which are never echoed.
  static func shown(_ field: String) -> String {
    let isText = field.unicodeScalars.allSatisfy { scalar in
      scalar != "\u{FFFD}" && scalar.properties.generalCategory != .control
    }
    return isText ? JSONPath.quoted(field) : "(not text)"
  }
}

/// The records of a CSV text, read one at a time.
struct CSVRecords {
  /// One record: its fields and the line it starts on.
  struct Record {
    /// The fields, unquoted.
    var fields: [String]
    /// The 1-based line the record starts on.
    var line: Int
  }

  /// The text.
  let bytes: [UInt8]
  /// The position of the next byte.
  private var position = 0
  /// The 1-based line of the next byte.
  private var line = 1

  /// Creates a reader of `bytes`, skipping a byte-order mark.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// The next non-blank record, or `nil` at the end or after an error (added to `issues`).
  mutating func next(reportingTo issues: inout IssueCollector, name: String) -> Record? {
    while true {
      // Skip blank lines: empty, or only spaces and tabs.
      while true {
        var end = position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end < bytes.count else {
          position = end
          return nil
        }
        guard bytes[end] == 0x0A || bytes[end] == 0x0D else { break }
        position = end
        skipLineEnd()
      }
      if let record = readRecord(reportingTo: &issues, name: name) { return record }
    }
  }

  /// Reads one record, or records its error, skips its line and returns `nil`.
  private mutating func readRecord(reportingTo issues: inout IssueCollector, name: String)
    -> Record?
  {
    let start = line
    var fields: [String] = []
    var field: [UInt8] = []
    while true {
      if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
        // A quoted field.
        let quoteLine = line
        position += 1
        while true {
          guard position < bytes.count else {
            issues.report("\(name):\(quoteLine)", "unterminated quoted field")
            return nil
          }
          let byte = bytes[position]
          position += 1
          if byte == UInt8(ascii: "\"") {
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
              field.append(byte)
              position += 1
            } else {
              break
            }
          } else {
            // A line break inside the field counts as one line, whichever the line end
            // (CRLF, LF or CR alone), as between records.
            if byte == 0x0A
              || (byte == 0x0D && (position == bytes.count || bytes[position] != 0x0A))
            {
              line += 1
            }
            field.append(byte)
          }
        }
        if position < bytes.count, !Self.endsField(bytes[position]) {
          issues.report("\(name):\(line)", "expected ',' or a line break after a quoted field")
          skipLine()
          return nil
        }
      } else {
        while position < bytes.count, !Self.endsField(bytes[position]) {
          if bytes[position] == UInt8(ascii: "\"") {
            issues.report(
              "\(name):\(line)", "stray '\"' in an unquoted field (quote the whole field)")
            skipLine()
            return nil
          }
          field.append(bytes[position])
          position += 1
        }
      }
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { break }
      position += 1
    }
    // The end of the record: CRLF, LF, CR or the end of the text.
    if position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D {
      skipLineEnd()
    }
    return Record(fields: fields, line: start)
  }

  /// Steps over one line end, CRLF, LF or CR alone, counting the line.
  private mutating func skipLineEnd() {
    if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
      position += 1
    }
    position += 1
    line += 1
  }

  /// Whether `byte` ends an unquoted field.
  private static func endsField(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
  }

  /// Skips to the start of the next line, so that reading goes on after a bad record.
  private mutating func skipLine() {
    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
      position += 1
    }
  }
}
