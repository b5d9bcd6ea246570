/// `brickwork completion SHELL`: a completion script for bash, zsh or fish, written from
/// ``CommandTable``, so that it offers exactly the commands and options the parsers accept.
enum CompletionCommand {
  /// The command's options.
  static let parser = CommandLineParser(
    options: [.init(name: "--help", takesValue: false)], maximumPositionals: 1,
    command: "completion")

  /// The shells a script is written for.
  static let shells = ["bash", "zsh", "fish"]

  /// `brickwork help completion`.
  static let help = """
    Usage:
      brickwork completion bash|zsh|fish

    Prints a script that completes brickwork's commands and options in the shell:
      bash   eval "$(brickwork completion bash)"          (in ~/.bashrc)
      zsh    brickwork completion zsh > ~/.zfunc/_brickwork  (a folder in fpath)
      fish   brickwork completion fish > ~/.config/fish/completions/brickwork.fish

    Options:
      -h, --help   Show this help

    """

  /// Runs the command with the arguments after `completion`.
  static func run(_ arguments: [String]) throws(Failure) {
    guard let parsed = try parser.parse(arguments, help: help) else { return }
    guard let shell = parsed.positionals.first else {
      throw .usage(parser.usage("no shell given (bash, zsh or fish)"))
    }
    switch shell {
    case "bash": try SystemIO.print(bash)
    case "zsh": try SystemIO.print(zsh)
    case "fish": try SystemIO.print(fish)
    default:
      throw .usage(
        parser.usage("unknown shell \(CommandLineParser.quoted(shell)) (bash, zsh or fish)"))
    }
  }

  /// The words completed after `brickwork` alone.
  private static var firstWords: [String] {
    CommandTable.names + CommandTable.globalOptions
      + CommandTable.globalOptions.compactMap(CommandLineParser.shortName(of:))
  }

  /// The bash script.
  static var bash: String {
    var cases = ""
    for command in CommandTable.commands {
      let words: String
      switch command.name {
      case "help": words = CommandTable.names.joined(separator: " ")
      case "completion":
        words = (shells + CommandTable.options(of: command.name)).joined(separator: " ")
      default: words = CommandTable.options(of: command.name).joined(separator: " ")
      }
      let values = CommandTable.valueOptions(of: command.name).joined(separator: "|")
      let files = command.parser != nil && command.name != "completion"
      cases += "    \(command.name))\n"
      if !values.isEmpty {
        cases +=
          "      case \"$prev\" in \(values)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;; esac\n"
      }
      if files {
        cases +=
          "      if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\"))\n"
        cases += "      else COMPREPLY=($(compgen -f -- \"$cur\")); fi ;;\n"
      } else {
        cases += "      COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")) ;;\n"
      }
    }
    return """
      # bash completion for brickwork: eval "$(brickwork completion bash)"
      _brickwork() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W "\(firstWords.joined(separator: " "))" -- "$cur"))
          return
        fi
        case "${COMP_WORDS[1]}" in
      \(cases)  esac
      }
      complete -o filenames -F _brickwork brickwork

      """
  }

  /// The zsh script (a `#compdef` function file, or sourced).
  static var zsh: String {
    let described = CommandTable.commands.map { "'\($0.name):\($0.summary)'" }
      .joined(separator: " ")
    var cases = ""
    for command in CommandTable.commands {
      let options = CommandTable.options(of: command.name).joined(separator: " ")
      switch command.name {
      case "help":
        cases += "    help) compadd -- \(CommandTable.names.joined(separator: " ")) ;;\n"
      case "completion":
        cases +=
          "    completion) compadd -- \((shells + CommandTable.options(of: command.name)).joined(separator: " ")) ;;\n"
      default:
        cases +=
          "    \(command.name)) if [[ $PREFIX == -* ]]; then compadd -- \(options); else _files; fi ;;\n"
      }
    }
    let global =
      CommandTable.globalOptions
      + CommandTable.globalOptions.compactMap(CommandLineParser.shortName(of:))
    return """
      #compdef brickwork
      # zsh completion for brickwork: brickwork completion zsh > DIR/_brickwork (DIR in fpath)
      _brickwork() {
        local -a commands
        commands=(\(described))
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          compadd -- \(global.joined(separator: " "))
          return
        fi
        case $words[2] in
      \(cases)  esac
      }
      if [[ $funcstack[1] == _brickwork ]]; then _brickwork "$@"; else compdef _brickwork brickwork; fi

      """
  }

  /// The fish script.
  static var fish: String {
    var lines = [
      "# fish completion for brickwork: brickwork completion fish > ~/.config/fish/completions/brickwork.fish",
      "complete -c brickwork -f",
    ]
    for command in CommandTable.commands {
      lines.append(
        "complete -c brickwork -n __fish_use_subcommand -a \(command.name) -d '\(command.summary)'")
    }
    for option in CommandTable.globalOptions {
      let short = CommandLineParser.shortName(of: option).map { " -s \($0.dropFirst())" } ?? ""
      lines.append(
        "complete -c brickwork -n __fish_use_subcommand -l \(option.dropFirst(2))\(short)")
    }
    for command in CommandTable.commands {
      let when = "-n '__fish_seen_subcommand_from \(command.name)'"
      switch command.name {
      case "help":
        lines.append(
          "complete -c brickwork \(when) -a '\(CommandTable.names.joined(separator: " "))'")
      case "completion":
        lines.append("complete -c brickwork \(when) -a '\(shells.joined(separator: " "))'")
      default:
        lines.append("complete -c brickwork \(when) -F")
      }
      for option in command.parser?.options ?? [] {
        let short =
          CommandLineParser.shortName(of: option.name).map { " -s \($0.dropFirst())" } ?? ""
        let value = option.takesValue ? " -r -F" : ""
        lines.append("complete -c brickwork \(when) -l \(option.name.dropFirst(2))\(short)\(value)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
