import Foundation
import Testing

// Runs the binary as a `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// `brickwork completion SHELL`: each script is valid in its shell (when the shell is
  /// installed) and offers every command and every option the help documents.
  @Suite("Completion scripts")
  struct CompletionTests {
    static let commands = ["layout", "gallery", "demo", "playground", "completion", "help"]

    /// The options `brickwork help COMMAND` documents: every `--name` and `-x` in it.
    static func documentedOptions(of command: String) throws -> Set<String> {
      let help = try Brickwork.run(["help", command]).output
      var options: Set<String> = []
      let pattern = try NSRegularExpression(pattern: #"(?<![\w-])(--[a-z][a-z-]*|-[a-zA-Z])\b"#)
      let range = NSRange(help.startIndex..., in: help)
      for match in pattern.matches(in: help, range: range) {
        if let found = Range(match.range, in: help) { options.insert(String(help[found])) }
      }
      return options
    }

    /// Whether `shell` is installed, and its path.
    static func installed(_ shell: String) -> String? {
      ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + shell }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptListsEveryCommandAndOption(shell: String) throws {
      let run = try Brickwork.run(["completion", shell])
      #expect(run.status == 0 && run.stderr.isEmpty)
      let script = run.output
      for command in Self.commands {
        #expect(script.contains(command), "\(shell): \(command)")
      }
      for command in Self.commands where command != "help" {
        let options = try Self.documentedOptions(of: command)
        #expect(options.contains("--help"))
        for option in options {
          // fish names options without their dashes: `-l format`, `-s o`.
          let spelled =
            shell == "fish"
            ? (option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())")
            : option
          #expect(script.contains(spelled), "\(shell) \(command): \(option)")
        }
      }
      for option in ["--version", "-V", "--help", "-h"] where shell != "fish" {
        #expect(script.contains(option))
      }
    }

    @Test(arguments: [("bash", "-n"), ("zsh", "-n"), ("fish", "--no-execute")])
    func theScriptIsValidInItsShell(shell: String, flag: String) throws {
      guard let path = Self.installed(shell) else {
        // Not installed here: the listing test still checks the script's content.
        print("\(shell) is not installed: its script's syntax is not checked")
        return
      }
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let script = directory.appendingPathComponent("brickwork.\(shell)")
      try Data(try Brickwork.run(["completion", shell]).stdout).write(to: script)
      let check = try Brickwork.run(
        [flag, script.path], executable: URL(fileURLWithPath: path))
      #expect(check.status == 0, "\(shell): \(check.stderr)")
    }

    @Test func bashCompletesCommandsAndOptions() throws {
      guard let bash = Self.installed("bash") else { return }
      let script = String(
        decoding: try Brickwork.run(["completion", "bash"]).stdout, as: UTF8.self)
      let probe =
        script + """
          COMP_WORDS=(brickwork la); COMP_CWORD=1; _brickwork; echo "${COMPREPLY[*]}"
          COMP_WORDS=(brickwork layout --for); COMP_CWORD=2; _brickwork; echo "${COMPREPLY[*]}"
          COMP_WORDS=(brickwork completion z); COMP_CWORD=2; _brickwork; echo "${COMPREPLY[*]}"

          """
      let run = try Brickwork.run(
        ["-c", probe], executable: URL(fileURLWithPath: bash))
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.output == "layout\n--format\nzsh\n")
    }

    @Test func anUnknownShellIsAUsageError() throws {
      let run = try Brickwork.run(["completion", "tcsh"])
      #expect(run.status == 2)
      #expect(
        run.errorLines == [
          "brickwork: unknown shell 'tcsh' (bash, zsh or fish) (see 'brickwork help completion')"
        ])
      #expect(try Brickwork.run(["completion"]).status == 2)
    }
  }
#endif
