// Runs the browser snippets of README.md as written: each is a fenced block after a
// `<!-- snippet: NAME -->` line, and docs/browser.md must hold the same text under the same
// markers (the two cannot drift). In SCRATCH, which holds the tarball `npm pack` wrote:
//
//   - bundler: a project that runs `bundler-install` (npm install of the tarball, esbuild,
//     the module copied beside the bundle) over `bundler-app` (app.js) and `bundler-page`;
//   - import map: `importmap-page`, beside the installed package's node_modules;
//   - plain module: `plain-page`, beside the unpacked tarball (`package/`).
//
// Every page is served by a local static server (node's http, with each file's MIME type) and
// opened in Chromium (chromium.mjs); a script added after the snippet reports the feed's items
// once they show. The modules the snippets import are then checked by `tsc --strict`
// (checkJs; moduleResolution bundler under TypeScript 5, node16 under older compilers; the
// compiler is $BRICKWORK_TSC, else tsc). Prints one JSON line: { pages: { NAME: items },
// tsc: "" }, tsc holding the compiler's errors.
//
//   node Web/test/snippets.mjs CHROMIUM SCRATCH TARBALL
import { execFileSync } from "node:child_process";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const [chromium, scratch, tarball] = process.argv.slice(2);
const root = fileURLToPath(new URL("../../", import.meta.url));

/** The marked snippets of the Markdown file at `path`, by name. */
async function snippets(path) {
  const text = await readFile(join(root, path), "utf8");
  const found = new Map();
  for (const match of text.matchAll(/<!-- snippet: ([a-z-]+) -->\n```[a-z]*\n([\s\S]*?)\n```/g)) {
    found.set(match[1], match[2] + "\n");
  }
  return found;
}
const readme = await snippets("README.md");
const guide = await snippets("docs/browser.md");
// The page of the bundler's way is the guide's alone (the README keeps under 300 lines).
const names = ["bundler-install", "bundler-app", "importmap-page", "plain-page"];
for (const name of names) {
  if (!readme.has(name)) throw new Error(`README.md has no snippet ${name}`);
  if (guide.get(name) !== readme.get(name)) throw new Error(`docs/browser.md's ${name} differs from README.md's`);
}
if (!guide.has("bundler-page")) throw new Error("docs/browser.md has no snippet bundler-page");
readme.set("bundler-page", guide.get("bundler-page"));

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });
const project = join(scratch, "project");
await mkdir(project, { recursive: true });
await writeFile(join(project, "package.json"), '{ "name": "snippets", "private": true, "type": "module" }\n');
await writeFile(join(project, "app.js"), readme.get("bundler-app"));
await writeFile(join(project, "bundler.html"), readme.get("bundler-page"));
await writeFile(join(project, "importmap.html"), readme.get("importmap-page"));
run("sh", ["-e", "-c", readme.get("bundler-install")], project);
run("tar", ["xzf", tarball], project);
await writeFile(join(project, "plain.html"), readme.get("plain-page"));

// The pages' own module scripts, for tsc.
const inline = (html) => [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]).join("\n");
await writeFile(join(project, "importmap-page.mjs"), inline(readme.get("importmap-page")));
await writeFile(join(project, "plain-page.mjs"), inline(readme.get("plain-page")));

const report = `
<pre id="out"></pre>
<script type="module">
  const started = performance.now();
  (function check() {
    const items = document.querySelectorAll("#feed [role=list] > *");
    if (items.length > 0 && items[0].textContent !== "") {
      document.querySelector("#out").textContent = String(items.length);
    } else if (performance.now() - started > 20000) {
      document.querySelector("#out").textContent = "none";
    } else {
      setTimeout(check, 50);
    }
  })();
</script>
`;

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json" };
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
  try {
    let body = await readFile(join(project, path));
    if (path.endsWith(".html")) body = Buffer.concat([body, Buffer.from(report)]);
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const { port } = server.address();
const pages = {};
try {
  for (const page of ["bundler", "importmap", "plain"]) {
    const said = await new Promise((done) => {
      import("node:child_process").then(({ execFile }) => execFile(process.execPath,
        [fileURLToPath(new URL("chromium.mjs", import.meta.url)), chromium, `http://127.0.0.1:${port}/${page}.html`],
        (error, stdout, stderr) => done(error ? `failed: ${stderr}` : stdout.trim())));
    });
    pages[page] = said;
  }
} finally {
  server.close();
}

// moduleResolution bundler where the compiler has it (TypeScript 5), else node16.
const tscCommand = process.env.BRICKWORK_TSC ?? "tsc";
const bundler = Number(run(tscCommand, ["--version"], project).match(/\d+/)?.[0] ?? 0) >= 5;
await writeFile(join(project, "tsconfig.json"), JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, allowJs: true, checkJs: true, target: "es2022",
    module: bundler ? "esnext" : "node16", moduleResolution: bundler ? "bundler" : "node16",
    lib: ["es2022", "dom", "dom.iterable"], types: [] },
  files: ["app.js", "importmap-page.mjs", "plain-page.mjs"],
}));
let tsc = "";
try {
  run(tscCommand, ["-p", "tsconfig.json"], project);
} catch (error) {
  tsc = String(error.stdout) + String(error.stderr);
}
console.log(JSON.stringify({ pages, tsc }));
