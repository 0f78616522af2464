import { describe, expect, it } from "vitest";
import { WEDGE_MAX_CODE_LENGTH, WEDGE_MAX_KEY_GAP_MS, WEDGE_MIN_CODE_LENGTH, type WedgeKey, createWedgeDetector } from "./wedge";

/** A scanner's gap between keys; a person's is several times WEDGE_MAX_KEY_GAP_MS. */
const SCANNER_GAP_MS = 8;
const PERSON_GAP_MS = 180;

/** Presses the keys of `text` then Enter, `gap` ms apart from `start`; gives what the detector said at each press. */
function type(detector: ReturnType<typeof createWedgeDetector>, text: string, gap: number, start = 1_000, extra: Partial<WedgeKey> = {}) {
  const keys = [...text, "Enter"];
  return keys.map((key, index) => detector.press({ key, time: start + index * gap, ...extra }));
}

describe("createWedgeDetector", () => {
  it("gives the code of a fast burst ended by Enter, on the Enter only", () => {
    const said = type(createWedgeDetector(), "NB718694576BR", SCANNER_GAP_MS);
    expect(said.slice(0, -1).every((value) => value === undefined)).toBe(true);
    expect(said.at(-1)).toBe("NB718694576BR");
  });

  it("ignores a person typing the same keys", () => {
    expect(type(createWedgeDetector(), "NB718694576BR", PERSON_GAP_MS).at(-1)).toBeUndefined();
  });

  it("accepts gaps up to the limit and refuses a burst whose Enter comes late", () => {
    expect(type(createWedgeDetector(), "LG-10042", WEDGE_MAX_KEY_GAP_MS).at(-1)).toBe("LG-10042");
    const detector = createWedgeDetector();
    const said = [..."LG-10042"].map((key, index) => detector.press({ key, time: index * SCANNER_GAP_MS }));
    said.push(detector.press({ key: "Enter", time: 7 * SCANNER_GAP_MS + WEDGE_MAX_KEY_GAP_MS + 1 }));
    expect(said.at(-1)).toBeUndefined();
  });

  it("starts a new burst after a slow key, so typed keys before a scan are not part of its code", () => {
    const detector = createWedgeDetector();
    detector.press({ key: "x", time: 0 });
    detector.press({ key: "y", time: PERSON_GAP_MS });
    expect(type(detector, "LG-10042", SCANNER_GAP_MS, 2 * PERSON_GAP_MS).at(-1)).toBe("LG-10042");
  });

  it("keeps upper-case characters: Shift between them changes nothing", () => {
    const detector = createWedgeDetector();
    let time = 0;
    for (const key of "AB12") {
      detector.press({ key: "Shift", time: (time += 2) });
      detector.press({ key, time: (time += 2) });
    }
    expect(detector.press({ key: "Enter", time: time + 2 })).toBe("AB12");
  });

  it("refuses codes shorter than the minimum (a stray Enter after a key or two)", () => {
    const short = "x".repeat(WEDGE_MIN_CODE_LENGTH - 1);
    expect(type(createWedgeDetector(), short, SCANNER_GAP_MS).at(-1)).toBeUndefined();
    expect(type(createWedgeDetector(), `${short}y`, SCANNER_GAP_MS).at(-1)).toBe(`${short}y`);
    // An Enter alone is a person pressing a focused button.
    expect(createWedgeDetector().press({ key: "Enter", time: 5 })).toBeUndefined();
  });

  it("drops a burst broken by another key, a held key, a shortcut or an over-long run", () => {
    const broken = createWedgeDetector();
    for (const [index, key] of [..."LG-10042", "Backspace"].entries()) broken.press({ key, time: index * SCANNER_GAP_MS });
    expect(broken.press({ key: "Enter", time: 9 * SCANNER_GAP_MS })).toBeUndefined();

    expect(type(createWedgeDetector(), "aaaaaa", SCANNER_GAP_MS, 0, { repeat: true }).at(-1)).toBeUndefined();
    expect(type(createWedgeDetector(), "cccc", SCANNER_GAP_MS, 0, { modified: true }).at(-1)).toBeUndefined();
    expect(type(createWedgeDetector(), "7".repeat(WEDGE_MAX_CODE_LENGTH + 1), 1).at(-1)).toBeUndefined();
  });

  it("forgets a burst on reset (focus went into a text field)", () => {
    const detector = createWedgeDetector();
    for (const [index, key] of [..."LG-10042"].entries()) detector.press({ key, time: index });
    detector.reset();
    expect(detector.press({ key: "Enter", time: 9 })).toBeUndefined();
  });

  it("trims the spaces some scanners add around a code", () => {
    expect(type(createWedgeDetector(), " LG-10042 ", SCANNER_GAP_MS).at(-1)).toBe("LG-10042");
  });
});
