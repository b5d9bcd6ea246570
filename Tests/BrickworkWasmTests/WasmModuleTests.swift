import BrickworkTestSupport
import Foundation
import Testing

/// The built module against the native CLI: for seeded documents covering every strategy, both
/// axes, both directions and snapping, the JSON frames the module writes (run in wasmkit and in
/// headless Chromium) equal `brickwork layout`'s byte for byte, before and after a relayout at a
/// new width; so do the error texts of broken documents.
///
/// Without the Embedded Swift stdlib for wasm32 the tests say they skipped; without Chromium the
/// browser test does too, unless `BRICKWORK_REQUIRE_BROWSER=1` (as in CI).
@Suite struct WasmModuleTests {
  /// One call and what it answered: `ok` with JSON frames, or `error` with the error text.
  struct Answer: Equatable, CustomStringConvertible {
    var ok: Bool
    var text: [UInt8]
    var description: String {
      (ok ? "ok: " : "error: ") + String(decoding: text.prefix(300), as: UTF8.self)
    }
  }

  /// A request: lay out a document, or lay the last one out again at a width and height.
  enum Request {
    case layout(String)
    case relayout(width: Double, height: Double)
  }

  /// The requests and the CLI's answers to them, built once.
  static let cases: (requests: [Request], expected: [Answer], laidOut: Int) = {
    var requests: [Request] = []
    var expected: [Answer] = []
    var laidOut = 0
    for document in WasmDocument.random(count: 120, seed: 0x3A5E) {
      let first = cli(document.json)
      requests.append(.layout(document.json))
      expected.append(first)
      guard first.ok else { continue }
      laidOut += 1
      requests.append(.relayout(width: document.relayoutWidth, height: document.height))
      expected.append(cli(document.json(width: document.relayoutWidth)))
    }
    for text in WasmDocument.hardNumbers + WasmDocument.broken(count: 100, seed: 0xBAD) {
      requests.append(.layout(text))
      expected.append(cli(text))
    }
    return (requests, expected, laidOut)
  }()

  /// `brickwork layout` on `text`: its standard output, or its standard error less the last
  /// line feed.
  static func cli(_ text: String) -> Answer {
    guard
      let run = try? Programs.run(
        BuiltProducts.executable("brickwork"), ["layout", "-"], stdin: Array(text.utf8))
    else {
      return Answer(
        ok: false, text: Array("cannot run \(BuiltProducts.executable("brickwork").path)".utf8))
    }
    if run.status == 0 { return Answer(ok: true, text: run.stdout) }
    return Answer(ok: false, text: Array(run.stderr.dropLast(run.stderr.last == 0x0A ? 1 : 0)))
  }

  /// The module's directory, or `nil` after saying why the test skipped.
  private func module() -> URL? { WasmBuild.directory(for: "WasmModuleTests") }

