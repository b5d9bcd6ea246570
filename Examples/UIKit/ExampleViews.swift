import BrickworkUIKit
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A coloured cell showing its item's index (the classic waterfall demo's cell).
  @MainActor
  public final class IndexCell: UICollectionViewCell {
    /// The index label, centred.
    public let label = UILabel(frame: .zero)

    /// Creates the cell with its label.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      label.textAlignment = .center
      label.font = UIFont.boldSystemFont(ofSize: 17)
      contentView.addSubview(label)
    }

    /// Not supported: the cell is built in code.
    public required init?(coder: NSCoder) { nil }

    /// Shows `index` on a colour of its own.
    public func show(index: Int) {
      label.text = "\(index)"
      contentView.backgroundColor = UIColor(
        hue: CGFloat(index % 12) / 12, saturation: 0.5, brightness: 0.95, alpha: 1)
    }

    /// Centres the label.
    public override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds
    }
  }

  /// A product cell: the photo (a grey placeholder until it loads) above the price.
  @MainActor
  public final class ProductCell: UICollectionViewCell {
    /// The photo.
    public let imageView = UIImageView(image: nil)
    /// The price.
    public let priceLabel = UILabel(frame: .zero)
    /// The height of the price strip below the photo.
    public static let priceHeight: CGFloat = 28

    /// Creates the cell with its photo and price.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      imageView.backgroundColor = .examplePlaceholder
      priceLabel.font = UIFont.boldSystemFont(ofSize: 15)
      contentView.addSubview(imageView)
      contentView.addSubview(priceLabel)
    }

    /// Not supported: the cell is built in code.
    public required init?(coder: NSCoder) { nil }

    /// Clears the photo for the next product.
    public override func prepareForReuse() {
      super.prepareForReuse()
      imageView.image = nil
      priceLabel.text = nil
    }

    /// Shows `product`.
    public func show(_ product: Product) {
      imageView.image = UIImage(named: product.img)
      priceLabel.text = product.price
    }

    /// The photo fills the cell above the price strip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let bounds = contentView.bounds
      imageView.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.priceHeight))
      priceLabel.frame = CGRect(
        x: 4, y: imageView.frame.maxY, width: max(0, bounds.width - 8), height: Self.priceHeight)
    }
  }

  /// A tag cell: its text in a rounded chip.
  @MainActor
  public final class TagCell: UICollectionViewCell {
    /// The tag's text.
    public let label = UILabel(frame: .zero)
    /// The font of every tag.
    public static let font = UIFont.systemFont(ofSize: 14)
    /// The space around the text.
    public static let padding = CGSize(width: 12, height: 6)

    /// Creates the cell with its label.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = Self.font
      label.textAlignment = .center
      contentView.backgroundColor = .exampleFill
      contentView.addSubview(label)
    }

    /// Not supported: the cell is built in code.
    public required init?(coder: NSCoder) { nil }

    /// The size of a tag showing `text`.
    public static func size(of text: String) -> CGSize {
      let label = UILabel(frame: .zero)
      label.font = font
      label.text = text
      let size = label.intrinsicContentSize
      return CGSize(width: size.width + 2 * padding.width, height: size.height + 2 * padding.height)
    }

    /// The label fills the chip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds
    }
  }

  /// A section header showing a title.
  @MainActor
  public final class TitleHeaderView: UICollectionReusableView {
    /// The title.
    public let label = UILabel(frame: .zero)

    /// Creates the header with its label.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = UIFont.boldSystemFont(ofSize: 17)
      addSubview(label)
    }

    /// Not supported: the header is built in code.
    public required init?(coder: NSCoder) { nil }

    /// The label fills the header, inset from the leading edge.
    public override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds.insetBy(dx: 4, dy: 0)
    }
  }

  /// A feed's footer: a spinning activity indicator while the next page loads.
  @MainActor
  public final class LoadingFooterView: UICollectionReusableView {
    /// The indicator.
    public let indicator = UIActivityIndicatorView(style: .medium)

    /// Creates the footer with its indicator.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(indicator)
    }

    /// Not supported: the footer is built in code.
    public required init?(coder: NSCoder) { nil }

    /// Centres the indicator.
    public override func layoutSubviews() {
      super.layoutSubviews()
      indicator.frame = CGRect(x: bounds.midX - 10, y: bounds.midY - 10, width: 20, height: 20)
    }
  }

  extension UIColor {
    /// Behind a photo while it loads: `systemGray5`; tvOS, which has no `systemGray2`…`6`, a
    /// fixed light grey.
    static var examplePlaceholder: UIColor {
      #if os(tvOS)
        .lightGray
      #else
        .systemGray5
      #endif
    }

    /// Behind a tag: `secondarySystemBackground`; tvOS, which has no system backgrounds, a fixed
    /// light grey.
    static var exampleFill: UIColor {
      #if os(tvOS)
        .lightGray
      #else
        .secondarySystemBackground
      #endif
    }
  }
#endif
