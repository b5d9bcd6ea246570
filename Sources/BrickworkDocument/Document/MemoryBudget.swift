import Brickwork

/// How much memory a layout document may make its reader and its layout hold: ``allowance``
/// plus ``bytesPerInputByte`` for each byte of its text. The reader counts what it builds as
/// it reads (``sectionCost`` a section, ``itemCost`` an item, ``supplementaryCost`` a header,
/// footer or background) and refuses the document at the first value past the budget, so that
/// memory stays a small multiple of the input whatever the document's shape: a section costs
/// some 800 bytes held (its values and the layout's record of it) however few bytes of text it
/// takes (`{}`, two).
///
/// The costs are upper bounds of what the values take (`MemoryBudgetTests` checks them
/// against the sizes of the types); documents of ordinary shapes (sections of a few items or
/// more) stay far under the budget.
package struct MemoryBudget: Sendable {
  /// What every document may count, whatever its size: 64 MiB.
  package static let allowance = 64 << 20
  /// What each byte of a document's text adds to its budget: 20 bytes.
  package static let bytesPerInputByte = 20
  /// What a section counts: 1 KiB.
  package static let sectionCost = 1024
  /// What an item counts: 80 bytes.
  package static let itemCost = 80
  /// What a header, footer or background counts: 128 bytes.
  package static let supplementaryCost = 128

  /// What an item of an item list (`brickwork layout --items`) counts: 96 bytes (its size,
  /// caption and line as read, then its core item and its frame). A list is counted against
  /// the same budget as a document, so that its memory, too, stays a small multiple of its
  /// size whatever its format: a CSV row takes as few as four bytes (`1,1` and a line break),
  /// and a binary property list may reference one dictionary from each byte of an array.
  package static let listItemCost = 96
  /// What a value of a binary property list counts while read: 48 bytes (the value and its
  /// reference take 32), so that a file whose array references one dictionary from each of its
  /// bytes is refused before its values are all read, and its values and the items read from
  /// them together stay within the budget.
  package static let propertyListValueCost = 48

  /// The most that may be counted.
  package let limit: Int
  /// What has been counted so far.
  package private(set) var used = 0

  /// The budget of a document of `inputSize` bytes: `allowance` (``allowance`` unless a test
  /// asks for less) plus ``bytesPerInputByte`` a byte.
  package init(inputSize: Int, allowance: Int = Self.allowance) {
    let (scaled, overflow) = inputSize.multipliedReportingOverflow(by: Self.bytesPerInputByte)
    let (sum, sumOverflow) = allowance.addingReportingOverflow(scaled)
    limit = overflow || sumOverflow ? .max : sum
  }

  /// Counts `cost` more; `false` when that goes past the budget.
  @inline(__always)
  package mutating func spend(_ cost: Int) -> Bool {
    used &+= cost
    return used <= limit
  }

  /// Forgets what was counted past `mark` (values read again, after a rewind).
  mutating func rewind(to mark: Int) { used = mark }

  /// The problem of a document past its budget, in one line.
  package static var problem: String {
    var text = MessageText()
    text.append("the document holds too many sections, items, headers, footers or backgrounds")
    text.append(" for its size: each counts memory (a section 1 KiB, an item 80 bytes, the")
    text.append(" others 128 bytes) and a document may count 64 MiB plus 20 bytes for each")
    text.append(" byte of its text")
    return text.string
  }

  /// The problem of an item list past its budget, in one line.
  package static var listProblem: String {
    var text = MessageText()
    text.append("the list holds too many items for its size: each counts 96 bytes of memory")
    text.append(" and a list may count 64 MiB plus 20 bytes for each byte of its text")
    return text.string
  }
}
