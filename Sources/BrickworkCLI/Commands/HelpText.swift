import Brickwork

/// The help texts of `brickwork --help` and `brickwork help COMMAND`.
enum HelpText {
  /// The program's version.
  static let version = "0.1.0"

  /// A default as the help prints it: whole numbers without ".0" (the values are `Default`'s, the
  /// one statement of the defaults).
  private static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `brickwork` alone, on standard error.
  static let short = """
    Usage: brickwork COMMAND [ARGUMENTS]
    Commands: \(CommandTable.names.joined(separator: ", "))
    Try 'brickwork --help' for the full help, or 'brickwork help COMMAND'.

    """

  /// `brickwork --help`.
  static let general = """
    brickwork: waterfall, flow and justified layouts from the command line.

    Usage:
      brickwork layout [FILE|-] [--format json|svg|html] [--output PATH]
      brickwork layout --items FILE [item-list options] [--format ...] [--output PATH]
      brickwork gallery DIR [--output OUTDIR] [--layout waterfall|justified] [...]
      brickwork demo [--output DIR]
      brickwork playground [--output DIR] [--module DIR]
      brickwork completion bash|zsh|fish
      brickwork help [COMMAND]
      brickwork --version

    Commands:
      layout   Lay out a layout document (JSON) or an item list (plist, CSV, JSON);
               write the frames as JSON, or an SVG or HTML picture
      gallery  Write a responsive gallery page without JavaScript of a folder of
               pictures, OUTDIR/index.html
      demo     Lay out the sample catalogue page by page and write brickwork-demo.html,
               brickwork-demo.svg and a gallery of generated pictures
      playground
               Write brickwork-playground.html: edit a document and drag the width in
               the browser, laid out live by the WebAssembly module
      completion
               Print a completion script of the commands and options for bash,
               zsh or fish
      help     Show the help of a command

    Options:
      -h, --help     Show this help
      -V, --version  Print the version

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
                       [--tolerance N] [--breaking greedy|optimal]
                       [--min-items-per-row N] [--max-items-per-row N]
                       [--widow-alignment leading|center|trailing|justify]
                       [--widow-height previous|target] [--item-grow N]
                       [--column-weights W,W,...] [--even-bottom F]
                       [--format json|svg|html] [--output PATH] [--quiet]

    Reads a layout document (JSON, as layout-json.md defines it) from FILE, or from
    standard input when FILE is '-' or absent (with a hint on standard error when FILE is
    absent and standard input is a terminal), lays it out and writes the result: the
    content size, every element's frame and the hidden items as JSON (the default), an
    SVG picture (one rectangle per element, labelled) or a self-contained HTML page
    (absolutely positioned boxes, no JavaScript).

    Options:
      --format F         json (default), svg or html
      -o, --output PATH  Write to PATH (replaced atomically; a symbolic link's target)
                         instead of standard output; '-' is standard output
      -q, --quiet        No hints or notes on standard error (errors are still printed)
      -h, --help         Show this help

    An input (a document or an item list) is read up to \(SystemIO.maximumInputSize >> 20) MiB; a larger one is
    refused with one line naming the limit.

    Item lists: with --items, a one-section document is built from a list of sizes:
      --items FILE           A property list (an array of dictionaries with w, h and
                             optional price, img), CSV with a header row naming width,
                             height and optional label (other columns are ignored, with
                             a note), or a JSON array of objects with width, height and
                             optional label; '-' for standard input. Every format takes
                             w or width, h or height. CSV fields are separated by ','
      --items-format F       plist, csv or json (default: from FILE's extension)
      --layout L             waterfall (default), flow or justified
      --width N              Container width in points (default 375)
      --height N             Viewport height (required with --axis horizontal)
      --axis A               vertical (default) or horizontal
      --direction D          ltr (default) or rtl
      --scale N              Snap frame edges to 1/N points (default 0: unrounded)
      --columns N            Waterfall columns (default \(Default.columns))
      --min-column-width N   Adaptive waterfall columns: as many at least N wide as fit
      --spacing N            Space between items and between columns or lines
                             (default \(text(Default.itemSpacing)); justified \(text(Default.photoSpacing)))
      --insets N             Section insets on all four edges (default 0)
      --target-row-height N  Justified row height (default \(text(Default.targetRowHeight)))
      --tolerance N          Waterfall: CSS flow-tolerance in points (default none:
                             exact ties to the leading column); justified: how far a
                             row may stray from the target height (default \(text(Default.targetRowHeightTolerance)))
      --breaking B           Justified rows: greedy (default) or optimal
      --min-items-per-row N  Justified rows: the fewest photos a row holds (default 1)
      --max-items-per-row N  Justified rows: the most photos a row holds (default 0:
                             no limit)
      --widow-alignment A    Justified rows: where an unfinished last row sits:
                             leading, center, trailing or justify (fills the width)
                             (default \(Default.widowAlignment.documentName))
      --widow-height H       Greedy justified rows: an unfinished last row starts at
                             the previous row's height or the target (default \(Default.widowHeight.documentName))
      --item-grow N          Flow: how much of its line's free space each item takes,
                             as CSS flex-grow (default \(text(Default.itemGrow)))
      --column-weights W,... Waterfall: one column per weight, sharing the width as CSS
                             fr tracks (2,1: a column twice as wide as the other),
                             instead of --columns
      --even-bottom F        Waterfall: stretch each column's last item to the bottom
                             when that grows it by at most F times its height
                             (default \(text(Default.evenBottom)): none)
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
    directory, created if missing), and a gallery of 24 generated SVG pictures of the
    products' photo sizes, brickwork-demo-gallery/index.html (laid out by 'brickwork
    gallery'), and prints a summary.

    Options:
      -o, --output DIR  The directory to write the pictures into
      -h, --help        Show this help

    """

