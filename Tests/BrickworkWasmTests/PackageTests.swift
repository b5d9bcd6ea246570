import BrickworkTestSupport
import Foundation
import Testing

/// The npm package `Scripts/build-wasm.sh` assembles from `Web/`: the wrapper's tests under
/// node's own test runner, the tarball `npm pack` writes installed into a scratch project and
/// imported from node, and the hand-written declarations compiled by `tsc --noEmit` over a file
/// that uses every export.
///
/// Without the Embedded Swift stdlib for wasm32 the module tests say they skipped; without node,
/// npm or tsc they do too, unless `BRICKWORK_REQUIRE_NODE=1` (as in CI).
@Suite struct PackageTests {
  /// The package directory (`.build/wasm-tests/package`), or `nil` after saying why the test
  /// skipped.
  private func package() -> URL? {
    WasmBuild.directory(for: "PackageTests")?.appendingPathComponent("package")
  }

  /// The program `name` on `PATH`, or `nil` after saying why the test skipped.
  func tool(_ name: String, for test: String) -> URL? {
    if let found = Programs.find([name]) { return found }
    let message = "no \(name) on PATH"
    if ProcessInfo.processInfo.environment["BRICKWORK_REQUIRE_NODE"] == "1" {
      Issue.record("node checks required (BRICKWORK_REQUIRE_NODE=1) but \(message)")
    } else {
      print("PackageTests: \(test) skipped, \(message)")
    }
    return nil
  }

