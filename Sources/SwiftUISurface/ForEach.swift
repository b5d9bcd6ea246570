#if !canImport(SwiftUI)
  /// A structure that computes views on demand from an underlying collection of identified data.
  /// https://developer.apple.com/documentation/swiftui/foreach
  public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views
    /// dynamically.
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// A function to create content on demand using the underlying data.
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
    /// How an element's identity is read.
    let id: KeyPath<Data.Element, ID>
  }

  extension ForEach: View where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.content = content
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
      self.init(data, id: \.id, content: content)
    }

    /// A primitive view: no body.
    public var body: Never { surfaceCannotRender() }
  }
#endif
