import BrickworkTestSupport
import Foundation
import Testing

/// The wrapper's property targets, each for a few seconds from a random seed it prints
/// (`Web/test/fuzz.mjs`; `Scripts/fuzz.sh NAME SECONDS` runs one for longer, docs/fuzzing.md):
/// `HandleLifetime` under node (create, release, query and update with conversions that release
/// layouts mid-call), `FeedCallbacks` in headless Chromium (the feed's state under throwing and
/// re-entrant `render` and `recycle`), `HydrationBlocks` in headless Chromium (embedded frames,
/// valid and broken). The Chromium targets start with the fixed cases of the defects they
/// guard: a `render` that throws during an append, an append from inside `render`, calls after
/// `destroy()`; an item named twice, a `DataView` as items, frames not finite or outside the
/// container.
///
/// Skips as `FeedBrowserTests` does without the Embedded Swift stdlib, Chromium or node.
@Suite struct PropertyTargetTests {
  /// Seconds each target runs in the suite.
  static let seconds = 4

  @Test(arguments: ["HandleLifetime", "FeedCallbacks", "HydrationBlocks"])
  func propertyTargetFindsNothing(_ name: String) throws {
    let test = "PropertyTargetTests \(name)"
    guard let directory = WasmBuild.directory(for: test),
      let node = Programs.node(for: test)
    else { return }
    var arguments = [
      Repository.file("Web/test/fuzz.mjs").path, name, String(Self.seconds),
      "--package=\(directory.appendingPathComponent("package").path)",
    ]
    if name != "HandleLifetime" {
      guard let browser = ModulePage.browser(for: test) else { return }
      arguments.append("--chromium=\(browser.path)")
    }
    let run = try Programs.run(node, arguments, timeout: 240)
    let said = String(decoding: run.stdout + run.stderr, as: UTF8.self)
    print(said.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(run.status == 0, "\(said.suffix(4000))")
    #expect(said.contains("no finding"))
  }
}
