import Brickwork
import BrickworkDocument
import BrickworkFiles
import Testing

@testable import BrickworkCLI

/// The flags of `brickwork layout --items` that set one option of the section, against the
/// document's table of which option belongs to which layout (`LayoutKind.optionNameList`):
/// each flag's option is in the table, and a flag applies to exactly the layouts that have it.
@Suite("Layout option flags")
struct LayoutOptionFlagTests {
  /// The options of `--items a.csv` with `arguments` after them, or the usage error.
  static func options(_ arguments: [String]) -> Result<ItemListOptions, UsageError> {
    let parser = LayoutCommand.parser
    do throws(UsageError) {
      let parsed = try parser.parse(["--items", "a.csv"] + arguments)
      return .success(try ItemListOptions(parsed, path: "a.csv", parser: parser))
    } catch {
      return .failure(error)
    }
  }

  @Test func everyFlagSetsAnOptionOfTheTable() {
    for (flag, option) in ItemListOptions.optionFlags {
      #expect(LayoutKind.firstHaving(option: option) != nil, "\(flag): \(option)")
      #expect(ItemListOptions.names.contains(flag), "\(flag)")
    }
  }

  @Test func aFlagAppliesToTheLayoutsThatHaveItsOption() {
    for kind in LayoutKind.allCases {
      for (flag, option) in ItemListOptions.optionFlags {
        let value =
          ["--breaking": "greedy", "--widow-alignment": "center", "--widow-height": "target"][
            flag] ?? "2"
        let result = Self.options(["--layout", kind.rawValue, flag, value])
        if kind.optionKeys.contains(option) {
          #expect((try? result.get()) != nil, "\(flag) with --layout \(kind.rawValue)")
        } else {
          let owner = LayoutKind.firstHaving(option: option)?.rawValue ?? ""
          #expect(
            result.map { _ in "" }
              == .failure(
                LayoutCommand.parser.usage("\(flag) applies to --layout \(owner) only")),
            "\(flag) with --layout \(kind.rawValue)")
        }
      }
    }
  }

  @Test func aFlagNamesItsOptionInTheCoresProblems() throws {
    let list = ItemList(name: "a.csv", sizes: [])
    for (arguments, line) in [
      (["--columns", "0"], "--columns: must be an integer >= 1"),
      (["--min-column-width", "0"], "--min-column-width: "),
      (["--layout", "justified", "--target-row-height", "0"], "--target-row-height: "),
      (["--layout", "justified", "--min-items-per-row", "0"], "--min-items-per-row: "),
      (["--tolerance", "1e999"], "--tolerance: "),
      (["--layout", "flow", "--item-grow", "-1"], "--item-grow: must be a finite number >= 0"),
      (["--column-weights", "2,0"], "--column-weights: must be a finite number > 0"),
      (["--column-weights", "1,1", "--spacing", "400"], "--column-weights, --spacing: "),
      (["--even-bottom", "-1"], "--even-bottom: must be a finite number >= 0"),
    ] {
      let options = try Self.options(arguments).get()
      let lines = options.problems(for: list).lines
      #expect(lines.first?.hasPrefix(line) == true, "\(arguments): \(lines)")
    }
  }

  @Test func columnWeightsAndAnEvenBottomSetTheWaterfall() throws {
    let options = try Self.options(["--column-weights", "2,1", "--even-bottom", "0.5"]).get()
    var expected = WaterfallLayout(columnWeights: [2, 1])
    expected.evenBottom = 0.5
    #expect(options.strategy == .waterfall(expected))
    for (arguments, message) in [
      (
        ["--column-weights", "2,x"],
        "--column-weights must be numbers separated by commas,"
          + " such as 2,1 (found '2,x')"
      ),
      (
        ["--column-weights", "2,1", "--columns", "2"],
        "--column-weights cannot be given together with --columns"
      ),
      (
        ["--column-weights", "2,1", "--min-column-width", "20"],
        "--column-weights cannot be given together with --min-column-width"
      ),
    ] {
      guard case .failure(let error) = Self.options(arguments) else {
        Issue.record("\(arguments) read")
        continue
      }
      #expect(error.message == message, "\(arguments): \(error)")
    }
  }
}
