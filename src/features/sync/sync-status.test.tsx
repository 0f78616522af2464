import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { stubFetch } from "../../../tests/setup/fetch-stub";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import { tables } from "../../offline/db";
import { SyncStatus } from "./sync-status";
import { outboxOperation, seedOutbox } from "./testing";

const LOAD = { timeout: 10_000 };

async function renderStatus() {
  await activateLocale("en");
  render(
    <ShellProviders>
      <MemoryRouter>
        <SyncStatus />
      </MemoryRouter>
    </ShellProviders>,
  );
  return screen.getByRole("status", { name: "Sync status" });
}

describe("the top bar's sync status", () => {
  beforeEach(() => stubFetch({}));
  afterEach(() => vi.restoreAllMocks());

  it("says in words that nothing waits, with no number, and opens the pending operations when tapped", async () => {
    await seedOutbox([]);
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent("All changes sent"), LOAD);
    expect(status.textContent).not.toMatch(/\d/);
    // One link, named by its words: the whole indicator is the way to /outbox.
    const link = screen.getByRole("link", { name: "All changes sent" });
    expect(link).toHaveAttribute("href", "/outbox");
    expect(link).toContainElement(status);
  }, 20_000);

  it("says 1 pending for one operation", async () => {
    await seedOutbox([outboxOperation()]);
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent(/^1 pending$/), LOAD);
  }, 20_000);

  it("counts pending and in-flight operations, not refused ones, and links to what needs attention", async () => {
    await seedOutbox([
      outboxOperation(),
      outboxOperation({ state: "in_flight", attempts: 1 }),
      outboxOperation({ kind: "add-checkpoint", body: { status: "IN_TRANSIT", message: "Left the hub" } }),
      outboxOperation({ state: "needs_attention", lastError: { status: 409, messages: ["Already dispatched"] } }),
      outboxOperation({ state: "needs_attention", lastError: { status: 422, messages: ["Bad contract"] } }),
    ]);
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent(/^3 pending$/), LOAD);
    // What needs attention is said beside the status, in the same link to /outbox.
    const link = await screen.findByRole("link", { name: "3 pending 2 need attention" }, LOAD);
    expect(link).toHaveAttribute("href", "/outbox");
    expect(within(status).queryByText(/attention/)).not.toBeInTheDocument();
  }, 20_000);

  it("follows the queue as it changes", async () => {
    await seedOutbox([outboxOperation()]);
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent(/^1 pending$/), LOAD);
    await tables.outbox().bulkAdd([outboxOperation(), outboxOperation()]);
    await waitFor(() => expect(status).toHaveTextContent(/^3 pending$/), LOAD);
    await tables.outbox().clear();
    await waitFor(() => expect(status.textContent).not.toMatch(/\d/), LOAD);
  }, 20_000);

  it("says the queue is paused while a 401 holds it", async () => {
    await seedOutbox([outboxOperation(), outboxOperation()], { pausedForLogin: true });
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent("2 pending Paused until you sign in"), LOAD);
  }, 20_000);

  it("shows Offline beside the status, without changing its text", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await seedOutbox([outboxOperation()]);
    const status = await renderStatus();
    await waitFor(() => expect(status).toHaveTextContent(/^1 pending$/), LOAD);
    expect(screen.getByText("Offline")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "1 pending Offline" })).toHaveAttribute("href", "/outbox");
  }, 20_000);
});
