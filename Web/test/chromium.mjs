// Opens a page in headless Chromium, in real time, and prints what its script leaves in
// `<pre id="out">` once it is not empty: the browser tests' runner for pages that wait for scroll
// events, resize observations and image loads (with `--dump-dom`, Chromium reports when the page
// has loaded, before such a page is done; under virtual time, frames do not keep pace).
//
//   node Web/test/chromium.mjs CHROMIUM FILE.html     (or an http: URL)
//
// It talks to the browser over the DevTools protocol through a pipe (no dependencies): a new
// page, navigated to FILE.html, then polled for the text. Exit status 1, with the reason on
// standard error, when the browser fails or the page gives nothing within five minutes (or
// $BRICKWORK_CHROMIUM_TIMEOUT seconds, for pages that run longer: the property targets).
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [chromium, page] = process.argv.slice(2);
if (!chromium || !page) {
  console.error("usage: chromium.mjs CHROMIUM FILE.html");
  process.exit(2);
}
const profile = await mkdtemp(join(tmpdir(), "brickwork-chromium-"));
// The DevTools protocol over a pipe: Chromium reads messages on its fd 3 and writes on fd 4,
// each JSON text ended by a NUL byte.
const browser = spawn(chromium, [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
  "--window-size=1000,1000", `--user-data-dir=${profile}`, "--allow-file-access-from-files",
  "--remote-debugging-pipe", "about:blank",
], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
browser.stderr.resume();

let finishing = false;
async function finish(status, text) {
  if (finishing) return;
  finishing = true;
  if (text) (status === 0 ? process.stdout : process.stderr).write(text + "\n");
  browser.kill();
  await new Promise((done) => (browser.exitCode !== null ? done() : browser.once("exit", done)));
  await rm(profile, { recursive: true, force: true });
  process.exit(status);
}
const timeout = Number(process.env.BRICKWORK_CHROMIUM_TIMEOUT ?? 300);
const watchdog = setTimeout(() => finish(1, `chromium.mjs: no answer within ${timeout} s`), timeout * 1000);
browser.once("exit", (code) => finish(1, `chromium.mjs: chromium exited (${code})`));

let nextId = 0;
const pending = new Map();
const listeners = [];
let received = Buffer.alloc(0);
browser.stdio[4].on("data", (chunk) => {
  received = Buffer.concat([received, chunk]);
  let end;
  while ((end = received.indexOf(0)) >= 0) {
    const message = JSON.parse(received.subarray(0, end).toString("utf8"));
    received = received.subarray(end + 1);
    if (message.id !== undefined && pending.has(message.id)) {
      const { answer, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(JSON.stringify(message.error)));
      else answer(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  }
});
function send(method, params = {}, sessionId = undefined) {
  const id = ++nextId;
  browser.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
  return new Promise((answer, reject) => pending.set(id, { answer, reject }));
}

try {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  const loaded = new Promise((done) => listeners.push((message) => {
    if (message.sessionId === sessionId && message.method === "Page.loadEventFired") done();
  }));
  await send("Page.navigate", { url: /^https?:/.test(page) ? page : pathToFileURL(resolve(page)).href }, sessionId);
  await loaded;
  const { result, exceptionDetails } = await send("Runtime.evaluate", {
    expression: `new Promise((answer) => {
      const poll = () => {
        const text = document.getElementById("out")?.textContent ?? "";
        if (text) answer(text); else setTimeout(poll, 100);
      };
      poll();
    })`,
    awaitPromise: true, returnByValue: true,
  }, sessionId);
  clearTimeout(watchdog);
  if (exceptionDetails) await finish(1, JSON.stringify(exceptionDetails));
  await finish(0, result.value);
} catch (error) {
  await finish(1, String(error?.stack ?? error));
}
