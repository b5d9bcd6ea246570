// Opens a page in headless Chromium, in real time, and prints what its script leaves in
// `<pre id="out">` once it is not empty: the browser tests' runner for pages that wait for scroll
// events, resize observations and image loads (with `--dump-dom`, Chromium reports when the page
// has loaded, before such a page is done; under virtual time, frames do not keep pace).
//
//   node --experimental-websocket Web/test/chromium.mjs CHROMIUM FILE.html
//
// It talks to the browser over the DevTools protocol (node's WebSocket, no dependencies): a new
// page, navigated to FILE.html, then polled for the text. Exit status 1, with the reason on
// standard error, when the browser fails or the page gives nothing within five minutes.
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
const browser = spawn(chromium, [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
  "--window-size=1000,1000", `--user-data-dir=${profile}`, "--allow-file-access-from-files",
  "--remote-debugging-port=0", "about:blank",
], { stdio: ["ignore", "ignore", "pipe"] });

async function finish(status, text) {
  if (text) (status === 0 ? process.stdout : process.stderr).write(text + "\n");
  browser.kill();
  await new Promise((done) => (browser.exitCode !== null ? done() : browser.once("exit", done)));
  await rm(profile, { recursive: true, force: true });
  process.exit(status);
}
const watchdog = setTimeout(() => finish(1, "chromium.mjs: no answer within five minutes"), 300_000);

// The browser's endpoint, from the line it prints on standard error.
const endpoint = await new Promise((found, failed) => {
  let said = "";
  browser.stderr.on("data", (chunk) => {
    said += chunk;
    const match = said.match(/DevTools listening on (ws:\/\/\S+)/);
    if (match) found(match[1]);
  });
  browser.once("exit", () => failed(new Error(`chromium exited: ${said.slice(-2000)}`)));
}).catch((error) => finish(1, String(error)));

const socket = new WebSocket(endpoint);
await new Promise((open) => socket.addEventListener("open", open, { once: true }));
let nextId = 0;
const pending = new Map();
const listeners = [];
socket.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.id !== undefined && pending.has(message.id)) {
    const { resolve: answer, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) reject(new Error(JSON.stringify(message.error)));
    else answer(message.result);
  } else {
    for (const listener of listeners) listener(message);
  }
});
function send(method, params = {}, sessionId = undefined) {
  const id = ++nextId;
  socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
  return new Promise((answer, reject) => pending.set(id, { resolve: answer, reject }));
}

try {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  const loaded = new Promise((done) => listeners.push((message) => {
    if (message.sessionId === sessionId && message.method === "Page.loadEventFired") done();
  }));
  await send("Page.navigate", { url: pathToFileURL(resolve(page)).href }, sessionId);
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
