import Brickwork

/// What a stack measured of its subviews for one width: the core's items and the role of each
/// subview.
struct StackMeasurement: Equatable {
  /// What a subview is to the core.
  enum Role: Equatable {
    /// The item at this index of the core's section.
    case item(Int)
    /// A flow's "+N" badge.
    case badge
    /// Left out of the layout (an answer the core cannot use): placed at zero size.
    case excluded
  }

  /// The core's items, in subview order.
  var items: [Item] = []
  /// One role per subview.
  var roles: [Role] = []
  /// The size of a flow's badge subview, if it has one.
  var badge: Size?

  /// Adds `item` as the next subview's item.
  mutating func append(_ item: Item) {
    roles.append(.item(items.count))
    items.append(item)
  }
}
