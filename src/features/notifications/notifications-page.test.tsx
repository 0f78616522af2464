import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { Notification } from "../../api/schemas/notifications";
import { storeSessionUser } from "../../api/session";
import { NotificationsPage } from "./notifications-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const note = (id: number, type: Notification["type"], title: string, isNew: boolean): Notification => ({
  id,
  type,
  title_key: "order_dispatched",
  title,
  body: `Body of ${title}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - id * 60_000).toISOString(),
  is_new: isNew,
});

/**
 * A stand-in for the notification calls: it keeps the read state, filters by type and is_new,
 * answers one by id (404 for an unknown one), and applies massive updates, unless `refuse` makes
 * them answer 403 or `hold` keeps them waiting until the test lets them go.
 */
function fakeServer() {
  const state = {
    notes: [note(1, "user_notifications", "Import finished", true), note(2, "seller_notifications", "Orders dispatched", true), note(3, "seller_notifications", "Invoice available", false)],
    refuse: false,
    hold: null as Promise<void> | null,
  };
  const lists: URL[] = [];
  const updates: { type: string; ids: number[]; is_new: boolean }[] = [];
  const update = (type: Notification["type"]) => async (request: Request) => {
    const body = (await request.json()) as { ids: number[]; is_new: boolean };
    if (state.hold) await state.hold;
    if (state.refuse) return json({ messages: ["You may not change these notifications."] }, 403);
    updates.push({ type, ...body });
    state.notes = state.notes.map((n) => (n.type === type && body.ids.includes(n.id) ? { ...n, is_new: body.is_new } : n));
    return json({ data: { updated: body.ids.length } });
  };
  stubFetch({
    "GET /v1/my_notifications": (request) => {
      const url = new URL(request.url);
      lists.push(url);
      const type = url.searchParams.get("type");
      const onlyNew = url.searchParams.get("is_new") === "true";
      const elements = state.notes.filter((n) => (!type || n.type === type) && (!onlyNew || n.is_new));
      return json({ data: { elements, count: elements.length, ids: elements.map((n) => n.id) } });
    },
    "PUT /v1/seller_notifications/massive_update": update("seller_notifications"),
    "PUT /v1/user_notifications/massive_update": update("user_notifications"),
    ...Object.fromEntries(
      [1, 2, 3, 99].map((id) => [
        `GET /v1/my_notifications/${id}`,
        () => {
          const found = state.notes.find((n) => n.id === id);
          return found ? json({ data: found }) : json({ messages: ["The requested item was not found."] }, 404);
        },
      ]),
    ),
  });
  return { state, lists, updates };
}

async function renderPage(address = "/notifications/notifications_list") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/notifications/notifications_list" element={<NotificationsPage />} />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
  return screen.findByRole("list", { name: "Notifications" }, SLOW);
}

const itemOf = async (title: string) => (await screen.findByRole("link", { name: title }, SLOW)).closest("li")!;
const toolbar = () => screen.getByRole("toolbar", { name: "Selected notifications" });
const titles = () => within(screen.getByRole("list", { name: "Notifications" })).queryAllByRole("link").map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("my notifications", () => {
  it("lists all, only the seller's or only the user's own, asking the server for that type", TEST, async () => {
    const server = fakeServer();
    await renderPage();
    await waitFor(() => expect(titles()).toEqual(["Import finished", "Orders dispatched", "Invoice available"]));
    expect(screen.getByRole("radio", { name: "All notifications" })).toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Seller notifications" }));
    await waitFor(() => expect(titles()).toEqual(["Orders dispatched", "Invoice available"]));
    expect(server.lists.at(-1)?.searchParams.get("type")).toBe("seller_notifications");

    await userEvent.click(screen.getByRole("radio", { name: "My own notifications" }));
    await waitFor(() => expect(titles()).toEqual(["Import finished"]));
    expect(server.lists.at(-1)?.searchParams.get("type")).toBe("user_notifications");
  });

  it("opens the notification ?notificationId= names, focused, and marks it read", TEST, async () => {
    const server = fakeServer();
    await renderPage("/notifications/notifications_list?notificationId=2");
    const opened = await screen.findByRole("article", { name: "Orders dispatched" }, SLOW);
    expect(within(opened).getByText("Body of Orders dispatched")).toBeVisible();
    await waitFor(() => expect(within(opened).getByRole("heading", { name: "Orders dispatched" })).toHaveFocus());
    await waitFor(() => expect(server.updates).toEqual([{ type: "seller_notifications", ids: [2], is_new: false }]));
    await waitFor(() => expect(within(opened).getByText("Read")).toBeVisible());
    expect((await itemOf("Orders dispatched")).getAttribute("aria-current")).toBe("true");

    await userEvent.click(within(opened).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    // Opening it is reading it once: nothing is marked again.
    expect(server.updates).toHaveLength(1);
  });

  it("says so when the notification to open is not one the user sees", TEST, async () => {
    fakeServer();
    await renderPage("/notifications/notifications_list?notificationId=99");
    expect(await screen.findByText("This notification was not found. It may belong to another user or have been removed.", {}, SLOW)).toBeVisible();
  });

  it("marks the selected ones read with one call per type, shown as pending until the server confirms", TEST, async () => {
    const server = fakeServer();
    let release = () => {};
    server.state.hold = new Promise<void>((resolve) => (release = resolve));
    await renderPage();
    const imported = await itemOf("Import finished");
    const dispatched = await itemOf("Orders dispatched");
    await userEvent.click(within(imported).getByRole("checkbox", { name: "Select: Import finished" }));
    await userEvent.click(within(dispatched).getByRole("checkbox", { name: "Select: Orders dispatched" }));
    expect(within(toolbar()).getByText("2 selected")).toBeVisible();
    await userEvent.click(within(toolbar()).getByRole("button", { name: "Mark as read" }));

    // Shown read at once, but said to be waiting for the server.
    expect(within(imported).queryByText("New")).not.toBeInTheDocument();
    expect(within(imported).getByText("Saving…")).toBeVisible();
    expect(within(dispatched).getByText("Saving…")).toBeVisible();
    expect(within(imported).getByRole("button", { name: "Mark as new: Import finished" })).toBeDisabled();

    release();
    await waitFor(() => expect(within(imported).queryByText("Saving…")).not.toBeInTheDocument());
    expect(within(imported).queryByText("New")).not.toBeInTheDocument();
    expect(server.updates).toEqual([
      { type: "seller_notifications", ids: [2], is_new: false },
      { type: "user_notifications", ids: [1], is_new: false },
    ]);
    expect(within(toolbar()).getByText("0 selected")).toBeVisible();
  });

  it("selects the whole page and marks it new again", TEST, async () => {
    const server = fakeServer();
    await renderPage();
    await itemOf("Invoice available");
    await userEvent.click(within(toolbar()).getByRole("checkbox", { name: "Select all on this page" }));
    expect(within(toolbar()).getByText("3 selected")).toBeVisible();
    await userEvent.click(within(toolbar()).getByRole("button", { name: "Mark as new" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Notifications" })).getAllByText("New")).toHaveLength(3));
    expect(server.updates).toEqual([
      { type: "seller_notifications", ids: [2, 3], is_new: true },
      { type: "user_notifications", ids: [1], is_new: true },
    ]);
  });

  it("rolls a refused change back and says why", TEST, async () => {
    const server = fakeServer();
    server.state.refuse = true;
    await renderPage();
    const imported = await itemOf("Import finished");
    await userEvent.click(within(imported).getByRole("button", { name: "Mark as read: Import finished" }));
    const alert = await screen.findByRole("alert", {}, SLOW);
    expect(alert).toHaveTextContent("1 notification could not be changed; it shows as it was. You may not change these notifications.");
    expect(within(imported).getByText("New")).toBeVisible();
    expect(within(imported).queryByText("Saving…")).not.toBeInTheDocument();
    expect(within(imported).getByRole("button", { name: "Mark as read: Import finished" })).toBeEnabled();
  });
});
