import Foundation
import Testing

/// `--help`, `help COMMAND`, `--version` and usage errors, run on the built binary.
@Suite("Command line")
struct CommandLineTests {
  @Test func helpAndVersion() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = try Brickwork.run(arguments)
      #expect(run.status == 0)
      #expect(run.output.contains("brickwork layout [FILE|-] [--format json|svg|html]"))
      #expect(run.output.contains("demo"))
      #expect(run.stderr.isEmpty)
    }
    for arguments in [["help", "layout"], ["layout", "--help"], ["layout", "-h"]] {
      let run = try Brickwork.run(arguments)
      #expect(run.status == 0)
      for option in [
        "--format", "--output", "--items", "--items-format", "--layout", "--width", "--height",
        "--axis", "--direction", "--scale", "--columns", "--min-column-width", "--spacing",
        "--insets",
        "--target-row-height",
      ] {
        #expect(run.output.contains(option), "\(option)")
      }
      #expect(!run.output.contains("--timings"))
    }
    let demo = try Brickwork.run(["help", "demo"])
    #expect(demo.status == 0 && demo.output.contains("brickwork demo [--output DIR]"))
    let version = try Brickwork.run(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "brickwork 0.1.0\n")
  }

  @Test(arguments: [
    (
      ["layot"],
      "brickwork: unknown command 'layot' (did you mean 'layout'?) (see 'brickwork --help')"
    ),
    (["--verbose"], "brickwork: unknown option '--verbose' (see 'brickwork --help')"),
    (["--version", "x"], "brickwork: --version takes no arguments (see 'brickwork --help')"),
    (["help", "nothing"], "brickwork: no help for 'nothing' (see 'brickwork --help')"),
    (
      ["layout", "--fromat", "svg"],
      "brickwork: unknown option '--fromat' (did you mean '--format'?) (see 'brickwork help layout')"
    ),
    (
      ["layout", "--format", "pdf"],
      "brickwork: --format must be json, svg or html (see 'brickwork help layout')"
    ),
    (["layout", "--format"], "brickwork: --format needs a value (see 'brickwork help layout')"),
    (
      ["layout", "a.json", "b.json"],
      "brickwork: unexpected argument 'b.json' (see 'brickwork help layout')"
    ),
    (
      ["layout", "a.json", "--items", "b.csv"],
      "brickwork: give either a document FILE or --items, not both (see 'brickwork help layout')"
    ),
    (
      ["layout", "a.json", "--columns", "3"],
      "brickwork: --columns needs --items (a document gives its own options) (see 'brickwork help layout')"
    ),
    (
      ["layout", "--items", "b.txt"],
      "brickwork: cannot tell the format of 'b.txt'; give --items-format (see 'brickwork help layout')"
    ),
    (
      ["layout", "--items", "b.csv", "--columns", "0"],
      "brickwork: --columns: must be an integer >= 1 (see 'brickwork help layout')"
    ),
    (
      ["layout", "--items", "b.csv", "--width", "nan"],
      "brickwork: --width must be a number (found 'nan') (see 'brickwork help layout')"
    ),
    (
      ["layout", "--items", "b.csv", "--layout", "flow", "--columns", "3"],
      "brickwork: --columns applies to --layout waterfall only (see 'brickwork help layout')"
    ),
    (
      ["layout", "--items", "b.csv", "--layout", "grid"],
      "brickwork: --layout must be waterfall, flow or justified (see 'brickwork help layout')"
    ),
    (["demo", "extra"], "brickwork: unexpected argument 'extra' (see 'brickwork help demo')"),
  ])
  func usageErrorsExitTwoWithOneLine(arguments: [String], line: String) throws {
    let run = try Brickwork.run(arguments, stdin: "{\"width\": 1}")
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.errorLines == [line])
  }
}
