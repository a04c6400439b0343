// Firefox ESR over WebDriver BiDi, driven by puppeteer-core, for the Python tests
// (tests/browser/engines/gecko_driver.py). One command per line on stdin, as JSON
// {id, op, ...}; one answer per line on stdout: {id, value} or {id, error}.
// Started with: node gecko_bridge.mjs <firefox executable>
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const executablePath = process.argv[2];
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
let browser = null;
let page = null;
const errors = [];

const on = (testid) => `[data-testid="${testid}"]`;

async function element(testid, timeout) {
  const handle = await page.waitForSelector(on(testid), { visible: true, timeout });
  if (!handle) throw new Error(`no element ${testid}`);
  return handle;
}

// The view redraws a sheet after each answer of the engine, so a button found a moment ago
// may have been replaced: find it again (as a finger finds the new one). The check that
// fails here runs before any input is sent, so nothing is tapped twice.
async function onElement(testid, timeout, act) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await act(await element(testid, timeout));
    } catch (err) {
      if (attempt >= 5 || !/detached|not connected/i.test(String(err))) throw err;
    }
  }
}

const ops = {
  async launch() {
    // Firefox's own preferences, as a player has them: service workers on (127.0.0.1 is a
    // trusted origin), caches as shipped.
    browser = await puppeteer.launch({
      browser: "firefox", executablePath, headless: true, protocol: "webDriverBiDi",
    });
    page = await browser.newPage();
    await page.setViewport(PHONE);
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    page.on("console", (msg) => { if (msg.type() === "error") errors.push(`console: ${msg.text()}`); });
    return (await browser.version());
  },
  async goto({ url, timeout }) { await page.goto(url, { timeout, waitUntil: "load" }); },
  async reload({ timeout }) { await page.reload({ timeout, waitUntil: "load" }); },
  async evaluate({ expression }) { return await page.evaluate(expression); },
  async tap({ testid, timeout }) { await onElement(testid, timeout, (handle) => handle.tap()); },
  async type({ testid, text, timeout }) {
    await onElement(testid, timeout, (handle) => handle.evaluate((el) => { el.value = ""; }));
    await page.type(on(testid), text);
  },
  async select({ testid, value, timeout }) { await onElement(testid, timeout, (h) => h.select(value)); },
  async upload({ testid, path, timeout }) {
    const handle = await page.waitForSelector(on(testid), { timeout });
    await handle.uploadFile(path);
  },
  async errors() { return errors.splice(0); },
  async close() { if (browser) await browser.close(); browser = null; },
};

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const command = JSON.parse(line);
  let answer;
  try {
    const value = await ops[command.op](command);
    answer = { id: command.id, value: value === undefined ? null : value };
  } catch (err) {
    answer = { id: command.id, error: String(err && err.stack || err) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
  if (command.op === "close") break;
}
process.exit(0);
