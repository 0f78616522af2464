#!/usr/bin/env node
// Benchmark of the pickup and dropoff scanner (issue 5): Chromium's fake camera plays one video
// that shows the Code 128 labels of a few seeded orders one after another (made here, as the e2e
// test makes its one label), and the screen /orders/pickup-dropoff scans continuously. Printed:
//   - Scan pressed -> camera scanning, and -> first decode (includes downloading the scanner chunk);
//   - per code: decode -> recorded, the app's own performance measure
//     "pickup-scan:decode-to-recorded" (goal under 300 ms), and decode -> "Recorded" on screen;
//   - time between the decodes of consecutive labels (the video changes label every SEGMENT_S);
//   - the gzip size of the scanner chunk (the one holding html5-qrcode) and whether the screen
//     downloaded it before "Scan" was pressed.
// Two rounds, each in a fresh browser context (its own IndexedDB, so its own scan session):
// online (codes the device has not cached are first looked up on the server) and offline (queued
// at once). Prints figures; asserts nothing. Bounded: each round gives up after ROUND_LIMIT_MS.
//
// Needs the built app (`npm run build`). Environment: BENCH_SCAN_PORT (default 8297),
// E2E_DIST_DIR (the build to serve, default dist/), CHROMIUM_PATH (default /usr/bin/chromium).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";
import { signInPage, startE2eServer } from "./bench-outbox-drain.mjs";
import { barcodeFrame, decodeFrame } from "./make-barcode-video.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : join(root, "dist");
/** Labels per round; each round takes its own orders (a code already recorded would be refused). */
const CODES_PER_ROUND = 6;
/** The video shows each label this long (frames at VIDEO_FPS), then the next; Chromium loops the file. */
const VIDEO_FPS = 10;
const SEGMENT_S = 1;
const ROUND_LIMIT_MS = 60_000;
const ZXING_RUNS = 20;
const MEASURE = "pickup-scan:decode-to-recorded";
const SCANNING_HINT = "Point the camera at a label";
// The same geometry make-barcode-video.mjs draws (640 x 480 grey frames).
const WIDTH = 640;
const HEIGHT = 480;

/** A y4m video showing each code for SEGMENT_S seconds in turn (grey: U = V = 128). */
function multiCodeVideo(codes, file) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${VIDEO_FPS}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const parts = [header];
  for (const code of codes) {
    const grey = barcodeFrame(code);
    // The same check the e2e video makes: a label that does not decode would only time out.
    if (decodeFrame(grey) !== code) throw new Error(`The label of "${code}" does not decode`);
    const frame = Buffer.concat([Buffer.from("FRAME\n"), Buffer.from(grey), chroma, chroma]);
    for (let i = 0; i < VIDEO_FPS * SEGMENT_S; i += 1) parts.push(frame);
  }
  writeFileSync(file, Buffer.concat(parts));
}

