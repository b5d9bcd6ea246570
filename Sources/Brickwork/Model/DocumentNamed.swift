/// An option whose values have names in the layout document (`"shortestColumn"`, `"rtl"`, …):
/// the one table of those names, which the document, the command line and the writers read.
package protocol DocumentNamed: CaseIterable, Hashable where AllCases == [Self] {
  /// Every value's name in the layout document, in the order of `allCases`, separated by `, `.
  ///
  /// One static text per option, rather than a `String` per value: the document reader
  /// matches a value's bytes against it and builds no array of names (and the WebAssembly
  /// module carries no copy of that code per option).
  static var documentNameList: StaticString { get }
}

extension DocumentNamed {
  /// The value's name in the layout document.
  package var documentName: String {
    Self.documentNames[Self.allCases.firstIndex(of: self) ?? 0]
  }

  /// The value named `name` in the layout document, if any.
  package init?(documentName name: String) {
    guard let index = Self.documentNames.firstIndex(of: name) else { return nil }
    self = Self.allCases[index]
  }

  /// Every value's name, in declaration order.
  package static var documentNames: [String] { documentNameList.listedNames }
}

extension StaticString {
  /// The names of a list separated by `, ` (such as ``DocumentNamed/documentNameList``).
  package var listedNames: [String] {
    let bytes = UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    var names: [String] = []
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
      names.append(
        String(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end])))
      start = end + 2
    }
    return names
  }
}

extension ScrollAxis: DocumentNamed {
  package static var documentNameList: StaticString { "vertical, horizontal" }
}

extension ReadingDirection: DocumentNamed {
  package static var documentNameList: StaticString { "ltr, rtl" }
}

extension WaterfallLayout.Placement: DocumentNamed {
  package static var documentNameList: StaticString { "shortestColumn, leftToRight, rightToLeft" }
}

extension FlowLayout.Justify: DocumentNamed {
  package static var documentNameList: StaticString {
    "leading, center, trailing, spaceBetween, spaceAround, spaceEvenly"
  }
}

extension FlowLayout.AlignItems: DocumentNamed {
  package static var documentNameList: StaticString {
    "top, center, bottom, stretch, baseline"
  }
}

extension FlowLayout.AlignContent: DocumentNamed {
  package static var documentNameList: StaticString {
    "top, center, bottom, spaceBetween, spaceAround, spaceEvenly, stretch"
  }
}

extension FlowLayout.LineBreaking: DocumentNamed {
  package static var documentNameList: StaticString { "greedy, balanced" }
}

extension JustifiedLayout.Breaking: DocumentNamed {
  package static var documentNameList: StaticString { "greedy, optimal" }
}

extension JustifiedLayout.WidowAlignment: DocumentNamed {
  package static var documentNameList: StaticString { "leading, center, trailing, justify" }
}

extension JustifiedLayout.WidowHeight: DocumentNamed {
  package static var documentNameList: StaticString { "previous, target" }
}
