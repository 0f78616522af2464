import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { ShellProviders, activateLocale } from "../../tests/setup/test-providers";
import { ApiError } from "../api/errors";
import { ApiErrorAlert, ERROR_TOAST_MS, showErrorToast } from "./api-error";
import { TOAST_DURATION_MS, ToastRegion } from "./toast";

const refused = new ApiError("http", 409, ["Not now"]);
const unreached = new ApiError("network", undefined, ["Failed to fetch"]);

beforeEach(() => activateLocale("en"));
afterEach(() => vi.useRealTimers());

describe("showErrorToast", () => {
  it("says what failed, then the server's reason, and stays long enough to read", () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => showErrorToast(refused, i18n, { lead: "Could not save, try again later" }));
    expect(screen.getByText("Could not save, try again later Not now")).toBeVisible();
    // Longer than an ordinary toast: still there when a success toast would be gone.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1));
    expect(screen.getByText("Could not save, try again later Not now")).toBeVisible();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_MS));
    expect(screen.queryByText("Could not save, try again later Not now")).toBeNull();
  });

  it("words a missing network itself, and takes the screen's own reasons when given", () => {
    render(<ToastRegion />);
    act(() => showErrorToast(unreached, i18n));
    expect(screen.getByText("Check your internet connection and try again.")).toBeVisible();
    act(() => showErrorToast(refused, i18n, { lead: "The tracking page could not be saved.", reasons: ["Check the fields marked in red."] }));
    expect(screen.getByText("The tracking page could not be saved. Check the fields marked in red.")).toBeVisible();
  });
});

describe("ApiErrorAlert", () => {
  it("is an alert with the failure in the user's words", () => {
    render(
      <ShellProviders>
        <ApiErrorAlert error={unreached} />
      </ShellProviders>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Check your internet connection and try again.");
  });
});
