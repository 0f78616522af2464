import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { useWedgeScan } from "./use-wedge-scan";

/** jsdom stamps each event with Date.now(): the fake clock is the injected one. */
const SCANNER_GAP_MS = 5;
const PERSON_GAP_MS = 200;

function Page({ onScan, onButton }: { onScan: (code: string) => void; onButton: () => void }) {
  useWedgeScan(onScan);
  return (
    <form>
      <button type="button" onClick={onButton}>
        Edit
      </button>
      <input type="checkbox" aria-label="Select order" />
      <input aria-label="Note" />
      <select aria-label="Kind">
        <option>a</option>
      </select>
    </form>
  );
}

/** Key by key on `target`, as a keyboard would send them, the clock moving `gap` ms before each. */
function typeKeys(target: Element, keys: string[], gap: number): KeyboardEvent[] {
  return keys.map((key) => {
    vi.advanceTimersByTime(gap);
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  });
}

const scanOf = (code: string) => [...code, "Enter"];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-01T08:00:00Z"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useWedgeScan", () => {
  it("catches a scan made while the page or a button has focus, and swallows its Enter", () => {
    const onScan = vi.fn();
    const onButton = vi.fn();
    const { getByRole } = render(<Page onScan={onScan} onButton={onButton} />);

    typeKeys(document.body, scanOf("NB718694576BR"), SCANNER_GAP_MS);
    expect(onScan).toHaveBeenLastCalledWith("NB718694576BR");

    const button = getByRole("button", { name: "Edit" });
    button.focus();
    const events = typeKeys(button, scanOf("LG-10042"), SCANNER_GAP_MS);
    expect(onScan).toHaveBeenLastCalledWith("LG-10042");
    // The Enter ended a scan: the focused button must not act on it.
    expect(events.at(-1)!.defaultPrevented).toBe(true);
    expect(events.slice(0, -1).some((event) => event.defaultPrevented)).toBe(false);

    typeKeys(getByRole("checkbox", { name: "Select order" }), scanOf("LG-10043"), SCANNER_GAP_MS);
    expect(onScan).toHaveBeenLastCalledWith("LG-10043");
    expect(onScan).toHaveBeenCalledTimes(3);
  });

  it("leaves text fields and selects alone, and a person's typing anywhere", () => {
    const onScan = vi.fn();
    const { getByRole } = render(<Page onScan={onScan} onButton={() => undefined} />);
    const note = getByRole("textbox", { name: "Note" });
    const typed = typeKeys(note, scanOf("LG-10042"), SCANNER_GAP_MS);
    typeKeys(getByRole("combobox", { name: "Kind" }), scanOf("LG-10042"), SCANNER_GAP_MS);
    typeKeys(document.body, scanOf("LG-10042"), PERSON_GAP_MS);
    expect(onScan).not.toHaveBeenCalled();
    expect(typed.some((event) => event.defaultPrevented)).toBe(false);
  });

  it("a burst that moves into a text field is not a scan", () => {
    const onScan = vi.fn();
    const { getByRole } = render(<Page onScan={onScan} onButton={() => undefined} />);
    typeKeys(document.body, [..."LG-1"], SCANNER_GAP_MS);
    typeKeys(getByRole("textbox", { name: "Note" }), ["0"], SCANNER_GAP_MS);
    typeKeys(document.body, ["0", "4", "Enter"], SCANNER_GAP_MS);
    expect(onScan).not.toHaveBeenCalled();
  });

  it("stops listening when the page leaves", () => {
    const onScan = vi.fn();
    const { unmount } = render(<Page onScan={onScan} onButton={() => undefined} />);
    unmount();
    typeKeys(document.body, scanOf("LG-10042"), SCANNER_GAP_MS);
    expect(onScan).not.toHaveBeenCalled();
  });
});
