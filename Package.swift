// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Brickwork",
  products: [
    .library(name: "Brickwork", targets: ["Brickwork"])
  ],
  targets: [
    // The core: stdlib only. It must import nothing, not even Foundation.
    .target(name: "Brickwork"),
    .testTarget(name: "BrickworkTests", dependencies: ["Brickwork"]),
  ],
  swiftLanguageModes: [.v6]
)
