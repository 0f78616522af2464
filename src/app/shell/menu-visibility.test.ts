import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { loadMenuVisible, parseMenuVisible, saveMenuVisible, useMenuVisible } from "./menu-visibility";

describe("side menu visibility", () => {
  it("is visible by default", () => {
    expect(loadMenuVisible()).toBe(true);
  });

  it("reads what it wrote", () => {
    saveMenuVisible(false);
    expect(localStorage.getItem("menu-visible")).toBe("false");
    expect(loadMenuVisible()).toBe(false);
    saveMenuVisible(true);
    expect(loadMenuVisible()).toBe(true);
  });

  it.each(["", "0", "no", "False", "TRUE", "null", "{}"])("treats a stored %j as the default", (stored) => {
    expect(parseMenuVisible(stored)).toBe(true);
    localStorage.setItem("menu-visible", stored);
    expect(loadMenuVisible()).toBe(true);
  });

  it("gives components the state and a setter that persists", () => {
    const { result } = renderHook(() => useMenuVisible());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem("menu-visible")).toBe("false");
  });

  it("follows another tab", () => {
    const { result } = renderHook(() => useMenuVisible());
    localStorage.setItem("menu-visible", "false");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "menu-visible", newValue: "false" }));
    });
    expect(result.current[0]).toBe(false);
  });
});
