import Foundation
import Testing

/// `brickwork playground` writes a page that works from a `file://` URL: headless Chromium opens
/// it with `#selftest`, the page drags the width through six values and scrolls, and at every
/// step the DOM holds exactly the elements the module's query returns, at their frames, and
/// fewer than all of them; then it scrolls the feed of 100,000 photos, which keeps a few dozen
/// in the DOM, in item order, down to the last.
@Suite struct PlaygroundTests {
  @Test func pageRedrawsOnlyTheVisibleElementsAtEveryWidth() throws {
    guard let directory = WasmBuild.directory(for: "PlaygroundTests") else { return }
    let output = try Tools.temporaryDirectory("playground")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try Tools.run(
      Tools.brickwork, ["playground", "--output", output.path, "--module", directory.path])
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    let page = output.appendingPathComponent("brickwork-playground.html")
    #expect(FileManager.default.fileExists(atPath: page.path))

    guard let browser = Chromium.browser(for: "PlaygroundTests") else { return }
    var selftest = URLComponents(url: page, resolvingAgainstBaseURL: false)!
    selftest.fragment = "selftest"
    let answer = try Chromium.answer(at: selftest.url!, browser: browser, profile: output)
    let entries = try JSONSerialization.jsonObject(with: Data(answer)) as? [[String: Any]] ?? []
    let steps = entries.filter { $0["feed"] == nil }
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
