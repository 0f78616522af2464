import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { assertNoUnexpectedRequests } from "./fetch-stub";

afterEach(() => {
  cleanup();
  assertNoUnexpectedRequests();
  localStorage.clear();
});
