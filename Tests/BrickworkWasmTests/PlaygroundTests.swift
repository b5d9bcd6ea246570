import BrickworkTestSupport
import Foundation
import Testing

/// `brickwork playground` writes a page that works from a `file://` URL: headless Chromium opens
/// it with `#selftest`, the page drags the width through six values and scrolls, and at every
/// step the DOM holds exactly the elements the module's query returns, at their frames, and
/// fewer than all of them; then it drags the scrubber over the 1,000,000-item sample (each
/// fraction's item found by `itemAtFraction`, scrolled to by `offsetOf`); then it scrolls the
/// feed of 100,000 photos, which keeps a few dozen in the DOM, in item order, down to the last.
@Suite struct PlaygroundTests {
  @Test func pageRedrawsOnlyTheVisibleElementsAtEveryWidth() throws {
    guard let directory = WasmBuild.directory(for: "PlaygroundTests") else { return }
    let output = try Programs.temporaryDirectory("playground")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try Programs.run(
      BuiltProducts.executable("brickwork"),
      ["playground", "--output", output.path, "--module", directory.path])
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    let page = output.appendingPathComponent("brickwork-playground.html")
    #expect(FileManager.default.fileExists(atPath: page.path))

    guard let browser = ModulePage.browser(for: "PlaygroundTests") else { return }
    var selftest = URLComponents(url: page, resolvingAgainstBaseURL: false)!
    selftest.fragment = "selftest"
    let answer = try ModulePage.answer(at: selftest.url!, browser: browser)
    let entries = try JSONSerialization.jsonObject(with: Data(answer)) as? [[String: Any]] ?? []
    let steps = entries.filter { $0["feed"] == nil && $0["scrub"] == nil }
    let scrubs = entries.filter { $0["scrub"] != nil }
    // The scrubber over 1,000,000 items: each fraction's item is the one whose frame spans that
    // offset (the module's exact query), the page scrolls to its leading edge as far as the
    // browser allows, and a reachable item is then in the DOM.
    #expect(scrubs.count == 6)
    var previous = -1
    for step in scrubs {
      let number = { (key: String) in (step[key] as? NSNumber)?.doubleValue ?? .nan }
      let item = Int(number("item"))
      #expect(number("total") >= 1_000_000)
      #expect(item >= previous, "the scrubber's items go down the feed")
      previous = item
      let target = min(number("offset"), number("maxScroll"))
      #expect(abs(number("scrolled") - target) <= 1, "fraction \(number("fraction"))")
      if number("offset") <= number("maxScroll") {
        #expect(step["shown"] as? Bool == true, "fraction \(number("fraction")): item \(item)")
      }
      #expect((step["label"] as? String)?.hasPrefix("item ") == true)
    }
    #expect(scrubs.first.map { ($0["item"] as? NSNumber)?.intValue == 0 } == true)
    #expect(Int((scrubs.last?["item"] as? NSNumber)?.intValue ?? 0) >= 999_990)
    let feed = entries.filter { $0["feed"] != nil }
    #expect(steps.count == 12)
    #expect(feed.count == 3)
    for step in feed {
      let inDOM = step["dom"] as? Int ?? -1
      #expect(step["total"] as? Int == 100_000)
      #expect(inDOM > 0 && inDOM < 100, "feed: \(inDOM) photos in the DOM")
      #expect(step["inOrder"] as? Bool == true)
    }
    #expect(feed.last?["last"] as? Bool == true)
    var widths = Set<Double>()
    for step in steps {
      let width = step["width"] as? Double ?? 0
      widths.insert(width)
      let expected = step["expected"] as? [Double] ?? []
      let boxes = step["boxes"] as? [Double] ?? []
      let inDOM = step["dom"] as? Int ?? -1
      let total = step["total"] as? Int ?? 0
      #expect(step["issues"] as? String == "", "width \(width)")
      #expect(inDOM == expected.count / 4 && inDOM > 0, "width \(width): \(inDOM) boxes")
      #expect(inDOM < total, "width \(width): all \(total) elements in the DOM")
      // CSS serializes lengths to about six significant digits.
      let deviation = zip(boxes, expected).map { abs($0 - $1) }.max() ?? .infinity
      #expect(boxes.count == expected.count && deviation < 0.01, "width \(width): \(deviation)")
    }
    #expect(widths.count == 6)
  }
}
