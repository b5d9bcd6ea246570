import Brickwork

/// An invalid size a lazy container's caller gave, reported once per item identity.
public struct LazySizeProblem<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The item's identity.
  public var id: ID
  /// The core's error, naming the item's index and the rule its size breaks; the item is laid
  /// out with the strategy's empty size instead (zero height, zero size, or a square photo).
  public var error: LayoutError

  /// Creates a report.
  public init(id: ID, error: LayoutError) {
    self.id = id
    self.error = error
  }
}
