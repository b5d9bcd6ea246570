// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Brickwork",
  products: [
    .library(name: "Brickwork", targets: ["Brickwork"]),
    .executable(name: "brickwork-bench", targets: ["BrickworkBench"]),
  ],
  targets: [
    // The core: stdlib only. It must import nothing, not even Foundation.
    .target(
      name: "Brickwork",
      // Rounding (pixel snapping) calls libm, which Linux does not link by default.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .testTarget(name: "BrickworkTests", dependencies: ["Brickwork"]),
    // Benchmarks: `swift run -c release brickwork-bench`. Not part of `swift test`.
    .executableTarget(name: "BrickworkBench", dependencies: ["Brickwork"]),
  ],
  swiftLanguageModes: [.v6]
)
