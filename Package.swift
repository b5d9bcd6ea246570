// swift-tools-version: 6.2
import PackageDescription

/// The fuzz targets, each `Sources/Fuzz/NAME/` with a seed corpus in `Fuzz/Corpus/NAME/`; built
/// by name (`Scripts/fuzz.sh NAME SECONDS`), not products users link or run.
let fuzzTargets = [
  "DocumentFuzz", "DocumentMemoryFuzz", "PropertyListFuzz", "CSVFuzz", "LayoutFuzz",
  "ImageProbeFuzz",
]

let package = Package(
  name: "Brickwork",
  // The oldest systems current Xcode builds for and apps still ship to. Nothing in the package
  // needs more (the project's availability check holds every use to these); the SwiftUI stacks
  // and lazy containers declare their own higher `@available`.
  platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "Brickwork", targets: ["Brickwork"]),
    .library(name: "BrickworkDocument", targets: ["BrickworkDocument", "BrickworkFiles"]),
    // The lazy containers' scroll targets and item sizes are BrickworkWindowing's: users of
    // the SwiftUI adapter import it too.
    .library(name: "BrickworkSwiftUI", targets: ["BrickworkSwiftUI", "BrickworkWindowing"]),
    .executable(name: "brickwork", targets: ["BrickworkCLI"]),
    .executable(name: "brickwork-bench", targets: ["BrickworkBench"]),
    .library(name: "BrickworkUIKit", targets: ["BrickworkUIKit"]),
  ],
  targets: [
    // The core: stdlib only. It must import nothing, not even Foundation.
    .target(
      name: "Brickwork",
      // Rounding (pixel snapping) calls libm, which Linux does not link by default.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The layout document, its reader and the JSON/SVG/HTML writers: stdlib only, so that the
    // WebAssembly module compiles it as Embedded Swift.
    .target(name: "BrickworkDocument", dependencies: ["Brickwork"]),
    // What touches the file system or Foundation: item lists (JSON, property lists, CSV), image
    // probing, the gallery and file output.
    .target(name: "BrickworkFiles", dependencies: ["Brickwork", "BrickworkDocument"]),
    // The `brickwork` command line (named so as not to collide with `Brickwork` on
    // case-insensitive file systems).
    .executableTarget(
      name: "BrickworkCLI", dependencies: ["Brickwork", "BrickworkDocument", "BrickworkFiles"]),
    // The C entry points of the WebAssembly module: plain Swift here, built as Embedded Swift
    // for wasm32 by Scripts/build-wasm.sh (Embedded mode is never switched on in this file).
    .target(name: "BrickworkWasm", dependencies: ["Brickwork", "BrickworkDocument"]),
    .target(name: "BrickworkWasmLean", dependencies: ["Brickwork"]),
    // Benchmarks: `swift run -c release brickwork-bench`. Not part of `swift test`.
    .executableTarget(
      name: "BrickworkBench",
      dependencies: [
        "Brickwork", "SeededRandom", "BrickworkWindowing", "BrickworkSwiftUI", "BrickworkUIKit",
        "BrickworkBenchFloorC",
        "BrickworkDocument", "BrickworkFiles",
        .target(name: "SwiftUISurface", condition: .when(platforms: [.linux])),
        .target(name: "UIKitSurface", condition: .when(platforms: [.linux, .macOS])),
      ]),
    // The bench's C floor loop (a waterfall writing the same frames), for its guard rows only.
    .target(name: "BrickworkBenchFloorC"),
    // SwiftUI: Apple's declarations the adapter uses, exactly as Apple declares them, for Linux
    // only (on Apple platforms the adapter imports SwiftUI itself).
    .target(name: "SwiftUISurface"),
    // The lazy containers' windowing engine: plain Swift over the core, nothing from SwiftUI.
    .target(name: "BrickworkWindowing", dependencies: ["Brickwork"]),
    // WaterfallStack, FlowStack, JustifiedStack (`Layout`s) and the lazy containers.
    .target(
      name: "BrickworkSwiftUI",
      dependencies: [
        "Brickwork", "BrickworkWindowing",
        .target(name: "SwiftUISurface", condition: .when(platforms: [.linux])),
      ]),
    // UIKit adapters: collection-view layouts and FlowLayoutView. UIKit on iOS, tvOS, visionOS and
    // Mac Catalyst; where there is no UIKit (Linux, macOS) `UIKitSurface`: Apple's declarations
    // and a strict model of UICollectionView. On watchOS, whose UIKit has no views, the adapter,
    // its examples and its tests compile to nothing (`#if !os(watchOS)` around each file).
    .target(name: "UIKitSurface"),
    .target(
      name: "BrickworkUIKit",
      dependencies: [
        "Brickwork", .target(name: "UIKitSurface", condition: .when(platforms: [.linux, .macOS])),
      ]),
    // The classic screens rebuilt on the adapters; compiled (and tested) on Linux and macOS too.
    .target(
      name: "BrickworkUIKitExamples",
      dependencies: [
        "Brickwork", "BrickworkUIKit",
        .target(name: "UIKitSurface", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Examples/UIKit"),
    // The seeded generator of the property tests and the benchmark inputs.
    .target(name: "SeededRandom"),
    // What the test targets share: the package's folder, programs run with a timeout, headless
    // Chromium (the browser checks).
    .target(name: "BrickworkTestSupport", path: "Tests/BrickworkTestSupport"),
    // The availability check: code above the declared platforms (`platforms:` above) or the
    // tools version, read from the sources; run by AvailabilityCheckTests and, for a report,
    // `swift run availability-report`.
    .target(
      name: "AvailabilityCheck", path: "Tests/AvailabilityCheck",
      exclude: ["availability-patterns.tsv", "README.md"]),
    .executableTarget(
      name: "availability-report", dependencies: ["AvailabilityCheck"],
      path: "Tests/AvailabilityReport"),
    .testTarget(
      name: "AvailabilityCheckTests", dependencies: ["AvailabilityCheck", "BrickworkTestSupport"]),
    .testTarget(
      name: "BrickworkTests", dependencies: ["Brickwork", "SeededRandom", "BrickworkTestSupport"]),
    .testTarget(
      name: "BrickworkUIKitTests",
      dependencies: [
        "Brickwork", "BrickworkUIKit", "BrickworkUIKitExamples", "SeededRandom",
        "BrickworkTestSupport",
        .target(name: "UIKitSurface", condition: .when(platforms: [.linux, .macOS])),
      ]),
    .testTarget(
      name: "BrickworkDocumentTests",
      dependencies: [
        "Brickwork", "BrickworkDocument", "BrickworkFiles", "SeededRandom", "BrickworkTestSupport",
      ]),
    .testTarget(
      name: "BrickworkFilesTests",
      dependencies: [
        "Brickwork", "BrickworkDocument", "BrickworkFiles", "SeededRandom", "BrickworkTestSupport",
      ]),
    .testTarget(
      name: "BrickworkSwiftUITests",
      dependencies: [
        "Brickwork", "BrickworkSwiftUI", "BrickworkWindowing", "SeededRandom",
        "BrickworkTestSupport",
        .target(name: "SwiftUISurface", condition: .when(platforms: [.linux])),
      ]),
    // The lazy containers' controller, driven by scripted sequences (nothing from SwiftUI).
    .testTarget(
      name: "BrickworkWindowingTests",
      dependencies: ["Brickwork", "BrickworkWindowing", "SeededRandom"]),
    // Every surface reports the same defaults (the core's `Default`); runs the CLI's help.
    .testTarget(
      name: "DefaultsTests",
      dependencies: [
        "Brickwork", "BrickworkDocument", "BrickworkUIKit", "BrickworkSwiftUI", "BrickworkCLI",
        "BrickworkTestSupport",
        .target(name: "UIKitSurface", condition: .when(platforms: [.linux, .macOS])),
        .target(name: "SwiftUISurface", condition: .when(platforms: [.linux])),
      ]),
    // Depends on the executable so `swift test` builds the binary the tests run.
    .testTarget(
      name: "BrickworkCLITests",
      dependencies: [
        "Brickwork", "BrickworkDocument", "BrickworkFiles", "BrickworkCLI", "SeededRandom",
        "BrickworkTestSupport",
      ],
      exclude: ["Golden"]),
    // Depends on the executable so the module's frames can be compared with the CLI's.
    .testTarget(
      name: "BrickworkWasmTests",
      dependencies: [
        "Brickwork", "BrickworkDocument", "BrickworkWasm", "BrickworkCLI", "SeededRandom",
        "BrickworkTestSupport",
      ]),
    // What the fuzz targets check, shared with the tests that replay the corpora.
    .target(
      name: "FuzzChecks", dependencies: ["Brickwork", "BrickworkDocument", "BrickworkFiles"],
      path: "Sources/Fuzz/FuzzChecks"),
    .testTarget(name: "FuzzTests", dependencies: ["FuzzChecks", "BrickworkTestSupport"]),
  ]
    + fuzzTargets.map {
      // libFuzzer targets: `Scripts/fuzz.sh NAME SECONDS` (docs/fuzzing.md); a plain build
      // gives a replayer of the files it is given.
      .executableTarget(name: $0, dependencies: ["FuzzChecks"], path: "Sources/Fuzz/\($0)")
    },
  swiftLanguageModes: [.v6]
)
