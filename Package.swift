// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Brickwork",
  products: [
    .library(name: "Brickwork", targets: ["Brickwork"]),
    .library(name: "BrickworkDocument", targets: ["BrickworkDocument"]),
    .executable(name: "brickwork", targets: ["BrickworkCLI"]),
  ],
  targets: [
    // The core: stdlib only. It must import nothing, not even Foundation.
    .target(name: "Brickwork"),
    // The layout document, item lists and the JSON/SVG/HTML writers (Foundation allowed).
    .target(name: "BrickworkDocument", dependencies: ["Brickwork"]),
    // The `brickwork` command line (named so as not to collide with `Brickwork` on
    // case-insensitive file systems).
    .executableTarget(name: "BrickworkCLI", dependencies: ["Brickwork", "BrickworkDocument"]),
    .testTarget(name: "BrickworkTests", dependencies: ["Brickwork"]),
    .testTarget(name: "BrickworkDocumentTests", dependencies: ["Brickwork", "BrickworkDocument"]),
    // Depends on the executable so `swift test` builds the binary the tests run.
    .testTarget(
      name: "BrickworkCLITests", dependencies: ["Brickwork", "BrickworkDocument", "BrickworkCLI"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
