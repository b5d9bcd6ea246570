/// The help texts of `brickwork --help` and `brickwork help COMMAND`.
enum HelpText {
  /// The program's version.
  static let version = "0.1.0"

  /// `brickwork --help`.
  static let general = """
    brickwork: waterfall, flow and justified layouts from the command line.

    Usage:
      brickwork layout [FILE|-] [--format json|svg|html] [--output PATH]
      brickwork layout --items FILE [item-list options] [--format ...] [--output PATH]
      brickwork demo [--output DIR]
      brickwork help [COMMAND]
      brickwork --version

    Commands:
      layout   Lay out a layout document (JSON) or an item list (plist, CSV, JSON);
               write the frames as JSON, or an SVG or HTML picture
      demo     Lay out the sample catalogue page by page and write brickwork-demo.html
               and brickwork-demo.svg
      help     Show the help of a command

    Exit status: 0 on success; 1 on invalid input, with one line per problem on
    standard error and nothing on standard output; 2 on a usage error; 3, silently,
    when standard output is a pipe that its reader closed (brickwork ... | head).

    """

  /// `brickwork help layout`.
  static let layout = """
    Usage:
      brickwork layout [FILE|-] [--format json|svg|html] [--output PATH]
      brickwork layout --items FILE [--items-format plist|csv|json]
                       [--layout waterfall|flow|justified] [--width N] [--height N]
                       [--axis vertical|horizontal] [--direction ltr|rtl] [--scale N]
                       [--columns N | --min-column-width N] [--spacing N] [--insets N] [--target-row-height N]
                       [--format json|svg|html] [--output PATH]

    Reads a layout document (JSON, as layout-json.md defines it) from FILE, or from
    standard input when FILE is '-' or absent, lays it out and writes the result: the
    content size, every element's frame and the hidden items as JSON (the default), an
    SVG picture (one rectangle per element, labelled) or a self-contained HTML page
    (absolutely positioned boxes, no JavaScript).

    Options:
      --format F      json (default), svg or html
      --output PATH   Write to PATH (replaced atomically; a symbolic link's target)
                      instead of standard output; '-' is standard output
      -h, --help      Show this help

    Item lists: with --items, a one-section document is built from a list of sizes:
      --items FILE           A property list (an array of dictionaries with w, h and
                             optional price, img), CSV with a header row naming width,
                             height and optional label, or a JSON array of objects with
                             width, height and optional label; '-' for standard input
      --items-format F       plist, csv or json (default: from FILE's extension)
      --layout L             waterfall (default), flow or justified
      --width N              Container width in points (default 375)
      --height N             Viewport height (required with --axis horizontal)
      --axis A               vertical (default) or horizontal
      --direction D          ltr (default) or rtl
      --scale N              Snap frame edges to 1/N points (default 0: unrounded)
      --columns N            Waterfall columns (default 2)
      --min-column-width N   Adaptive waterfall columns: as many at least N wide as fit
      --spacing N            Space between items and between columns or lines
                             (default 0; justified 10)
      --insets N             Section insets on all four edges (default 0)
      --target-row-height N  Justified row height (default 320)
    Items keep their width and height: a waterfall or justified section scales them
    keeping the aspect ratio, a flow section uses them as they are.

    Exit status: 0 on success; 1 on invalid input (every problem printed on standard
    error as one line naming its place and rule, such as
    'sections[0].items[3].height: must be a finite number >= 0' or
    'items.csv:7: height: must be a finite number >= 0'; nothing on standard output);
    2 on a usage error.

    Examples:
      brickwork layout page.json --format svg --output page.svg
      cat page.json | brickwork layout - > frames.json
      brickwork layout --items goods.plist --layout waterfall --columns 3 --width 375 \\
        --spacing 10 --insets 10 --format svg

    """

  /// `brickwork help demo`.
  static let demo = """
    Usage:
      brickwork demo [--output DIR]

    Lays out the embedded sample catalogue (90 products with pixel sizes, names and
    prices) as a 3-column waterfall feed 375 points wide, appended page by page (3 pages
    of 30) through the incremental API, and checks that every step equals a full layout.
    Above the feed: a flow of tags (two lines at most, a "+N" badge for the rest) and a
    justified lookbook of photos.
    Writes brickwork-demo.html and brickwork-demo.svg into DIR (default: the current
    directory, created if missing) and prints a summary.

    Options:
      --output DIR   The directory to write the pictures into
      -h, --help     Show this help

    """

  /// `brickwork help help`.
  static let help = """
    Usage:
      brickwork help [COMMAND]

    Shows the help of COMMAND (layout, demo, help), or the general help.

    """

  /// The help of `command`, if it exists.
  static func of(_ command: String) -> String? {
    switch command {
    case "layout": layout
    case "demo": demo
    case "help": help
    default: nil
    }
  }
}
