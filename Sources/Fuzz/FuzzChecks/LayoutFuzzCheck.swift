import Brickwork

/// The check of the `LayoutFuzz` target: bytes become a configuration and a sequence of
/// updates. A configuration either fails with a ``LayoutError`` or lays out keeping
/// ``LayoutInvariants``; each update (appends, a changed item, batches) either fails leaving the layout unchanged (and then a full
/// layout of the new sections fails too), or gives exactly the full layout of the new sections.
public enum LayoutFuzzCheck {
  /// Runs the configuration and updates `bytes` describe; returns the first failure, if any.
  public static func run(_ bytes: [UInt8]) -> FuzzFailure? {
    var history: [(change: LayoutChange?, sections: [LayoutSection])] = []
    var container = Container(width: 0)
    guard let failure = run(bytes, container: &container, history: &history)
    else { return nil }
    let steps = history.map { "\($0.change.map { "\($0)" } ?? "initial"): \($0.sections)" }
    return FuzzFailure(([failure.description, "\(container)"] + steps).joined(separator: "\n"))
  }

  /// Runs `bytes`, recording the sections at each step in `history` (described on failure).
  private static func run(
    _ bytes: [UInt8], container: inout Container,
    history: inout [(change: LayoutChange?, sections: [LayoutSection])]
  ) -> FuzzFailure? {
    var input = FuzzBytes(bytes)
    container = LayoutConfiguration.container(&input)
    var sections = LayoutConfiguration.sections(&input)
    history.append((nil, sections))
    guard var layout = try? LayoutResult(container: container, sections: sections) else {
      return nil
    }
    if let failure = LayoutInvariants.violation(
      in: layout, queries: queries(&input, layout))
    {
      return failure
    }
    for step in 0..<8 where !input.isAtEnd {
      guard let (change, next, describesEdit) = update(&input, sections) else { continue }
      history.append((change, next))
      var updated = layout
      let full = try? LayoutResult(container: container, sections: next)
      do {
        try updated.update(next, after: change)
      } catch {
        if let failure = LayoutInvariants.difference(updated, layout) {
          return FuzzFailure("step \(step), \(change) failed but changed the layout: \(failure)")
        }
        if full != nil, describesEdit {
          return FuzzFailure("step \(step), \(change) failed (\(error)); a full layout did not")
        }
        continue
      }
      // A batch that names other items than those edited may lay out what it says.
      guard describesEdit || !isBatch(change) else { continue }
      guard let full else {
        return FuzzFailure("step \(step), \(change) succeeded; a full layout failed")
      }
      if let failure = LayoutInvariants.difference(updated, full) {
        return FuzzFailure("step \(step), \(change) differs from a full layout: \(failure)")
      }
      if let failure = LayoutInvariants.violation(
        in: updated, queries: queries(&input, updated))
      {
        return FuzzFailure("step \(step), after \(change): \(failure)")
      }
      layout = updated
      sections = next
    }
    return nil
  }

  /// A few query rectangles inside and around the content.
  private static func queries(_ input: inout FuzzBytes, _ layout: LayoutResult) -> [Rect] {
    let size = layout.contentSize
    return (0..<input.int(in: 0...3)).map { _ in
      let x = size.width * Double(input.int(in: -16...272)) / 256
      let y = size.height * Double(input.int(in: -16...272)) / 256
      return Rect(
        x: x, y: y, width: size.width * Double(input.byte()) / 256,
        height: size.height * Double(input.byte()) / 256)
    }
  }

  /// A change, the sections after it and whether the change describes the edit; sometimes a
  /// change that does not (or names an item that does not exist), which the update must refuse
  /// or survive.
  static func update(_ input: inout FuzzBytes, _ sections: [LayoutSection])
    -> (LayoutChange, [LayoutSection], describesEdit: Bool)?
  {
    var next = sections
    switch input.int(in: 0...5) {
    case 0:
      guard !next.isEmpty else { return nil }
      next[next.count - 1].items += LayoutConfiguration.items(&input, count: input.int(in: 0...12))
      return (.itemsAppended, next, true)
    case 1:
      next += (0..<input.int(in: 0...2)).map { _ in LayoutConfiguration.section(&input) }
      return (.sectionsAppended, next, true)
    case 2:
      guard !next.isEmpty else { return nil }
      let section = input.int(in: 0...(next.count - 1))
      guard !next[section].items.isEmpty else { return nil }
      let item = input.int(in: 0...(next[section].items.count - 1))
      next[section].items[item] = LayoutConfiguration.item(&input)
      return (.itemChanged(section: section, item: item), next, true)
    case 3:
      guard let (batch, edited) = BatchEdit.make(&input, sections) else { return nil }
      return (.batch(batch), edited, true)
    case 4:
      return (.batch(BatchEdit.hostile(&input)), sections, false)
    default:
      // A hostile change: an index out of range, or a change that does not match the edit.
      let section = input.int(in: -1...5)
      let item = input.int(in: -1...30)
      if input.bool(), !next.isEmpty { next.removeLast() }
      let change: LayoutChange =
        input.bool() ? .itemChanged(section: section, item: item) : .itemsAppended
      return (change, next, isConsistent(change, sections, next))
    }
  }

  /// Whether `change` describes the edit from `old` to `new` (so the update may not refuse it
  /// when a full layout of `new` succeeds).
  static func isConsistent(_ change: LayoutChange, _ old: [LayoutSection], _ new: [LayoutSection])
    -> Bool
  {
    switch change {
    case .itemsAppended:
      guard let last = old.last, new.count == old.count, let newLast = new.last else {
        return false
      }
      var prefix = newLast
      guard prefix.items.count >= last.items.count else { return false }
      prefix.items.removeLast(prefix.items.count - last.items.count)
      return Array(new.dropLast()) == Array(old.dropLast()) && prefix == last
    case .sectionsAppended:
      return new.count >= old.count && Array(new.prefix(old.count)) == old
    case .itemChanged(let section, let item):
      guard old.count == new.count, old.indices.contains(section),
        old[section].items.indices.contains(item),
        old[section].items.count == new[section].items.count
      else { return false }
      var restored = new
      restored[section].items[item] = old[section].items[item]
      return restored == old
    case .batch:
      return false
    }
  }

  /// Whether `change` is a batch update.
  private static func isBatch(_ change: LayoutChange) -> Bool {
    if case .batch = change { return true }
    return false
  }
}