  @Test func moduleHasNoImportsAndExportsTheEntryPoints() throws {
    guard let directory = module() else { return }
    let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("brickwork.wasm")))
    let sections = try WasmSections(bytes)
    #expect(sections.importCount == 0)
    // Every `@_cdecl` of the module's sources.
    let sources = Repository.file("Sources/BrickworkWasm")
    let entryPoints = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
      .flatMap { file in
        try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
          .components(separatedBy: "@_cdecl(\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
          }
      }
    #expect(entryPoints.count >= 15)
    // The stack pointer too: the JS wrapper restores it after a trap.
    #expect(Set(sections.exports) == Set(entryPoints + ["memory", "__stack_pointer"]))
    let gzipped = try Programs.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "gzip -9 -c '\(directory.path)/brickwork.wasm' | wc -c"])
    print(
      "WasmModuleTests: brickwork.wasm is \(bytes.count) bytes, \(String(decoding: gzipped.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) gzipped"
    )
  }

  @Test func framesAndErrorsInWasmkitEqualTheCLI() throws {
    guard let directory = module() else { return }
    guard let wasmkit = Programs.find(["wasmkit"]) else {
      print("WasmModuleTests: wasmkit skipped, no wasmkit on PATH")
      return
    }
    var input: [UInt8] = []
    for request in Self.cases.requests {
      switch request {
      case .layout(let text):
        input += Array("json \(text.utf8.count)\n".utf8) + Array(text.utf8)
      case .relayout(let width, let height):
        input += Array("relayout \(width) \(height)\n".utf8)
      }
    }
    let run = try Programs.run(
      wasmkit, ["run", directory.appendingPathComponent("brickwork-harness.wasm").path],
      stdin: input)
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    let answers = try Self.harnessAnswers(run.stdout)
    compare(answers, in: "wasmkit")
  }

  @Test func framesAndErrorsInChromiumEqualTheCLI() throws {
    guard let directory = module() else { return }
    guard let browser = ModulePage.browser(for: "WasmModuleTests") else { return }
    let wasm = Array(try Data(contentsOf: directory.appendingPathComponent("brickwork.wasm")))
    let wrapper = try String(
      contentsOf: directory.appendingPathComponent("brickwork.mjs"), encoding: .utf8)
    let requests = Self.cases.requests.map { request -> [String: Any] in
      switch request {
      case .layout(let text): ["text": text]
      case .relayout(let width, let height): ["width": width, "height": height]
      }
    }
    let requestsJSON = String(
      decoding: try JSONSerialization.data(withJSONObject: requests), as: UTF8.self)
    let script =
      wrapper + """

        const bytes = Uint8Array.from(atob(moduleBase64), (c) => c.charCodeAt(0));
        const brickwork = new Brickwork(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports);
        const requests = \(requestsJSON);
        const answers = [];
        let layout = null;
        for (const request of requests) {
          try {
            if (request.text !== undefined) {
              if (layout) layout.release();
              layout = null;
              layout = brickwork.layout(request.text);
            } else {
              layout.relayout(request.width, request.height);
            }
            answers.push([1, layout.json()]);
          } catch (error) {
            answers.push([0, error instanceof BrickworkError ? error.message : "JS: " + error]);
          }
        }
        const utf8 = new TextEncoder().encode(JSON.stringify(answers));
        let binary = "";
        for (let i = 0; i < utf8.length; i += 8192) binary += String.fromCharCode(...utf8.subarray(i, i + 8192));
        document.getElementById("out").textContent = btoa(binary);
        """
    let answer = try ModulePage.answer(
      of: ModulePage.page(wasm: wasm, script: script), browser: browser)
    let decoded = try JSONSerialization.jsonObject(with: Data(answer)) as? [[Any]] ?? []
    let answers = decoded.map { pair in
      Answer(ok: (pair.first as? Int) == 1, text: Array(((pair.last as? String) ?? "").utf8))
    }
    compare(answers, in: "Chromium")
  }

  /// Checks `answers` against the CLI's, request by request.
  private func compare(_ answers: [Answer], in runtime: String) {
    let expected = Self.cases.expected
    #expect(
      answers.count == expected.count,
      "\(runtime): \(answers.count) answers for \(expected.count) requests")
    var mismatches: [String] = []
    for (index, (answer, wanted)) in zip(answers, expected).enumerated() where answer != wanted {
      mismatches.append("request \(index): \(runtime) \(answer)\n  CLI \(wanted)")
    }
    let errors = expected.filter { !$0.ok }.count
    print(
      "WasmModuleTests: \(runtime) answered \(answers.count) requests (\(Self.cases.laidOut) documents laid out and relaid out, \(errors) error texts); \(mismatches.count) differ from the CLI"
    )
    #expect(Self.cases.laidOut >= 60)
    #expect(errors >= 60)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }

  /// The harness's answers: `ok N\n` or `error N\n`, N bytes, `\n`.
  static func harnessAnswers(_ output: [UInt8]) throws -> [Answer] {
    var answers: [Answer] = []
    var position = 0
    while position < output.count {
      guard let space = output[position...].firstIndex(of: 0x20),
        let newline = output[space...].firstIndex(of: 0x0A),
        let count = Int(String(decoding: output[(space + 1)..<newline], as: UTF8.self)),
        newline + 1 + count < output.count + 1
      else { throw Chromium.Failed(description: "bad harness output at byte \(position)") }
      let ok = String(decoding: output[position..<space], as: UTF8.self) == "ok"
      answers.append(Answer(ok: ok, text: Array(output[(newline + 1)..<(newline + 1 + count)])))
      position = newline + 1 + count + 1
    }
    return answers
  }
}
