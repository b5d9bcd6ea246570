import Foundation

/// An object that manages image data in your app.
/// https://developer.apple.com/documentation/uikit/uiimage
///
/// The stub names an image; it loads no pixels.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's name.
  package let name: String

  /// Creates an image object from the specified named asset (the stub: any non-empty name).
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
  }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
@available(iOS 2.0, *)
open class UIImageView: UIView {
  /// Returns an image view initialized with the specified image.
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an image view with the specified frame rectangle.
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  @available(iOS 2.0, *)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The image displayed in the image view.
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}
