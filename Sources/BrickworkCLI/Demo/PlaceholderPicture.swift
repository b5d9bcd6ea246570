/// The demo gallery's pictures: SVG placeholders at a product photo's pixel size, a sky, a sun
/// and two hills in colours that vary by picture, with the product's name.
enum PlaceholderPicture {
  /// The SVG of picture `index`, `width` × `height` pixels, captioned `name`.
  static func svg(index: Int, width: Int, height: Int, name: String) -> String {
    let w = Double(width)
    let h = Double(height)
    let short = min(w, h)
    let hue = index * 47 % 360
    let ground = (hue + 150) % 360
    let fontSize = min(0.055 * w, 0.88 * w / (0.56 * Double(max(name.count, 1))))
    func n(_ value: Double) -> String {
      let rounded = (value * 10).rounded() / 10
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    var caption = ""
    for character in name {
      switch character {
      case "&": caption += "&amp;"
      case "<": caption += "&lt;"
      case ">": caption += "&gt;"
      case "'": caption += "&#39;"
      case "\"": caption += "&quot;"
      default: caption.append(character)
      }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">\
      <stop offset="0" stop-color="hsl(\(hue),70%,80%)"/>\
      <stop offset="1" stop-color="hsl(\((hue + 40) % 360),65%,62%)"/></linearGradient></defs>
      <rect width="\(width)" height="\(height)" fill="url(#sky)"/>
      <circle cx="\(n(0.72 * w))" cy="\(n(0.3 * h))" r="\(n(0.1 * short))" \
      fill="hsl(45,95%,88%)" opacity="0.9"/>
      <path d="M0 \(n(0.7 * h))Q\(n(0.25 * w)) \(n(0.52 * h)) \(n(0.5 * w)) \(n(0.68 * h))\
      T\(n(w)) \(n(0.6 * h))V\(n(h))H0Z" fill="hsl(\(ground),35%,38%)" opacity="0.6"/>
      <path d="M0 \(n(0.82 * h))Q\(n(0.3 * w)) \(n(0.7 * h)) \(n(0.6 * w)) \(n(0.84 * h))\
      T\(n(w)) \(n(0.78 * h))V\(n(h))H0Z" fill="hsl(\(ground),40%,24%)" opacity="0.75"/>
      <text x="\(n(0.05 * w))" y="\(n(h - 0.05 * short))" fill="#fff" \
      font-family="system-ui,sans-serif" font-size="\(n(fontSize))">\(caption)</text>
      </svg>

      """
  }
}
