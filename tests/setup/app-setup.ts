import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { assertNoUnexpectedRequests } from "./fetch-stub";

// jsdom has no ResizeObserver; Headless UI watches anchored menus and listboxes with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  assertNoUnexpectedRequests();
  localStorage.clear();
});
