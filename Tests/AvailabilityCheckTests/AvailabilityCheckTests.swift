import AvailabilityCheck
import BrickworkTestSupport
import Foundation
import Testing

/// The check flags what it must and nothing else, on snippets; and the package has no finding.
@Suite struct AvailabilityCheckTests {
  /// A manifest like the package's: iOS 15, macOS 13, tvOS 15, watchOS 8, visionOS 1; tools 6.2;
  /// a double given to Linux and macOS.
  static let manifest = Manifest(
    """
    // swift-tools-version: 6.2
    let package = Package(
      name: "P",
      platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
      targets: [
        .target(name: "Double"),
        .target(name: "A", dependencies: [
          "B", .target(name: "Double", condition: .when(platforms: [.linux, .macOS])),
        ]),
      ]
    )
    """)

  /// The findings in one file `Sources/A/File.swift` holding `code`.
  static func findings(_ code: String, more: [(path: String, text: String)] = []) throws
    -> [String]
  {
    let check = AvailabilityCheck(manifest: manifest, patterns: try Pattern.bundled())
    return check.findings(in: [("Sources/A/File.swift", code)] + more).map(\.description)
  }

  @Test func theManifestIsRead() {
    #expect(Self.manifest.toolsVersion == Version("6.2"))
    #expect(Self.manifest.targets[.iOS] == Version("15"))
    #expect(Self.manifest.targets[.macOS] == Version("13.0"))
    #expect(Self.manifest.targets[.watchOS] == Version("8"))
    #expect(Self.manifest.targets[.macCatalyst] == Version("15"))
    #expect(Self.manifest.conditionalModules == ["Double": [.macOS]])
  }

