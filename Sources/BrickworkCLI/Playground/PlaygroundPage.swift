/// The playground page: a layout document to paste or edit, a width to drag, and the layout
/// redrawn at every width by the WebAssembly module, with only the visible elements in the DOM;
/// or a feed of 100,000 photos in the feed element (`Web/feed.mjs`), the same slider setting its
/// width.
///
/// Everything is inline (the module's bytes in base64, the wrapper's ES module text), so the
/// page works from a `file://` URL with no server. Opened with `#selftest`, it drags the width
/// through a few values itself, then scrolls the feed, and leaves what it drew in
/// `<pre id="out">` (base64 JSON), for the tests.
enum PlaygroundPage {
  /// The page with `wrapper` (the text of `brickwork.mjs`), `feed` (the text of `feed.mjs`, its
  /// import of the wrapper dropped: both share the page's one module script) and the module's
  /// bytes in base64.
  static func html(wrapper: String, feed: String, moduleBase64: String) -> String {
    let feedBody = feed.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    return
      template
      .replacingOccurrences(of: "/*WRAPPER*/", with: wrapper + "\n" + feedBody)
      .replacingOccurrences(of: "MODULE_BASE64", with: moduleBase64)
  }

  /// The page, with `/*WRAPPER*/` and `MODULE_BASE64` to fill in.
  static let template = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Brickwork playground</title>
    <style>
    body{margin:0;font:13px/1.4 system-ui,-apple-system,sans-serif;color:#222;background:#f4f4f2;display:flex;height:100vh}
    #side{width:380px;display:flex;flex-direction:column;padding:10px;gap:8px;box-sizing:border-box;border-right:1px solid #ddd;background:#fff}
    #document{flex:1;font:12px/1.35 ui-monospace,monospace;resize:none;border:1px solid #ccc;padding:6px}
    #issues{color:#a11;white-space:pre-wrap;font:12px ui-monospace,monospace;max-height:9em;overflow:auto}
    #main{flex:1;display:flex;flex-direction:column;min-width:0}
    #bar{padding:8px 12px;display:flex;gap:12px;align-items:center;background:#fff;border-bottom:1px solid #ddd}
    #width{flex:1}
    #scroller{flex:1;overflow:auto;position:relative}
    #content{position:relative;background:#fff;margin:12px;box-shadow:0 0 0 1px #ddd}
    #content>div{position:absolute;box-sizing:border-box;border:.5px solid rgba(0,0,0,.25);overflow:hidden;font-size:11px;padding:1px 3px;color:#555}
    .background{background:#f0f4fa}.header{background:#d6e2f3;font-weight:600}.footer{background:#e4ddf2}
    .item{background:#f3efe6}.t1{background:#e6f0e4}.t2{background:#f5e4e4}.t3{background:#e4eef5}.t4{background:#f5efd9}.t5{background:#ece4f5}
    .more{background:#f7c66b;font-weight:700;text-align:center}
    #stats{color:#666;font-variant-numeric:tabular-nums}
    #feedView{flex:1;margin:12px;background:#fff;box-shadow:0 0 0 1px #ddd}
    #feedView [role=listitem]{background:#f3efe6;border:.5px solid rgba(0,0,0,.25);font-size:11px;padding:1px 3px;color:#555}
    #feedView [role=listitem]:focus{outline:2px solid #36c}
    button{font:inherit}
    </style>
    </head>
    <body>
    <div id="side">
    <strong>Brickwork playground</strong>
    <textarea id="document" spellcheck="false"></textarea>
    <div>
    <button id="sample">Sample</button>
    <button id="many">10,000 items</button>
    <button id="million">1,000,000 items</button>
    <button id="feed">Photo feed</button>
    </div>
    <div id="issues"></div>
    </div>
    <div id="main">
    <div id="bar">
    <label for="width">width</label>
    <input id="width" type="range" min="120" max="1400" step="0.5" value="375">
    <span id="widthText"></span>
    <label for="scrub">scrub</label>
    <input id="scrub" type="range" min="0" max="1" step="0.0001" value="0">
    <span id="scrubText"></span>
    <span id="stats"></span>
    </div>
    <div id="scroller"><div id="content"></div></div>
    <div id="feedView" hidden></div>
    </div>
    <pre id="out" style="display:none"></pre>
    <script type="module">
    /*WRAPPER*/

    const bytes = Uint8Array.from(atob("MODULE_BASE64"), (c) => c.charCodeAt(0));
    const started = performance.now();
    const brickwork = new Brickwork(
      new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports);
    const ready = performance.now() - started;

    const $ = (id) => document.getElementById(id);
    const editor = $("document"), slider = $("width"), scroller = $("scroller"), content = $("content");
    const overscan = 200;
    let layout = null, horizontal = false, lastRelayout = 0, pool = [];

    const sample = {
      width: 375,
      sections: [
        { layout: "flow", itemSpacing: 8, lineSpacing: 8, maxLines: 2,
          moreBadge: { width: 44, height: 28 }, insets: { top: 10, left: 10, bottom: 10, right: 10 },
          items: ["shoes", "summer sale", "linen", "new in", "accessories", "bags", "kids",
            "outdoor", "gifts under 50", "vintage", "home", "sport"].map(
            (tag) => ({ width: 18 + 7.5 * tag.length, height: 28 })) },
        { layout: "waterfall", columns: 2, columnSpacing: 10, itemSpacing: 10,
          insets: { top: 0, left: 10, bottom: 10, right: 10 }, header: { height: 44 },
          items: Array.from({ length: 60 }, (_, i) => ({ width: 600, height: 500 + (i * 397) % 600 })) },
        { layout: "justified", targetRowHeight: 140, itemSpacing: 4, lineSpacing: 4,
          header: { height: 36 },
          items: Array.from({ length: 40 }, (_, i) => ({ aspectRatio: 0.6 + ((i * 7) % 13) / 8 })) },
      ],
    };

    // The document as JSON text, one item to a line.
    function pretty(value, indent = "") {
      if (Array.isArray(value) && value.every((item) => typeof item !== "object" || !Array.isArray(item))) {
        if (value.length === 0) return "[]";
        const inner = indent + "  ";
        const flat = value.every((item) => typeof item === "object" && item && !Object.values(item).some((v) => typeof v === "object"));
        return "[\n" + value.map((item) => inner + (flat ? JSON.stringify(item) : pretty(item, inner))).join(",\n") + "\n" + indent + "]";
      }
      if (value && typeof value === "object") {
        const inner = indent + "  ";
        const members = Object.entries(value).map(([key, member]) =>
          inner + JSON.stringify(key) + ": " + (typeof member === "object" && member && !Array.isArray(member) &&
            !Object.values(member).some((v) => typeof v === "object") ? JSON.stringify(member) : pretty(member, inner)));
        return "{\n" + members.join(",\n") + "\n" + indent + "}";
      }
      return JSON.stringify(value);
    }

    function show(issues) { $("issues").textContent = issues; }

    // Lays out the editor's document; a document too large to type comes as binary items.
    function load(binary) {
      const text = editor.value;
      try {
        const next = binary ? brickwork.layoutItems(text, binary) : brickwork.layout(text);
        if (layout) layout.release();
        layout = next;
        const parsed = JSON.parse(text);
        horizontal = parsed.axis === "horizontal";
        slider.value = parsed.width;
        show("");
        draw();
      } catch (error) {
        show(error instanceof BrickworkError ? error.issues.join("\n") : String(error));
      }
    }

    function relayout(width) {
      if (!layout) return;
      const start = performance.now();
      try {
        layout.relayout(width);
        show("");
      } catch (error) {
        show(error.issues ? error.issues.join("\n") : String(error));
      }
      lastRelayout = performance.now() - start;
      draw();
    }

    // Puts exactly the elements that intersect the visible part of the content in the DOM.
    function draw() {
      if (!layout) return;
      const size = layout.contentSize;
      content.style.width = size.width + "px";
      content.style.height = size.height + "px";
      const offset = horizontal ? scroller.scrollLeft : scroller.scrollTop;
      const extent = horizontal ? scroller.clientWidth : scroller.clientHeight;
      const visible = horizontal
        ? layout.query(offset - overscan, 0, extent + 2 * overscan, size.height)
        : layout.query(0, offset - overscan, size.width, extent + 2 * overscan);
      const { count, frames, codes } = visible;
      while (pool.length < count) pool.push(content.appendChild(document.createElement("div")));
      while (pool.length > count) pool.pop().remove();
      for (let i = 0; i < count; i++) {
        const box = pool[i], kind = kinds[codes[3 * i]], index = codes[3 * i + 2];
        box.className = kind === "item" ? "item t" + (index % 6) : kind;
        box.textContent = kind === "item" ? index : kind === "more" ? "+" + index : kind === "background" ? "" : kind;
        box.style.left = frames[4 * i] + "px";
        box.style.top = frames[4 * i + 1] + "px";
        box.style.width = frames[4 * i + 2] + "px";
        box.style.height = frames[4 * i + 3] + "px";
      }
      $("widthText").textContent = slider.value + " pt";
      $("stats").textContent = `${layout.count.toLocaleString()} elements, ${count} in the DOM; ` +
        `relayout ${lastRelayout.toFixed(2)} ms; module ready in ${ready.toFixed(1)} ms`;
    }

    // The scrubber: the item at a fraction of the content (the module's exact query, O(log n)),
    // scrolled to its leading edge (offsetOf), as far as the browser lets the page scroll.
    function scrub(fraction) {
      if (!layout) return null;
      const at = layout.itemAtFraction(fraction);
      if (!at) { $("scrubText").textContent = ""; return null; }
      const offset = layout.offsetOf(at.item, at.section);
      if (offset !== null) {
        if (horizontal) scroller.scrollLeft = offset; else scroller.scrollTop = offset;
      }
      draw();
      $("scrubText").textContent = `item ${at.item.toLocaleString()} of section ${at.section}`;
      return { ...at, offset };
    }
    $("scrub").addEventListener("input", () => scrub(Number($("scrub").value)));

    function generated(count) {
      editor.value = pretty({ width: Number(slider.value), sections: [
        { layout: "waterfall", columns: 3, columnSpacing: 8, itemSpacing: 8,
          insets: { top: 8, left: 8, bottom: 8, right: 8 } }] });
      const values = new Float64Array(2 + count);
      values[0] = count;
      for (let i = 0; i < count; i++) values[2 + i] = 50 + (i * 7919) % 200;
      load(values);
    }

    // The feed element: 100,000 photos of seeded sizes, the slider setting the feed's width
    // (its ResizeObserver lays it out again, keeping the first visible item in place).
    let feed = null;
    function showFeed() {
      scroller.hidden = true;
      const view = $("feedView");
      view.hidden = false;
      view.style.width = slider.value + "px";
      if (feed) return;
      const sizes = new Float64Array(200000);
      for (let i = 0; i < 100000; i++) {
        sizes[2 * i] = 400 + (i * 7919) % 1200;
        sizes[2 * i + 1] = 300 + (i * 104729) % 1200;
      }
      feed = createFeed(view, { brickwork, items: sizes, overscan: 300,
        section: { columns: 3, columnSpacing: 8, itemSpacing: 8, insets: { top: 8, left: 8, bottom: 8, right: 8 } },
        render(element, index) { element.textContent = index; } });
      feedStats();
      view.addEventListener("scroll", feedStats);
    }
    function feedStats() {
      $("widthText").textContent = slider.value + " pt";
      $("stats").textContent = `${feed.count.toLocaleString()} photos, ${feed.content.children.length} in the DOM`;
    }
    $("feed").addEventListener("click", showFeed);

    slider.addEventListener("input", () => {
      if (feed && !$("feedView").hidden) {
        $("feedView").style.width = slider.value + "px";
        return feedStats();
      }
      relayout(Number(slider.value));
    });
    scroller.addEventListener("scroll", draw);
    window.addEventListener("resize", draw);
    let typing = 0;
    editor.addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(() => load(), 150); });
    function showDocument() { $("feedView").hidden = true; scroller.hidden = false; }
    $("sample").addEventListener("click", () => { showDocument(); editor.value = pretty(sample); load(); });
    $("many").addEventListener("click", () => { showDocument(); generated(10000); });
    $("million").addEventListener("click", () => { showDocument(); generated(1000000); });

    editor.value = pretty(sample);
    load();

    if (location.hash === "#selftest") {
      // Drags the width itself and reports, per width, what the DOM holds against the module.
      const report = [];
      for (const width of [320, 375, 414.5, 600, 1024, 200]) {
        slider.value = width;
        relayout(width);
        for (const top of [0, 900]) {
          scroller.scrollTop = top;
          draw();
          const size = layout.contentSize;
          const scrolled = scroller.scrollTop;
          const expected = layout.query(0, scrolled - overscan, size.width, scroller.clientHeight + 2 * overscan);
          const boxes = [...content.children].map((box) => [
            parseFloat(box.style.left), parseFloat(box.style.top),
            parseFloat(box.style.width), parseFloat(box.style.height)]);
          report.push({ width, scrolled, total: layout.count, dom: content.children.length,
            expected: Array.from(expected.frames), boxes: boxes.flat(), issues: $("issues").textContent });
        }
      }
      // The scrubber over the 1,000,000-item sample: each fraction's item, where the page
      // scrolled (the browser caps an element's height, so the deepest offsets are out of
      // reach), and whether the item is then in the DOM.
      generated(1000000);
      for (const fraction of [0, 0.001, 0.01, 0.25, 0.5, 1]) {
        $("scrub").value = fraction;
        $("scrub").dispatchEvent(new Event("input"));
        const at = layout.itemAtFraction(fraction);
        const offset = layout.offsetOf(at.item, at.section);
        const maxScroll = scroller.scrollHeight - scroller.clientHeight;
        const shown = [...content.children].some((box) => box.textContent === String(at.item) && box.className.startsWith("item"));
        report.push({ scrub: true, fraction, item: at.item, section: at.section, offset,
          scrolled: scroller.scrollTop, maxScroll, shown, label: $("scrubText").textContent,
          total: layout.count, length: layout.contentSize.height });
      }
      // The feed: at a few scroll offsets, how many of its photos the DOM holds, and in what order.
      showFeed();
      const view = $("feedView");
      for (const fraction of [0, 0.5, 1]) {
        view.scrollTop = fraction * (feed.contentHeight - view.clientHeight);
        feed.update();
        const order = [...feed.content.children].map((element) => Number(element.dataset.index));
        report.push({ feed: true, total: feed.count, dom: order.length,
          inOrder: order.every((index, k) => k === 0 || order[k - 1] < index),
          last: feed.rendered.has(feed.count - 1) });
      }
      $("out").textContent = btoa(JSON.stringify(report));
    }
    </script>
    </body>
    </html>

    """#
}
