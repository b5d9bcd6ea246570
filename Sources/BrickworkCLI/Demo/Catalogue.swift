/// One product of the demo catalogue: a name, a price and its photo's pixel size.
struct Product: Hashable, Sendable {
  /// The product's name.
  var name: String
  /// The price in cents.
  var priceInCents: Int
  /// The photo's width in pixels.
  var width: Int
  /// The photo's height in pixels.
  var height: Int

  /// The price as shown: `$59.00`.
  var price: String {
    let cents = priceInCents % 100
    return "$\(priceInCents / 100)." + (cents < 10 ? "0" : "") + String(cents)
  }
}

/// The demo's sample catalogue: 90 products whose photos mix portrait (3:4, 2:3, 9:16),
/// square and landscape (4:3, 3:2, 16:9) pixel sizes, as a shop feed does.
enum Catalogue {
  /// The products, in feed order.
  static let products: [Product] = [
    Product(name: "Linen Button-Down Shirt", priceInCents: 2450, width: 1024, height: 768),
    Product(name: "Ceramic Pour-Over Set", priceInCents: 19900, width: 1080, height: 1440),
    Product(name: "Merino Crew Sweater", priceInCents: 6890, width: 600, height: 800),
    Product(name: "Walnut Desk Organizer", priceInCents: 24900, width: 1000, height: 1000),
    Product(name: "Canvas Tote Bag", priceInCents: 19890, width: 600, height: 800),
    Product(name: "Stoneware Dinner Plate", priceInCents: 14890, width: 800, height: 1200),
    Product(name: "Wool Blend Overcoat", priceInCents: 12900, width: 1500, height: 1000),
    Product(name: "Bamboo Cutting Board", priceInCents: 9900, width: 1024, height: 768),
    Product(name: "Leather Card Holder", priceInCents: 7900, width: 1280, height: 720),
    Product(name: "Cotton Bath Towel", priceInCents: 4500, width: 720, height: 1280),
    Product(name: "Glass Storage Jar", priceInCents: 3900, width: 1024, height: 768),
    Product(name: "Suede Chelsea Boots", priceInCents: 1980, width: 1500, height: 1000),
    Product(name: "Matcha Whisk Set", priceInCents: 900, width: 1280, height: 720),
    Product(name: "Cashmere Beanie", priceInCents: 2450, width: 720, height: 1280),
    Product(name: "Oak Serving Tray", priceInCents: 8900, width: 1920, height: 1080),
    Product(name: "Silk Pillowcase", priceInCents: 900, width: 800, height: 800),
    Product(name: "Running Sneakers", priceInCents: 14900, width: 750, height: 1000),
    Product(name: "Cast Iron Skillet", priceInCents: 1990, width: 1000, height: 1000),
    Product(name: "Rattan Pendant Lamp", priceInCents: 12900, width: 1000, height: 1500),
    Product(name: "Denim Trucker Jacket", priceInCents: 6890, width: 1000, height: 1000),
    Product(name: "Enamel Camping Mug", priceInCents: 5890, width: 1280, height: 720),
    Product(name: "Alpaca Throw Blanket", priceInCents: 24900, width: 750, height: 1000),
    Product(name: "Brass Table Lamp", priceInCents: 7900, width: 750, height: 1000),
    Product(name: "Waxed Canvas Backpack", priceInCents: 12900, width: 1200, height: 800),
    Product(name: "Porcelain Teapot", priceInCents: 24900, width: 1920, height: 1080),
    Product(name: "Knit Midi Dress", priceInCents: 1990, width: 1200, height: 900),
    Product(name: "Copper Saucepan", priceInCents: 12900, width: 1200, height: 900),
    Product(name: "Wool Felt Slippers", priceInCents: 1990, width: 1500, height: 1000),
    Product(name: "Marble Coaster Set", priceInCents: 4500, width: 750, height: 1000),
    Product(name: "Corduroy Trousers", priceInCents: 2990, width: 1080, height: 1920),
    Product(name: "Hand-Thrown Vase", priceInCents: 6890, width: 1024, height: 768),
    Product(name: "Linen Duvet Cover", priceInCents: 9900, width: 1200, height: 900),
    Product(name: "Trail Water Bottle", priceInCents: 14890, width: 1200, height: 800),
    Product(name: "Ribbed Tank Top", priceInCents: 2440, width: 1000, height: 1000),
    Product(name: "Olive Wood Spoons", priceInCents: 24900, width: 720, height: 1280),
    Product(name: "Leather Belt", priceInCents: 14890, width: 1200, height: 800),
    Product(name: "Soy Wax Candle", priceInCents: 2990, width: 1500, height: 1000),
    Product(name: "Quilted Vest", priceInCents: 2990, width: 720, height: 1280),
    Product(name: "Cotton Poplin Shirt", priceInCents: 19900, width: 1024, height: 768),
    Product(name: "Terracotta Planter", priceInCents: 24900, width: 1000, height: 1000),
    Product(name: "Swim Shorts", priceInCents: 1990, width: 1280, height: 720),
    Product(name: "Espresso Cups", priceInCents: 2980, width: 1200, height: 800),
    Product(name: "Wide-Leg Jeans", priceInCents: 5900, width: 1080, height: 1440),
    Product(name: "Woven Storage Basket", priceInCents: 900, width: 1200, height: 900),
    Product(name: "Silver Hoop Earrings", priceInCents: 12890, width: 1080, height: 1440),
    Product(name: "French Press", priceInCents: 6890, width: 1000, height: 1000),
    Product(name: "Puffer Jacket", priceInCents: 19890, width: 1200, height: 900),
    Product(name: "Cork Yoga Mat", priceInCents: 5890, width: 1280, height: 720),
    Product(name: "Striped Breton Top", priceInCents: 5900, width: 600, height: 800),
    Product(name: "Chef's Knife", priceInCents: 2980, width: 800, height: 800),
    Product(name: "Linen Apron", priceInCents: 900, width: 1920, height: 1080),
    Product(name: "Leather Tote", priceInCents: 5890, width: 1280, height: 720),
    Product(name: "Ceramic Salad Bowl", priceInCents: 8900, width: 1500, height: 1000),
    Product(name: "Hiking Socks", priceInCents: 8890, width: 1080, height: 1920),
    Product(name: "Mohair Cardigan", priceInCents: 1990, width: 800, height: 800),
    Product(name: "Glass Carafe", priceInCents: 1290, width: 750, height: 1000),
    Product(name: "Pleated Skirt", priceInCents: 19900, width: 800, height: 1200),
    Product(name: "Wall Clock", priceInCents: 19890, width: 1080, height: 1920),
    Product(name: "Canvas Sneakers", priceInCents: 4500, width: 1200, height: 800),
    Product(name: "Tea Towel Set", priceInCents: 12900, width: 1200, height: 800),
    Product(name: "Rain Jacket", priceInCents: 2990, width: 750, height: 1000),
    Product(name: "Desk Lamp", priceInCents: 3900, width: 1000, height: 1500),
    Product(name: "Wool Scarf", priceInCents: 3900, width: 1920, height: 1080),
    Product(name: "Cake Stand", priceInCents: 19900, width: 1280, height: 720),
    Product(name: "Chino Shorts", priceInCents: 14890, width: 600, height: 800),
    Product(name: "Linen Napkins", priceInCents: 2990, width: 1200, height: 800),
    Product(name: "Sunglasses", priceInCents: 2450, width: 1280, height: 720),
    Product(name: "Dutch Oven", priceInCents: 4490, width: 800, height: 1200),
    Product(name: "Fleece Pullover", priceInCents: 1280, width: 720, height: 1280),
    Product(name: "Picture Frame", priceInCents: 2980, width: 1920, height: 1080),
    Product(name: "Bucket Hat", priceInCents: 900, width: 1200, height: 900),
    Product(name: "Mixing Bowls", priceInCents: 4500, width: 750, height: 1000),
    Product(name: "Oxford Shoes", priceInCents: 5900, width: 800, height: 800),
    Product(name: "Bath Robe", priceInCents: 3890, width: 800, height: 1200),
    Product(name: "Crossbody Bag", priceInCents: 7900, width: 1200, height: 900),
    Product(name: "Pasta Plates", priceInCents: 5900, width: 1080, height: 1440),
    Product(name: "Graphic Tee", priceInCents: 5890, width: 600, height: 800),
    Product(name: "Bookends", priceInCents: 14890, width: 1920, height: 1080),
    Product(name: "Ankle Boots", priceInCents: 9900, width: 1200, height: 900),
    Product(name: "Bread Knife", priceInCents: 5900, width: 1200, height: 800),
    Product(name: "Parka", priceInCents: 2990, width: 1080, height: 1440),
    Product(name: "Floor Cushion", priceInCents: 3900, width: 1000, height: 1000),
    Product(name: "Watch Strap", priceInCents: 6900, width: 1024, height: 768),
    Product(name: "Salt Cellar", priceInCents: 7890, width: 1080, height: 1440),
    Product(name: "Turtleneck", priceInCents: 12890, width: 1280, height: 720),
    Product(name: "Throw Pillow", priceInCents: 5900, width: 800, height: 1200),
    Product(name: "Weekender Bag", priceInCents: 3900, width: 1200, height: 900),
    Product(name: "Wine Glasses", priceInCents: 9900, width: 1280, height: 720),
    Product(name: "Track Pants", priceInCents: 6890, width: 800, height: 800),
    Product(name: "Ceramic Lamp Base", priceInCents: 9900, width: 720, height: 1280),
  ]
}
