import Brickwork

/// A section of the demo page with what its picture shows: a title and item captions.
struct DemoSection: Sendable {
  /// The section.
  var section: LayoutSection
  /// The title shown in its header.
  var title: String
  /// One caption per item.
  var captions: [String]
}
