import Testing

@testable import BrickworkCLI

@Suite("Argument parser")
struct CommandLineParserTests {
  let parser = CommandLineParser(
    options: [
      .init(name: "--format", takesValue: true), .init(name: "--output", takesValue: true),
      .init(name: "--help", takesValue: false), .init(name: "--spacing", takesValue: true),
    ],
    maximumPositionals: 1, command: "layout")

  private func failure(_ arguments: [String]) -> String? {
    do {
      _ = try parser.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func parsesOptionsFlagsAndPositionals() throws {
    let parsed = try parser.parse(["doc.json", "--format", "svg", "--output=out.svg", "-h"])
    #expect(parsed.positionals == ["doc.json"])
    #expect(parsed.values == ["--format": "svg", "--output": "out.svg"])
    #expect(parsed.flags == ["--help"])
    #expect(parsed.has("--help") && parsed.has("--format") && !parsed.has("--spacing"))
  }

  @Test func takesDashAsAPositionalAndNegativeValues() throws {
    #expect(try parser.parse(["-"]).positionals == ["-"])
    #expect(try parser.parse(["--spacing", "-1"]).values["--spacing"] == "-1")
    #expect(try parser.parse(["--output="]).values["--output"] == "")
    #expect(try parser.parse(["--", "--format"]).positionals == ["--format"])
  }

  @Test func reportsMistakes() {
    #expect(failure(["--fromat", "svg"]) == "unknown option '--fromat' (did you mean '--format'?)")
    #expect(failure(["--zzz"]) == "unknown option '--zzz'")
    #expect(failure(["-x"]) == "unknown option '-x'")
    #expect(failure(["--format"]) == "--format needs a value")
    #expect(failure(["--output", "--format", "svg"]) == "--output needs a value")
    #expect(failure(["--format", "a", "--format", "b"]) == "--format given twice")
    #expect(failure(["--help=yes"]) == "--help takes no value")
    #expect(failure(["a.json", "b.json"]) == "unexpected argument 'b.json'")
    #expect(failure(["a", "b\u{1b}[2J"]) == "unexpected argument 'b?[2J'")
  }

  @Test func usageLinesPointToTheHelp() {
    #expect(
      UsageError(message: "m", command: "layout").line
        == "brickwork: m (see 'brickwork help layout')")
    #expect(UsageError(message: "m", command: nil).line == "brickwork: m (see 'brickwork --help')")
  }

  @Test func closeNames() {
    #expect(CommandLineParser.isClose("--fromat", "--format"))
    #expect(CommandLineParser.isClose("layot", "layout"))
    #expect(!CommandLineParser.isClose("--x", "--format"))
  }

  @Test func runReturnsTheExitStatus() {
    #expect(BrickworkCLI.run(["help", "nothing"]) == 2)
    #expect(BrickworkCLI.run(["layout", "--format", "pdf"]) == 2)
  }

  @Test func quotedNamesCannotReorderTheTerminal() {
    #expect(CommandLineParser.quoted("abc\u{202E}txt.json") == "'abc?txt.json'")
    #expect(CommandLineParser.quoted("a\u{1B}[2Jb\u{2028}") == "'a?[2Jb?'")
  }
}
