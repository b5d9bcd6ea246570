import Brickwork

/// One lean layout held between calls: its section, its layout and the buffers the calls fill
/// (frames, codes, a query's answer, sizes), as the full module's session keeps them.
final class LeanSession {
  /// The container.
  private(set) var container: Container
  /// The one section.
  private(set) var sections: [LayoutSection]
  /// The layout of `sections` in `container`.
  private(set) var layout: LayoutResult
  /// Every element's frame as `x, y, width, height`, in document order.
  private(set) var frames: [Double] = []
  /// Every element's code as `kind, section, index` (0 background, 1 header, 2 item, 3 badge,
  /// 4 footer; the item's index, a badge's hidden count, or -1).
  private(set) var codes: [Int32] = []
  /// The last query's frames and codes.
  private(set) var queryFrames: [Double] = []
  /// The last query's codes.
  private(set) var queryCodes: [Int32] = []
  /// The content's width and height, then the container's.
  private(set) var sizes: [Double] = []
  /// Whether `frames` and `codes` describe the layout.
  private var elementsAreCurrent = false

  /// The options the section was read with.
  private let options: LeanOptions

  /// Lays out the items `values` of `options`' form in one section.
  ///
  /// Everything that may fail happens before the session exists: a class whose initializer
  /// throws after its allocation leaves that allocation behind in Embedded Swift (about 256 bytes
  /// a failure, never freed).
  ///
  /// - Throws: ``LeanFailure`` for values that end inside an item, or the core's first error.
  /// - Complexity: O(n) for n items.
  static func open(_ options: LeanOptions, values: UnsafeBufferPointer<Double>) throws(LeanFailure)
    -> LeanSession
  {
    let stride = options.form == 1 ? 2 : 1
    guard values.count % stride == 0 else {
      throw LeanFailure("items: width-height pairs come two numbers an item")
    }
    var items: [Item] = []
    items.reserveCapacity(values.count / stride)
    for index in 0..<(values.count / stride) {
      switch options.form {
      case 0: items.append(.extent(values[index]))
      case 1: items.append(.size(width: values[2 * index], height: values[2 * index + 1]))
      default: items.append(.aspectRatio(values[index]))
      }
    }
    let sections = [LayoutSection(options.strategy, items: items)]
    do throws(LayoutError) {
      let layout = try LayoutResult(container: options.container, sections: sections)
      return LeanSession(options, sections: sections, layout: layout)
    } catch {
      throw failure(error, options: options, container: options.container, sections: sections)
    }
  }

  /// A session of a layout already made.
  private init(_ options: LeanOptions, sections: [LayoutSection], layout: LayoutResult) {
    self.options = options
    self.container = options.container
    self.sections = sections
    self.layout = layout
  }

  /// The failure of `error`, with the value at fault when one number is.
  private static func failure(
    _ error: LayoutError, options: LeanOptions, container: Container, sections: [LayoutSection]
  ) -> LeanFailure {
    let value: Double? =
      switch error.location {
      case .container:
        LeanOptions.field(error.field, is: "width")
          ? container.width
          : LeanOptions.field(error.field, is: "height")
            ? container.height
            : LeanOptions.field(error.field, is: "scale") ? container.scale : nil
      case .section: options.option(error.field)
      case .item(let section, let index)
      where sections.indices.contains(section) && sections[section].items.indices.contains(index):
        switch sections[section].items[index].sizing {
        case .extent(let length): length
        case .aspectRatio(let ratio): ratio
        case .size(let size):
          LeanOptions.field(error.field, is: "width")
            ? size.width : LeanOptions.field(error.field, is: "height") ? size.height : nil
        }
      default: nil
      }
    return LeanFailure(error, value: value)
  }

  /// Lays the section out again at a new width and height.
  ///
  /// - Throws: ``LeanFailure`` with the core's error; the layout is then unchanged.
  /// - Complexity: O(n) for n items.
  func relayout(width: Double, height: Double) throws(LeanFailure) {
    var resized = container
    resized.width = width
    resized.height = height
    do throws(LayoutError) {
      try layout.relayout(sections, in: resized)
    } catch {
      throw Self.failure(error, options: options, container: resized, sections: sections)
    }
    container = resized
    elementsAreCurrent = false
  }

  /// Fills `frames` and `codes`, unless they describe the layout.
  func fillElements() {
    guard !elementsAreCurrent else { return }
    frames.removeAll(keepingCapacity: true)
    codes.removeAll(keepingCapacity: true)
    Self.append(layout.elements, frames: &frames, codes: &codes)
    elementsAreCurrent = true
  }

  /// Fills `sizes`.
  func fillSizes() {
    let content = layout.contentSize
    sizes = [content.width, content.height, container.width, container.height]
  }

  /// Fills the query buffers with the elements intersecting `rect`; returns their number.
  func query(_ rect: Rect) -> Int {
    queryFrames.removeAll(keepingCapacity: true)
    queryCodes.removeAll(keepingCapacity: true)
    let found = layout.elements(in: rect)
    Self.append(found, frames: &queryFrames, codes: &queryCodes)
    return found.count
  }

  /// Appends the frames and codes of `elements`.
  private static func append(
    _ elements: some Collection<LayoutElement>, frames: inout [Double], codes: inout [Int32]
  ) {
    frames.reserveCapacity(frames.count + 4 * elements.count)
    codes.reserveCapacity(codes.count + 3 * elements.count)
    for element in elements {
      let frame = element.frame
      frames.append(frame.minX)
      frames.append(frame.minY)
      frames.append(frame.width)
      frames.append(frame.height)
      let (kind, index): (Int32, Int32) =
        switch element.kind {
        case .background: (0, -1)
        case .header: (1, -1)
        case .item(let item): (2, Int32(clamping: item))
        case .moreBadge(let hidden): (3, Int32(clamping: hidden))
        case .footer: (4, -1)
        }
      codes.append(kind)
      codes.append(Int32(clamping: element.section))
      codes.append(index)
    }
  }
}
