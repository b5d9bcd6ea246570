/// One row of the benchmark: a workload measured against its baseline in the same run.
struct Row {
  /// The workload's name.
  var workload: String
  /// The number of items the time is divided by.
  var items: Int
  /// Brickwork's median time per item, in nanoseconds.
  var nsPerItem: Double
  /// The baseline's name.
  var baseline: String
  /// The baseline's median time per item, in nanoseconds.
  var baselineNsPerItem: Double

  /// Baseline time over Brickwork time: above 1, Brickwork is faster.
  var ratio: Double { baselineNsPerItem / nsPerItem }

  /// The row as one JSON object.
  var json: String {
    "{\"workload\": \(quoted(workload)), \"items\": \(items), \"nsPerItem\": \(number(nsPerItem)), "
      + "\"baseline\": \(quoted(baseline)), \"baselineNsPerItem\": \(number(baselineNsPerItem)), "
      + "\"ratio\": \(number(ratio))}"
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
  }

  private func number(_ value: Double) -> String {
    value.isFinite ? String(value) : "null"
  }
}

extension Row {
  /// A row from two measurements of work on `items` items.
  init(
    _ workload: String, items: Int, _ brickwork: Measurement, against baseline: String,
    _ other: Measurement
  ) {
    self.init(
      workload: workload, items: items, nsPerItem: brickwork.nanoseconds / Double(items),
      baseline: baseline, baselineNsPerItem: other.nanoseconds / Double(items))
  }
}

/// Prints rows as a table or as JSON lines.
struct Report {
  /// Whether to print one JSON object per line.
  var json: Bool

  /// Prints the table's heading (nothing in JSON mode).
  func header() {
    guard !json else { return }
    print(
      pad("workload", 44) + pad("items", 10, right: true) + pad("ns/item", 12, right: true) + "  "
        + pad("baseline", 30) + pad("ns/item", 12, right: true) + pad("ratio", 10, right: true))
    print(String(repeating: "-", count: 120))
  }

  /// Prints one row as soon as it is measured.
  func emit(_ row: Row) {
    if json {
      Swift.print(row.json)
    } else {
      Swift.print(
        pad(row.workload, 44) + pad(String(row.items), 10, right: true)
          + pad(format(row.nsPerItem), 12, right: true) + "  " + pad(row.baseline, 30)
          + pad(format(row.baselineNsPerItem), 12, right: true)
          + pad(format(row.ratio) + "x", 10, right: true))
    }
  }

  /// Prints a note line (to the table only).
  func note(_ text: String) {
    if !json { Swift.print(text) }
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }

  /// Three significant digits.
  private func format(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    var digits = 0
    var scaled = abs(value)
    while scaled < 100 && digits < 4 {
      scaled *= 10
      digits += 1
    }
    let rounded = (value * pow10(digits)).rounded() / pow10(digits)
    var text = String(rounded)
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private func pow10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (no Foundation needed).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
