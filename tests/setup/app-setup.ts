import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetConnectivity } from "../../src/api/connectivity";
import { assertNoUnexpectedRequests } from "./fetch-stub";
import { assertNoMissingTexts } from "./missing-texts";

// jsdom has no ResizeObserver; Headless UI watches anchored menus and listboxes with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no matchMedia: tests run as on a narrow screen (phone layout), where nothing matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  assertNoUnexpectedRequests();
  assertNoMissingTexts();
  localStorage.clear();
  // What one test's failed requests taught the connection store must not make the next offline.
  resetConnectivity();
});