  /// `brickwork help gallery`.
  static let gallery = """
    Usage:
      brickwork gallery DIR [--output OUTDIR] [--layout waterfall|justified]
                        [--breakpoints 480:2,768:3,1200:4] [--min-column-width N]
                        [--row-height N] [--spacing N] [--tolerance N] [--even-bottom F]
                        [--widow-alignment leading|center|trailing|justify]
                        [--title T] [--quiet]

    Reads the size of every picture in DIR and its subfolders from the file's header
    (PNG, JPEG with its EXIF orientation, GIF, WebP, BMP, HEIC, AVIF, SVG; no pixel is
    decoded) and writes OUTDIR/index.html: a page laid out before it loads, with no
    JavaScript and no layout shift. Each breakpoint has its own layout, chosen by a CSS
    container query on the gallery's width and scaled with it up to the next breakpoint.
    Pictures are linked by relative URLs, in natural order of their paths (img2 before
    img10); an SVG is shown but not linked: opened as a page, its scripts would run.
    The same folder always gives the same bytes.

    Files are pictures by their extension (.jpg, .jpeg, .png, .gif, .webp, .bmp, .heic,
    .heif, .avif, .svg, ... in any case); their format is read from their content.
    Hidden files and folders are left out. A corrupt, truncated, empty, zero-size or
    unreadable picture, a symbolic link leading outside DIR or to a folder, and a file
    that is not a regular file are skipped with one line on standard error naming it and
    the reason; the page is still written. Nothing is written but OUTDIR/index.html,
    atomically: a failed run leaves the previous page intact.

    Options:
      -o, --output OUTDIR     The folder of the page (default: DIR), created if missing
      --layout L              waterfall (default) or justified
      --breakpoints LIST      Waterfall: WIDTH:COLUMNS,... from which gallery width how
                              many columns (default 480:2,768:3,1200:4,1800:5; 1 column
                              below the first, unless one is at width 0). Justified:
                              WIDTH,... where rows break anew (default 400,500,640,800,
                              1000,1250,1600,2000). At most 64 widths
      --min-column-width N    Waterfall: as many columns at least N pixels wide as fit,
                              instead of --breakpoints
      --row-height N          Justified: the row height at each breakpoint (default 240)
      --widow-alignment A     Justified: where an unfinished last row sits: leading
                              (default), center, trailing, or justify (fills the width)
      --tolerance N           Waterfall: CSS flow-tolerance in pixels (default none: ties
                              go to the leading column)
      --even-bottom F         Waterfall: grow each column's last picture (cropped) to the
                              bottom when that costs at most F times its height
                              (default \(text(Default.evenBottom)): none)
      --spacing N             Space between pictures and around them (default 8)
      --title T               The page title (default: the folder's name)
      -q, --quiet             No progress and no summary (skipped files are still named)
      -h, --help              Show this help

    Progress goes to standard error: a bar on a terminal when there are more than 300
    pictures, else a line every 1000 pictures. The summary line goes to standard output.

    Exit status: 0 when the page is written (even with skipped files); 1 when DIR cannot
    be read or the page cannot be written; 2 on a usage error.

    Examples:
      brickwork gallery ~/Pictures/Trip --output site/trip --title "Trip, 2026"
      brickwork gallery photos --layout justified --row-height 200
      brickwork gallery photos --min-column-width 240 --spacing 4

    """

  /// `brickwork help help`.
  static let help = """
    Usage:
      brickwork help [COMMAND]

    Shows the help of COMMAND (layout, gallery, demo, playground, completion, help), or
    the general help.

    """

  /// The help of `command`, if it exists.
  static func of(_ command: String) -> String? {
    switch command {
    case "layout": layout
    case "gallery": gallery
    case "demo": demo
    case "playground": PlaygroundCommand.help
    case "completion": CompletionCommand.help
    case "help": help
    default: nil
    }
  }
}
