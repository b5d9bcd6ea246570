/// An option whose values have names in the layout document (`"shortestColumn"`, `"rtl"`, …):
/// the one table of those names, which the document, the command line and the writers read.
package protocol DocumentNamed: CaseIterable, Hashable {
  /// The value's name in the layout document.
  var documentName: String { get }
}

extension DocumentNamed {
  /// The value named `name` in the layout document, if any.
  package init?(documentName name: String) {
    guard let value = Self.allCases.first(where: { $0.documentName == name }) else { return nil }
    self = value
  }

  /// Every value's name, in declaration order.
  package static var documentNames: [String] { allCases.map(\.documentName) }
}

extension Axis: DocumentNamed {
  package var documentName: String {
    switch self {
    case .vertical: "vertical"
    case .horizontal: "horizontal"
    }
  }
}

extension LayoutDirection: DocumentNamed {
  package var documentName: String {
    switch self {
    case .leftToRight: "ltr"
    case .rightToLeft: "rtl"
    }
  }
}

extension WaterfallLayout.Placement: DocumentNamed {
  package var documentName: String {
    switch self {
    case .shortestColumn: "shortestColumn"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}

extension FlowLayout.Justify: DocumentNamed {
  package var documentName: String {
    switch self {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    case .spaceBetween: "spaceBetween"
    case .spaceAround: "spaceAround"
    case .spaceEvenly: "spaceEvenly"
    }
  }
}

extension FlowLayout.AlignItems: DocumentNamed {
  package var documentName: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .stretch: "stretch"
    case .baseline: "baseline"
    }
  }
}

extension FlowLayout.AlignContent: DocumentNamed {
  package var documentName: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .spaceBetween: "spaceBetween"
    case .spaceAround: "spaceAround"
    case .spaceEvenly: "spaceEvenly"
    case .stretch: "stretch"
    }
  }
}

extension FlowLayout.LineBreaking: DocumentNamed {
  package var documentName: String {
    switch self {
    case .greedy: "greedy"
    case .balanced: "balanced"
    }
  }
}

extension JustifiedLayout.Breaking: DocumentNamed {
  package var documentName: String {
    switch self {
    case .greedy: "greedy"
    case .optimal: "optimal"
    }
  }
}
