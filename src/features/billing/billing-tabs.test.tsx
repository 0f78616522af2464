import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { billingStubs } from "../../../tests/setup/billing-stubs";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };

describe("/billing's tabs", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("opens on the tab the address names and moves between tabs by keyboard, keeping the tab in the address", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }), ...billingStubs() });
    const { router } = await renderApp("/billing?tab=credits");
    const tabs = await screen.findByRole("tablist", { name: "Billing" }, LOAD);
    const credits = screen.getByRole("tab", { name: "Credits" });
    expect(credits).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Credits" })).toBeVisible();
    // One tab in the Tab order: the selected one.
    expect(credits).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Balance" })).toHaveAttribute("tabindex", "-1");
    expect(tabs).toBeVisible();

    const user = userEvent.setup();
    credits.focus();
    await user.keyboard("{ArrowRight}");
    const invoices = screen.getByRole("tab", { name: "Invoices" });
    expect(invoices).toHaveFocus();
    await waitFor(() => expect(invoices).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByRole("tabpanel", { name: "Invoices" })).toBeVisible();
    expect(router.state.location.search).toBe("?tab=invoices");

    // Right from the last wraps to the first; Left from the first to the last; End and Home.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Balance" })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Invoices" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Balance" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Invoices" })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tab", { name: "Invoices" })).toHaveAttribute("aria-selected", "true"));

    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Invoices" })).toHaveFocus();
  });

  it("falls back to the balance for an unknown tab", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }), ...billingStubs() });
    await renderApp("/billing?tab=nonsense");
    expect(await screen.findByRole("tab", { name: "Balance" }, LOAD)).toHaveAttribute("aria-selected", "true");
  });
});