  @Test func anAPIAboveTheTargetsIsFlaggedOnThePlatformsItMisses() throws {
    let found = try Self.findings("let clock = ContinuousClock()\n")
    #expect(
      found == ["Sources/A/File.swift:1: needs iOS 16.0 / tvOS 16.0 / watchOS 9.0: ContinuousClock"]
    )
    #expect(
      try Self.findings(
        "func f(_ d: [UInt8]) -> String? {\n  String(validating: d, as: UTF8.self)\n}\n")
        == [
          "Sources/A/File.swift:2: needs iOS 18.0 / macOS 15.0 / tvOS 18.0 / watchOS 11.0 / visionOS 2.0: String(validating:as:) (SE-0405)"
        ])
  }

  @Test func anUnavailableAPIIsFlagged() throws {
    #expect(
      try Self.findings("import Foundation\nlet p = Process()\n")
        == [
          "Sources/A/File.swift:2: unavailable on iOS / tvOS / watchOS / visionOS / macCatalyst: Foundation.Process (macOS and Mac Catalyst only)"
        ])
  }

  @Test func aGuardedUseIsNotFlagged() throws {
    // An enclosing @available declaration (its header too), on one line or several.
    #expect(
      try Self.findings(
        """
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        struct Timer {
          let clock = ContinuousClock()
          func elapsed() -> Duration { .zero }
        }
        @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *) func now() -> Duration { .zero }
        """
      ).isEmpty)
    // if #available, and a guard earlier in the scope.
    #expect(
      try Self.findings(
        """
        func f() {
          if #available(iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
            _ = ContinuousClock()
          }
        }
        func g() {
          guard #available(iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return }
          _ = ContinuousClock()
        }
        """
      ).isEmpty)
  }

  @Test func aGuardCoversItsScopeOnly() throws {
    let found = try Self.findings(
      """
      func f() {
        if #available(iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
          _ = ContinuousClock()
        } else {
          _ = ContinuousClock()
        }
        _ = ContinuousClock()
      }
      @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
      var x: Int { 1 }
      let y = ContinuousClock()
      """)
    #expect(found.map { $0.split(separator: ":")[1] } == ["5", "7", "11"])
  }

  @Test func aLowerGuardLeavesTheRest() throws {
    let found = try Self.findings(
      """
      @available(iOS 16.0, *)
      func f() { _ = ContinuousClock() }
      """)
    #expect(found == ["Sources/A/File.swift:2: needs tvOS 16.0 / watchOS 9.0: ContinuousClock"])
  }

  @Test func codeThatIfLeavesOutIsNotFlagged() throws {
    #expect(
      try Self.findings(
        """
        #if os(macOS) || os(Linux)
          let p = Process()
        #endif
        #if canImport(UIKit)
        #else
          let q = Process()
        #endif
        #if os(watchOS)
          let r = Process()
        #elseif os(tvOS)
        #else
          // what else compiles on tvOS: nothing
        #endif
        """
      ) == [
        "Sources/A/File.swift:9: unavailable on watchOS: Foundation.Process (macOS and Mac Catalyst only)"
      ])
  }

  @Test func aUIKitAPIIsHeldToTheFilesThatImportUIKit() throws {
    let found = try Self.findings(
      """
      #if canImport(UIKit)
        import UIKit
      #else
        import Double
      #endif
      let a = UIColor.systemGray5
      #if os(tvOS)
        let b = UIColor.lightGray
      #else
        let b = UIColor.systemGray5
      #endif
      """)
    let colours = "UIColor system background / systemGray2…6 colors (not on tvOS)"
    #expect(
      found == [
        "Sources/A/File.swift:6: unavailable on tvOS / watchOS: \(colours)",
        "Sources/A/File.swift:10: unavailable on watchOS: \(colours)",
      ])
    // Without UIKit the name is someone else's.
    #expect(try Self.findings("let c = Palette.systemGray5\n").isEmpty)
  }

  @Test func commentsAndStringsAreNotCode() throws {
    #expect(
      try Self.findings(
        #"""
        /// Uses ContinuousClock, as "Process()" does.
        let text = "ContinuousClock \(1 + 1) Process()"
        let raw = #"Duration"#
        /* ContinuousClock /* nested */ Duration */
        let lines = """
          Process()
          """
        """#
      ).isEmpty)
  }

  @Test func aPlatformConditionalImportIsFlaggedWhereTheModuleIsMissing() throws {
    let found = try Self.findings(
      """
      #if canImport(UIKit)
        import UIKit
      #else
        import Double
      #endif
      import Double
      """)
    #expect(
      found == [
        "Sources/A/File.swift:6: unavailable on iOS / tvOS / watchOS / visionOS / macCatalyst: import Double, a dependency only on linux, macOS in Package.swift"
      ])
    // Where the module is given (macOS has no UIKit), the import is fine; and `canImport` of it
    // is what the manifest says.
    #expect(
      try Self.findings("#if canImport(Double)\n  import Double\n#endif\n").isEmpty)
  }

  @Test func theProjectsOwnAvailableDeclarationsNeedGuardsToo() throws {
    let library = (
      path: "Sources/B/Stack.swift",
      text: """
      @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
      public struct Stack {}
      @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
      extension View {
        public func stacked() -> some View { self }
      }
      """
    )
    let found = try Self.findings(
      """
      import B
      func f() { _ = Stack(); _ = Text("").stacked() }
      @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
      func g() { _ = Stack(); _ = Text("").stacked() }
      """, more: [library])
    #expect(
      found == [
        "Sources/A/File.swift:2: needs iOS 16.0 / tvOS 16.0 / watchOS 9.0: Stack (@available at Sources/B/Stack.swift)",
        "Sources/A/File.swift:2: needs iOS 16.0 / tvOS 16.0 / watchOS 9.0: View.stacked (@available at Sources/B/Stack.swift)",
      ])
    // A file that does not import the declaring module means something else by the names.
    #expect(try Self.findings("let s = Stack()\n", more: [library]).isEmpty)
  }

  @Test func aDoublesPackageMemberIsFlaggedWhereTheRealFrameworkIs() throws {
    let double = (
      path: "Sources/Double/View.swift",
      text: "open class V { package var recordedAnimations: [Int] = [] }\n"
    )
    let found = try Self.findings(
      """
      #if !canImport(UIKit)
        let a = V().recordedAnimations
      #endif
      let b = V().recordedAnimations
      """, more: [double])
    #expect(
      found == [
        "Sources/A/File.swift:4: unavailable on iOS / tvOS / watchOS / visionOS / macCatalyst: .recordedAnimations, a package member of the double Double (not Apple API)"
      ])
  }

  @Test func aNewerCompilerFeatureIsFlaggedAboveTheToolsVersion() throws {
    let old = Manifest(
      "// swift-tools-version: 6.0\nlet package = Package(platforms: [.macOS(.v13)])\n")
    let check = AvailabilityCheck(manifest: old, patterns: try Pattern.bundled())
    let found = check.findings(in: [("Sources/A/F.swift", "nonisolated struct S {}\n")])
    #expect(
      found.map(\.description) == [
        "Sources/A/F.swift:1: needs Swift 6.1 (swift-tools-version 6.0): nonisolated on a type or extension (SE-0449)"
      ])
  }

  @Test func thePackageHasNoFinding() throws {
    let root = Repository.root
    let manifest = Manifest(
      try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    let check = AvailabilityCheck(manifest: manifest, patterns: try Pattern.bundled())
    let findings = try check.findings(inPackageAt: root)
    for finding in findings { Issue.record("\(finding)") }
  }
}
