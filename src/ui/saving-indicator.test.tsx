import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { announceSaving, trackSaving } from "./saving-events";
import { SAVED_VISIBLE_MS, SavingIndicator } from "./saving-indicator";

function renderIndicator() {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <SavingIndicator />
    </I18nProvider>,
  );
  return screen.getByRole("status");
}

const announce = (saving: boolean) => act(() => announceSaving(saving));

describe("the saving indicator", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows saving, then saved for two seconds, then nothing", () => {
    const status = renderIndicator();
    expect(status).toBeEmptyDOMElement();
    announce(true);
    expect(status).toHaveTextContent("Saving…");
    announce(false);
    expect(status).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(SAVED_VISIBLE_MS - 1));
    expect(status).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it("shows nothing for an end without a start", () => {
    const status = renderIndicator();
    announce(false);
    expect(status).toBeEmptyDOMElement();
  });

  it("waits for every overlapping save before saying saved", () => {
    const status = renderIndicator();
    announce(true);
    announce(true);
    announce(false);
    expect(status).toHaveTextContent("Saving…");
    announce(false);
    expect(status).toHaveTextContent("Saved");
  });

  it("a new save while saved is shown goes back to saving and is not cut short", () => {
    const status = renderIndicator();
    announce(true);
    announce(false);
    act(() => vi.advanceTimersByTime(SAVED_VISIBLE_MS - 500));
    announce(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent("Saving…");
  });

  it("does not claim saved when the save failed", async () => {
    const status = renderIndicator();
    let failing: Promise<unknown> = Promise.resolve();
    act(() => {
      failing = trackSaving(() => Promise.reject(new Error("offline"))).catch((error: unknown) => error);
    });
    expect(status).toHaveTextContent("Saving…");
    await act(async () => {
      expect(await failing).toEqual(new Error("offline"));
    });
    expect(status).toBeEmptyDOMElement();
  });

  it("says saved after a tracked save succeeds", async () => {
    const status = renderIndicator();
    await act(async () => {
      await expect(trackSaving(() => Promise.resolve(7))).resolves.toBe(7);
    });
    expect(status).toHaveTextContent("Saved");
  });
});