/** The scanner chunk (html5-scanner.ts and html5-qrcode) of the build, and its gzip size. */
function scannerChunk() {
  const manifestFile = join(distDir, ".vite", "manifest.json");
  let file;
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    file = Object.values(manifest).find((entry) => /html5-scanner|html5-qrcode/.test(entry.src ?? entry.name ?? ""))?.file;
  }
  // Without a manifest: the asset that holds the library's own strings.
  file ??= readdirSync(join(distDir, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `assets/${name}`)
    .find((name) => /html5-qrcode|Html5Qrcode/.test(readFileSync(join(distDir, name), "utf8")));
  if (!file) return undefined;
  const bytes = readFileSync(join(distDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Watches the page from inside: when "Scan" is pressed, when the camera is scanning, and when
 * each code first shows as "Recorded" in the "Last scan" region. Times are performance.now(),
 * the clock of the app's measures.
 */
function installProbe(page) {
  return page.evaluate(
    ({ hint }) => {
      const probe = { scanPressed: undefined, scanning: undefined, recorded: [] };
      window.__scanProbe = probe;
      document.addEventListener(
        "click",
        (event) => {
          const button = event.target instanceof Element ? event.target.closest("button") : null;
          if (button?.textContent?.trim() === "Scan" && probe.scanPressed === undefined) probe.scanPressed = performance.now();
        },
        true,
      );
      const seen = new Set();
      const check = () => {
        const now = performance.now();
        if (probe.scanning === undefined && document.body.textContent?.includes(hint)) probe.scanning = now;
        const status = document.querySelector('[role="status"][aria-label="Last scan"]');
        const code = status?.querySelector("p")?.textContent?.trim();
        if (code && !seen.has(code) && status.textContent.includes("Recorded")) {
          seen.add(code);
          probe.recorded.push({ code, at: now });
        }
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { hint: SCANNING_HINT },
  );
}

const readProbe = (page) =>
  page.evaluate((name) => ({
    ...window.__scanProbe,
    measures: performance.getEntriesByName(name).map((entry) => ({ start: entry.startTime, duration: entry.duration })),
  }), MEASURE);

async function round(browser, base, parcels, { offline }) {
  const context = await browser.newContext({ locale: "en-US", permissions: ["camera"], viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await signInPage(page, base);
    if (offline) {
      // Offline the scanner chunk comes from the service worker's precache.
      await page.waitForFunction(() => navigator.serviceWorker?.controller ?? false, undefined, { timeout: 30_000 });
    }
    await page.goto(`${base}/orders/pickup-dropoff`);
    await page.getByRole("heading", { level: 1, name: "Pickups and dropoffs" }).waitFor();
    await page.getByRole("radio", { name: "Pickup", exact: true }).check();
    await installProbe(page);
    if (offline) await context.setOffline(true);
    const scriptsBeforeScan = [...scripts];
    await page.getByRole("button", { name: "Scan", exact: true }).click();

    const started = Date.now();
    let probe = await readProbe(page);
    while (probe.measures.length < parcels.length && Date.now() - started < ROUND_LIMIT_MS) {
      await new Promise((r) => setTimeout(r, 250));
      probe = await readProbe(page);
    }
    await page.getByRole("button", { name: "Stop scanning" }).click().catch(() => undefined);
    return { probe, scriptsBeforeScan, scriptsAfterScan: scripts.slice(scriptsBeforeScan.length) };
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === undefined || Number.isNaN(value) ? "-" : `${value.toFixed(0)} ms`);
const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function report(title, parcels, { probe, scriptsBeforeScan, scriptsAfterScan }, chunk) {
  const { measures, recorded, scanPressed, scanning } = probe;
  console.log(`\n${title}: ${measures.length} of ${parcels.length} labels recorded`);
  console.log(`  Scan pressed -> camera scanning   ${ms(scanning - scanPressed)}`);
  console.log(`  Scan pressed -> first decode      ${ms(measures[0] ? measures[0].start - scanPressed : undefined)}`);
  if (chunk) {
    const base = chunk.file.split("/").pop();
    console.log(`  scanner chunk downloaded before Scan: ${scriptsBeforeScan.some((p) => p.endsWith(base)) ? "YES" : "no"}; after: ${scriptsAfterScan.some((p) => p.endsWith(base)) ? "yes" : "no (cached or precached)"}`);
  }
  console.log(`  ${"#".padEnd(3)}${"code".padEnd(24)}${"decode->recorded".padStart(18)}${"decode->on screen".padStart(19)}${"since prev decode".padStart(19)}`);
  const toScreen = [];
  const gaps = [];
  measures.forEach((measure, index) => {
    const shown = recorded[index];
    const onScreen = shown ? shown.at - measure.start : undefined;
    const gap = index > 0 ? measure.start - measures[index - 1].start : undefined;
    toScreen.push(onScreen);
    if (gap !== undefined) gaps.push(gap);
    console.log(`  ${String(index + 1).padEnd(3)}${(shown?.code ?? "?").padEnd(24)}${ms(measure.duration).padStart(18)}${ms(onScreen).padStart(19)}${ms(gap).padStart(19)}`);
  });
  console.log(
    `  median: decode->recorded ${ms(median(measures.map((m) => m.duration)))} (goal < 300 ms), decode->on screen ${ms(median(toScreen))}, ` +
      `between decodes ${ms(median(gaps))} (the video changes label every ${SEGMENT_S * 1000} ms)`,
  );
}

async function main() {
  if (!existsSync(join(distDir, "index.html"))) throw new Error(`No build in ${distDir}: run "npm run build" first.`);
  const { DEMO_PICKUPS } = await tsImport("../server/seed/pickups.ts", import.meta.url);
  const online = DEMO_PICKUPS.scannable.slice(0, CODES_PER_ROUND);
  const offline = DEMO_PICKUPS.scannable.slice(CODES_PER_ROUND, 2 * CODES_PER_ROUND);
  if (offline.length < CODES_PER_ROUND) throw new Error(`The seed has only ${DEMO_PICKUPS.scannable.length} scannable orders`);

  // The ZXing reader html5-qrcode ships, on one frame of each label, here in Node: the cost of a
  // decode without the camera, the canvas and the browser around it.
  const zxingMs = online.map(({ reference }) => {
    const grey = barcodeFrame(reference);
    decodeFrame(grey);
    const start = performance.now();
    for (let i = 0; i < ZXING_RUNS; i += 1) decodeFrame(grey);
    return (performance.now() - start) / ZXING_RUNS;
  });
  console.log(`ZXing decode of one 640x480 label frame in Node: median ${median(zxingMs).toFixed(1)} ms (${ZXING_RUNS} runs on each of ${zxingMs.length} labels)`);

  const chunk = scannerChunk();
  console.log(
    chunk
      ? `Scanner chunk ${chunk.file}: ${(chunk.raw / 1024).toFixed(1)} kB, gzip ${(chunk.gzip / 1024).toFixed(1)} kB`
      : `No chunk with html5-qrcode found in ${distDir}`,
  );

  const workDir = mkdtempSync(join(tmpdir(), "portal-bench-scan-"));
  const videos = { online: join(workDir, "online.y4m"), offline: join(workDir, "offline.y4m") };
  multiCodeVideo(online.map((p) => p.reference), videos.online);
  multiCodeVideo(offline.map((p) => p.reference), videos.offline);

  const port = Number(process.env.BENCH_SCAN_PORT ?? 8297);
  const server = await startE2eServer(port);
  // Ctrl-C or a kill must not leave the server behind (the finally below does not run on a signal).
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      rmSync(workDir, { recursive: true, force: true });
      void server.stop().finally(() => process.exit(130));
    });
  }
  try {
    for (const [name, parcels, isOffline] of [
      ["online", online, false],
      ["offline", offline, true],
    ]) {
      // The fake camera's file is fixed at launch: one browser per video.
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: ["--disable-gpu", "--disable-quic", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${videos[name]}`],
      });
      try {
        const result = await round(browser, server.base, parcels, { offline: isOffline });
        report(
          isOffline ? "Offline round (queued at once)" : "Online round (codes not cached on the device: looked up on the server first)",
          parcels,
          result,
          chunk,
        );
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