  /// Runs `command` with `/bin/sh` in `directory`, recording its output when it fails.
  @discardableResult
  func shell(_ command: String, in directory: URL) throws -> String {
    let run = try Programs.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "cd '\(directory.path)' && \(command)"])
    let said = String(decoding: run.stdout + run.stderr, as: UTF8.self)
    #expect(run.status == 0, "\(command):\n\(said.suffix(4000))")
    return said
  }

  @Test func wrapperTestsPassUnderNodesTestRunner() throws {
    guard let package = package(), tool("node", for: "node --test") != nil else { return }
    let wasm = package.appendingPathComponent("brickwork.wasm").path
    let said = try shell(
      "BRICKWORK_WASM='\(wasm)' node --test Web/test/brickwork.test.mjs", in: Repository.root)
    let passed = said.split(separator: "\n").first { $0.hasPrefix("# pass ") } ?? "no summary"
    print("PackageTests: node --test: \(passed)")
    #expect(said.contains("# fail 0"))
    #expect(passed != "# pass 0" && passed != "no summary")
  }

  /// The lean module: at most 66 KB (67,584 bytes) gzipped, no imports, and under node's test
  /// runner its frames, codes and queries bit for bit the full module's over seeded inputs of
  /// every strategy and item form.
  @Test func leanModuleIsSmallImportsNothingAndMatchesTheFullModule() throws {
    guard let package = package(), tool("node", for: "node --test") != nil else { return }
    let lean = package.appendingPathComponent("brickwork-lean.wasm").path
    let gzipped = try shell("gzip -9 -c '\(lean)' | wc -c", in: Repository.root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    print("PackageTests: brickwork-lean.wasm is \(gzipped) bytes gzipped")
    #expect((Int(gzipped) ?? .max) <= 66 * 1024)
    let imports = try shell(
      "node -e \"const m = new WebAssembly.Module(require('fs').readFileSync('\(lean)'));"
        + " console.log(WebAssembly.Module.imports(m).length)\"", in: Repository.root)
    #expect(imports.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    let full = package.appendingPathComponent("brickwork.wasm").path
    let said = try shell(
      "BRICKWORK_WASM='\(full)' BRICKWORK_LEAN_WASM='\(lean)' node --test Web/test/lean.test.mjs",
      in: Repository.root)
    #expect(said.contains("# fail 0") && !said.contains("# pass 0"))
  }

  @Test func packedTarballInstallsAndImportsInNode() throws {
    guard let package = package(), tool("node", for: "npm pack") != nil,
      tool("npm", for: "npm pack") != nil
    else { return }
    let scratch = try Programs.temporaryDirectory("npm")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let project = scratch.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let manifest =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Repository.file("Web/package.json")))
      as? [String: Any] ?? [:]
    let name = manifest["name"] as? String ?? ""
    let version = manifest["version"] as? String ?? ""
    let files = (manifest["files"] as? [String] ?? []).sorted()

    let packed = try shell(
      "npm pack --json --pack-destination '\(scratch.path)' 2>/dev/null", in: package)
    let listing = try JSONSerialization.jsonObject(with: Data(packed.utf8)) as? [[String: Any]]
    let entries = (listing?.first?["files"] as? [[String: Any]] ?? []).compactMap {
      $0["path"] as? String
    }
    #expect(Set(entries) == Set(files + ["package.json"]), "\(entries)")
    #expect(entries.contains("README.md") && entries.contains("LICENSE"), "\(entries)")

    try #"{"name": "scratch", "private": true, "type": "module"}"#.write(
      to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    try shell(
      "npm install --offline --no-audit --no-fund ../\(name)-\(version).tgz", in: project)
    try """
    import { readFile } from "node:fs/promises";
    import { createRequire } from "node:module";
    import { instantiate, kinds } from "\(name)";
    import { createFeed } from "\(name)/feed";
    const wasm = await readFile(createRequire(import.meta.url).resolve("\(name)/brickwork.wasm"));
    const brickwork = await instantiate(wasm);
    const layout = brickwork.layout({ width: 100, sections: [{ columns: 2, columnSpacing: 10,
      items: [{ height: 10 }, { height: 20 }, { height: 30 }] }] });
    console.log(JSON.stringify({ frames: [...layout.frames()], kind: kinds[layout.codes()[0]],
      feed: typeof createFeed }));
    """.write(to: project.appendingPathComponent("check.mjs"), atomically: true, encoding: .utf8)
    let said = try shell("node check.mjs", in: project)
    #expect(
      said.contains(
        #"{"frames":[0,0,45,10,55,0,45,20,0,10,45,30],"kind":"item","feed":"function"}"#),
      "\(said)")
  }

  /// The tarball `npm pack` writes into a new scratch directory, or `nil` after saying why the
  /// test skipped.
  func packedTarball(for test: String) throws -> (scratch: URL, tarball: URL)? {
    guard let package = package(), tool("node", for: test) != nil, tool("npm", for: test) != nil
    else { return nil }
    let scratch = try Programs.temporaryDirectory("npm")
    let said = try shell(
      "npm pack --pack-destination '\(scratch.path)' 2>/dev/null | tail -n 1", in: package)
    let name = said.trimmingCharacters(in: .whitespacesAndNewlines)
    return (scratch, scratch.appendingPathComponent(name))
  }

  /// The README's browser snippets (the same text as docs/browser.md's, by marker), run as
  /// written: the bundler's (npm install of the tarball, esbuild), the import map's and the
  /// plain module's pages, each served by a local server to headless Chromium, where the feed
  /// renders items; and their modules clean under `tsc --strict`.
  @Test func readmeBrowserSnippetsRunAsWrittenAndPassTscStrict() throws {
    let test = "readme snippets"
    guard tool("tsc", for: test) != nil, tool("esbuild", for: test) != nil,
      let browser = ModulePage.browser(for: "PackageTests"),
      let (scratch, tarball) = try packedTarball(for: test)
    else { return }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let said = try shell(
      "npm_config_offline=true npm_config_audit=false npm_config_fund=false"
        + " node Web/test/snippets.mjs '\(browser.path)' '\(scratch.path)' '\(tarball.path)'",
      in: Repository.root)
    let line = said.split(separator: "\n").last.map(String.init) ?? ""
    let report = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let pages = report?["pages"] as? [String: String] ?? [:]
    for page in ["bundler", "importmap", "plain"] {
      #expect(Int(pages[page] ?? "") ?? 0 > 0, "\(page): \(pages[page] ?? "no report")")
    }
    #expect(report?["tsc"] as? String == "", "\(report?["tsc"] ?? said)")
  }

  /// The installed package's declarations under `tsc --strict` with each module resolution a
  /// project may use: `bundler`, `node16` and the older `node`.
  @Test func declarationsResolveUnderBundlerNode16AndNode() throws {
    let test = "module resolutions"
    guard tool("tsc", for: test) != nil, let (scratch, tarball) = try packedTarball(for: test)
    else { return }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let project = scratch.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try #"{"name": "scratch", "private": true, "type": "module"}"#.write(
      to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    try shell(
      "npm install --offline --no-audit --no-fund '\(tarball.path)'", in: project)
    try """
    import { loadBrickwork, type Brickwork } from "brickwork-layout";
    import { createFeed, type Feed } from "brickwork-layout/feed";
    import { loadLean, type LeanBrickwork } from "brickwork-layout/lean";
    export async function use(container: HTMLElement): Promise<Feed> {
      const full: Brickwork = await loadBrickwork();
      const lean: LeanBrickwork = await loadLean();
      createFeed(container, { brickwork: full, items: [{ width: 1, height: 1 }] }).destroy();
      createFeed(container, { brickwork: lean }).destroy();
      return createFeed(container, { items: [{ aspectRatio: 1.5 }] });
    }
    """.write(to: project.appendingPathComponent("use.mts"), atomically: true, encoding: .utf8)
    // `bundler` needs TypeScript 5 (Debian's compiler is older): $BRICKWORK_TSC names another.
    let tsc = ProcessInfo.processInfo.environment["BRICKWORK_TSC"] ?? "tsc"
    let version = try shell("'\(tsc)' --version", in: project)
    var resolutions = [("node16", "node16"), ("esnext", "node")]
    if let major = version.split(whereSeparator: { !$0.isNumber }).first, Int(major) ?? 0 >= 5 {
      resolutions.append(("esnext", "bundler"))
    } else {
      print("PackageTests: moduleResolution bundler skipped, \(version) (TypeScript 5 has it)")
    }
    for (module, resolution) in resolutions {
      let said = try shell(
        "'\(tsc)' --noEmit --strict --target es2022 --lib es2022,dom"
          + " --module \(module) --moduleResolution \(resolution) use.mts",
        in: project)
      #expect(!said.contains("error"), "moduleResolution \(resolution): \(said)")
    }
  }

  @Test func packageVersionIsTheLatestReleaseOfTheChangelog() throws {
    let manifest =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Repository.file("Web/package.json")))
      as? [String: Any] ?? [:]
    let changelog = try String(
      contentsOf: Repository.file("CHANGELOG.md"), encoding: .utf8)
    // The first `## [x.y.z]` heading: the latest release (`[Unreleased]` is not one).
    let release = changelog.split(separator: "\n").lazy
      .filter { $0.hasPrefix("## [") && $0.first(where: \.isNumber) != nil }
      .map { $0.dropFirst(4).prefix { $0 != "]" } }.first
    #expect(release != nil)
    #expect(manifest["version"] as? String == release.map(String.init))
    #expect(manifest["dependencies"] == nil)
    #expect((manifest["exports"] as? [String: Any])?["."] != nil)
    #expect(manifest["types"] as? String == "./brickwork.d.mts")
  }

  @Test func declarationsCompileOverATestUsingEveryExport() throws {
    guard tool("tsc", for: "tsc --noEmit") != nil else { return }
    let web = Repository.file("Web")
    try shell("tsc --noEmit -p test/tsconfig.json", in: web)
    // Every export of the wrapper and the feed is declared.
    for module in ["brickwork", "feed", "lean"] {
      let source = try String(
        contentsOf: web.appendingPathComponent("\(module).mjs"), encoding: .utf8)
      let declarations = try String(
        contentsOf: web.appendingPathComponent("\(module).d.mts"), encoding: .utf8)
      let uses = try String(
        contentsOf: web.appendingPathComponent("test/types.mts"), encoding: .utf8)
      let exported = source.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("export ") else { return nil }
        let keywords: Set<Substring> = ["export", "async", "function", "class", "const", "let"]
        return line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
          .first { !keywords.contains($0) }.map(String.init)
      }
      #expect(exported.count >= 2, "\(module).mjs")
      for name in exported {
        #expect(
          declarations.contains("declare const \(name)")
            || declarations.contains(
              "declare class \(name) ")
            || declarations.contains("declare function \(name)("),
          "\(module).d.mts does not declare \(name)")
        #expect(uses.contains(name), "test/types.mts does not use \(name)")
      }
    }
  }
}
