import type { CDPSession, Page } from "@playwright/test";

/** A wedge scanner's pace: a few milliseconds between keys (src/ui/scanner/wedge.ts allows up to 100). */
const SCANNER_GAP_MS = 5;

const sessions = new WeakMap<Page, CDPSession>();

async function session(page: Page): Promise<CDPSession> {
  const known = sessions.get(page);
  if (known) return known;
  const created = await page.context().newCDPSession(page);
  sessions.set(page, created);
  return created;
}

/**
 * A keyboard-wedge scan, as the scanner's hardware times it: the code's keys SCANNER_GAP_MS apart,
 * then Enter, into whatever has focus. Each key carries its own time stamp (Chromium's
 * Input.dispatchKeyEvent `timestamp`, which becomes the event's timeStamp), so a busy test machine
 * that delivers the keys late does not make the scanner look like a person typing.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  const cdp = await session(page);
  const start = Date.now();
  const at = (index: number) => (start + index * SCANNER_GAP_MS) / 1000;
  const keys = [...code].map((char) => ({ key: char, text: char }));
  for (const [index, { key, text }] of keys.entries()) {
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text, unmodifiedText: text, timestamp: at(index) });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key, timestamp: at(index) });
  }
  const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
  await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...enter, text: "\r", unmodifiedText: "\r", timestamp: at(keys.length) });
  await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...enter, timestamp: at(keys.length) });
}
