import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { DEFAULT_TEXT_SIZE, TEXT_SIZES, applyTextSize, loadTextSize, parseTextSize, saveTextSize, setTextSize, useTextSize } from "./text-size";

describe("text size", () => {
  afterEach(() => {
    document.documentElement.style.fontSize = "";
  });

  it("offers the spec's sizes with 100 as the default", () => {
    expect(TEXT_SIZES).toEqual([80, 90, 100, 120, 150, 200]);
    expect(DEFAULT_TEXT_SIZE).toBe(100);
  });

  it.each(TEXT_SIZES.map((size) => [String(size), size]))("reads a stored %s", (stored, size) => {
    expect(parseTextSize(stored)).toBe(size);
  });

  it.each([null, "", "abc", "110", "-5", "1e2", "100.0", " 120", "120 ", "0x64", "Infinity", "NaN", "120%"])("ignores %j and uses 100", (stored) => {
    expect(parseTextSize(stored)).toBe(100);
  });

  it("keeps the choice in localStorage", () => {
    expect(loadTextSize()).toBe(100);
    saveTextSize(150);
    expect(localStorage.getItem("text-size")).toBe("150");
    expect(loadTextSize()).toBe(150);
  });

  it("ignores a stored value it did not write", () => {
    localStorage.setItem("text-size", "175");
    expect(loadTextSize()).toBe(100);
  });

  it("applies a size as the root font size", () => {
    applyTextSize(200);
    expect(document.documentElement.style.fontSize).toBe("200%");
    applyTextSize(42);
    expect(document.documentElement.style.fontSize).toBe("100%");
  });

  it("gives components the current size and follows changes", () => {
    const { result } = renderHook(() => useTextSize());
    expect(result.current[0]).toBe(100);
    act(() => result.current[1](120));
    expect(result.current[0]).toBe(120);
    expect(document.documentElement.style.fontSize).toBe("120%");
    act(() => setTextSize(80));
    expect(result.current[0]).toBe(80);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useTextSize());
    localStorage.setItem("text-size", "90");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "text-size", newValue: "90" }));
    });
    expect(result.current[0]).toBe(90);
    expect(document.documentElement.style.fontSize).toBe("90%");
  });
});
