import Brickwork
import BrickworkDocument

/// The check of the `DocumentMemoryFuzz` target: the document reader's memory per input byte.
/// Bytes become a document of one of ``DocumentShape``'s shapes, read with a small allowance
/// (``allowance``) so that the budget's bound bites on documents of a fuzzer's size:
/// - a document read counts no more than the budget (`MemoryBudget`: the allowance plus 20
///   bytes a byte of its text), and at least the memory its values and its layout's frames
///   take (the types' sizes), so the count bounds what the reader and the layout hold;
/// - a document refused for its memory was refused at the first value past the budget.
public enum DocumentMemoryCheck {
  /// The allowance the check gives a document: 16 KiB, so that documents of a few kilobytes
  /// meet the bound.
  public static let allowance = 16 << 10

  /// Builds, reads and lays out the document `bytes` describe; the first failure, if any.
  public static func run(_ bytes: [UInt8]) -> FuzzFailure? {
    check(DocumentShape.document(from: bytes))
  }

  /// Reads and lays out `json`; the first failure, if any.
  public static func check(_ json: [UInt8]) -> FuzzFailure? {
    let budget = MemoryBudget(inputSize: json.count, allowance: allowance)
    let document: LayoutDocument
    do {
      document = try json.withUnsafeBufferPointer { buffer throws(DocumentError) in
        try LayoutDocument(json: buffer, allowance: allowance)
      }
    } catch {
      guard error.issues.contains(where: { $0.message.contains("too many sections") }) else {
        return nil  // refused for another reason (an unknown key): nothing was kept
      }
      // Refused at the first value past the budget: what came before fits it.
      let counted = unboundedCost(of: json)
      if counted <= budget.limit {
        return FuzzFailure("refused for memory, though its values count \(counted)")
      }
      return nil
    }
    let counted = cost(of: document)
    if counted > budget.limit {
      return FuzzFailure("read a document counting \(counted), over its budget \(budget.limit)")
    }
    guard let layout = try? document.layout() else { return nil }
    let held = footprint(of: document, layout: layout)
    if held > counted {
      return FuzzFailure("the document and its layout hold \(held) bytes, more than its count")
    }
    return nil
  }

  /// What `document` counts against its budget.
  static func cost(of document: LayoutDocument) -> Int {
    document.sections.reduce(0) { total, section in
      let supplementaries =
        (section.header == nil ? 0 : 1) + (section.footer == nil ? 0 : 1)
        + (section.background == nil ? 0 : 1)
      return total + MemoryBudget.sectionCost + section.items.count * MemoryBudget.itemCost
        + supplementaries * MemoryBudget.supplementaryCost
    }
  }

  /// What the values of `document` and the frames of `layout` take (without the layout's
  /// records, which it keeps private: the command line's peak memory is checked by the suite).
  static func footprint(of document: LayoutDocument, layout: LayoutResult) -> Int {
    let items = document.sections.reduce(0) { $0 + $1.items.count }
    return document.sections.count * MemoryLayout<LayoutSection>.stride
      + items * MemoryLayout<Item>.stride + layout.elements.count * MemoryLayout<Rect>.stride
  }

  /// What the document `json` counts if read with no budget at all: ``cost(of:)``, or
  /// `Int.max` when it is invalid for another reason.
  static func unboundedCost(of json: [UInt8]) -> Int {
    let document = try? json.withUnsafeBufferPointer { buffer throws(DocumentError) in
      try LayoutDocument(json: buffer, allowance: Int.max / 2)
    }
    return document.map(cost(of:)) ?? Int.max
  }
}
