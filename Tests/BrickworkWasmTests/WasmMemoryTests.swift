import BrickworkTestSupport
import Foundation
import Testing

/// The built module and its JS wrapper in Node.js, pushed past their memory: allocations until
/// the module's memory (wasm32: 4 GiB) is exhausted, layouts while it is, then a layout of three
/// items once it is freed, which must equal the one laid out before. Every failure is a
/// `BrickworkError`, the stack pointer is where it was, and the instance stays usable.
///
/// Without Node.js the test says it skipped, unless `BRICKWORK_REQUIRE_BROWSER=1` (CI installs
/// Node.js with the browser).
@Suite struct WasmMemoryTests {
  /// The script: prints one line per step.
  static let script = #"""
    import { readFileSync } from "node:fs";
    import { Brickwork, BrickworkError } from "./brickwork.mjs";
    const bytes = readFileSync(new URL("./brickwork.wasm", import.meta.url));
    const brickwork = new Brickwork(
      new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports);
    const { exports } = brickwork;
    const document = { width: 375, sections: [{ columns: 2 }] };
    const outcome = (body) => {
      try { return "ok " + body(); }
      catch (error) {
        return (error instanceof BrickworkError ? "BrickworkError: " : "other: ") + error.message;
      }
    };
    const three = () => outcome(() => {
      const layout = brickwork.layoutItems(document, [3, 0, 10, 20, 30]);
      const json = layout.json();
      layout.release();
      return json;
    });
    const fresh = three();
    const stack = exports.__stack_pointer ? exports.__stack_pointer.value : "none";
    const lines = [];
    // Items the memory cannot hold are refused before anything is allocated for them.
    const count = 20000000;
    const values = new Float64Array(count + 2);
    values[0] = count;
    values.fill(10, 2);
    lines.push(outcome(() => brickwork.layoutItems(document, values).count));
    lines.push("then: three items " + (three() === fresh ? "as before" : "differ"));
    // JSON text the memory cannot hold is refused before it is written.
    const large = 9000000;
    values[0] = large;
    const laidOut = brickwork.layoutItems(document, values.subarray(0, large + 2));
    lines.push(outcome(() => laidOut.jsonBytes().length));
    laidOut.release();
    lines.push("then: three items " + (three() === fresh ? "as before" : "differ"));

    // Each round takes memory down to blocks of `smallest` bytes: the module's own allocations
    // then fail in the wrapper (16), in the module (256, 4096), or not at all (65536).
    for (const smallest of [16, 256, 4096, 65536]) {
      const kept = brickwork.layoutItems(document, [3, 0, 10, 20, 30]);
      const held = [];
      for (const size of [1 << 26, 1 << 20, 65536, 4096, 256, 16]) {
        while (size >= smallest) {
          const address = exports.brickwork_allocate(size) >>> 0;
          if (address === 0) break;
          held.push(address);
        }
      }
      const count = (layout) => {
        const count = layout.count;
        layout.release();
        return count;
      };
      const open = outcome(() => count(brickwork.layoutItems(document, [3, 0, 10, 20, 30])));
      const json = outcome(() =>
        count(brickwork.layout({ width: 9, sections: [{ items: [{ height: 1 }] }] })));
      const text = outcome(() => kept.json().length);
      // Where memory runs out depends on the allocator: each call lays out or refuses.
      const answers = [open, json, text].filter((answer) => answer.startsWith("other"));
      lines.push(`down to ${smallest}: ${answers.length === 0 ? "answered" : answers.join(", ")}`);
      kept.release();
      for (const address of held) exports.brickwork_deallocate(address);
      const same = three() === fresh ? "as before" : "differ: " + three().slice(0, 200);
      const restored = (exports.__stack_pointer ? exports.__stack_pointer.value : "none") === stack;
      lines.push(`freed: three items ${same}, stack ${restored ? "restored" : "moved"}`);
    }
    // A released layout names its handle (H here: its number depends on the layouts before).
    const layout = brickwork.layoutItems(document, [3, 0, 10, 20, 30]);
    layout.release();
    const named = (text) => text.replace(`handle ${layout.handle} `, "handle H ");
    lines.push(named(outcome(() => layout.count)));
    lines.push(named(outcome(() => layout.frames().length)));
    lines.push(named(outcome(() => layout.json().length)));
    lines.push(named(outcome(() => layout.contentSize.height)));
    console.log(lines.join("\n"));
    """#

  /// What the script prints.
  static let expected =
    [
      "BrickworkError: document: not enough memory for 20000000 items",
      "then: three items as before",
      "BrickworkError: document: not enough memory for the JSON of 9000000 elements",
      "then: three items as before",
    ]
    + [16, 256, 4096, 65536].flatMap {
      ["down to \($0): answered", "freed: three items as before, stack restored"]
    }
    + Array(
      repeating: "BrickworkError: handle: no open layout has handle H (it was released)", count: 4)

  @Test func theModuleSurvivesExhaustedMemoryAndThenLaysOutThreeItems() throws {
    guard case .success(let directory) = WasmBuild.directory else {
      print("WasmMemoryTests: skipped, the module could not be built")
      return
    }
    guard let node = Programs.node(for: "WasmMemoryTests") else { return }
    let scratch = try Programs.temporaryDirectory("memory")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for name in ["brickwork.wasm", "brickwork.mjs"] {
      try FileManager.default.copyItem(
        at: directory.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
    }
    let file = scratch.appendingPathComponent("exhaust.mjs")
    try Self.script.write(to: file, atomically: true, encoding: .utf8)
    let run = try Programs.run(node, [file.path])
    let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    #expect(lines == Self.expected)
  }
}
