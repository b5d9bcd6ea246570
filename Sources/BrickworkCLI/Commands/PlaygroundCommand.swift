import Foundation

/// `brickwork playground`: a page that lays documents out in the browser with the WebAssembly
/// module, live as the width is dragged.
///
/// The module and its wrapper come from the directory `Scripts/build-wasm.sh` writes
/// (`.build/wasm` by default); the page embeds both, so it opens from a `file://` URL.
enum PlaygroundCommand {
  /// The command's options.
  static let parser = CommandLineParser(
    options: [
      .init(name: "--output", takesValue: true), .init(name: "--module", takesValue: true),
      .init(name: "--help", takesValue: false),
    ],
    maximumPositionals: 0, command: "playground")

  /// `brickwork help playground`.
  static let help = """
    Usage:
      brickwork playground [--output DIR] [--module DIR]

    Writes DIR/brickwork-playground.html (default: the current directory, created if
    missing): paste or edit a layout document, drag the width, and see the layout redrawn
    at every width by the WebAssembly build of Brickwork, with only the visible elements
    in the page; or scroll a feed of 100,000 photos (the feed element of Web/feed.mjs).
    The module, its JavaScript wrapper and the feed are embedded in the page, which works
    from a file:// URL with no server.

    Options:
      -o, --output DIR  The directory to write the page into
      --module DIR      Where Scripts/build-wasm.sh wrote brickwork.wasm, brickwork.mjs
                        and feed.mjs (default: .build/wasm)
      -h, --help        Show this help

    """

  /// Runs the command with the arguments after `playground`.
  static func run(_ arguments: [String]) throws(Failure) {
    guard let parsed = try parser.parse(arguments, help: help) else { return }
    let directory = parsed.values["--output"] ?? "."
    let module = parsed.values["--module"] ?? ".build/wasm"
    let hint = " (build it with Scripts/build-wasm.sh \(module))"
    let wasm: [UInt8]
    let wrapper: [UInt8]
    let feed: [UInt8]
    do throws(Failure) {
      wasm = try SystemIO.read(module + "/brickwork.wasm")
      wrapper = try SystemIO.read(module + "/brickwork.mjs")
      feed = try SystemIO.read(module + "/feed.mjs")
    } catch {
      throw .invalid(error.lines.map { $0 + hint })
    }
    try SystemIO.createDirectory(directory)
    let page = PlaygroundPage.html(
      wrapper: String(decoding: wrapper, as: UTF8.self),
      feed: String(decoding: feed, as: UTF8.self),
      moduleBase64: Data(wasm).base64EncodedString())
    let path =
      (directory.hasSuffix("/") ? directory : directory + "/") + "brickwork-playground.html"
    try SystemIO.writeAtomically(path) { output in
      try Array(page.utf8).withUnsafeBytes { bytes in try output.write(bytes) }
    }
    try SystemIO.print("wrote \(directory == "." ? String(path.dropFirst(2)) : path)\n")
  }
}
