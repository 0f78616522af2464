import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../../api/session";
import type { Notification } from "../../../api/schemas/notifications";
// The bell is rendered alone inside the shell's real providers, as the top bar holds it.
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { TOAST_DURATION_MS } from "../../../ui/toast";
import { NotificationBell } from "./index";
import { POLL_INTERVAL_MS } from "./use-new-notifications-poll";

const MINUTE_MS = 60_000;

const note = (id: number, type: Notification["type"], title: string, minutesAgo: number, body = `Body of ${title}`): Notification => ({
  id,
  type,
  title_key: "order_dispatched",
  title,
  body,
  created_at: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
  is_new: true,
});

/**
 * A small stand-in for the /v1 notification calls: it holds the user's new notifications, answers
 * GET /v1/my_notifications with the first `limit` of them and their count, and forgets the ones a
 * massive update marks read. `failNext` makes the next GETs answer 500.
 */
function fakeServer(initial: Notification[]) {
  const state = { newOnes: [...initial], failNext: 0 };
  const gets: URL[] = [];
  const markRead = (type: Notification["type"]) => async (request: Request) => {
    const body = (await request.json()) as { ids: number[]; is_new: boolean };
    state.newOnes = state.newOnes.filter((n) => n.type !== type || !body.ids.includes(n.id));
    return json({ data: { updated: body.ids.length } });
  };
  const stub = stubFetch({
    "GET /v1/my_notifications": (request) => {
      const url = new URL(request.url);
      gets.push(url);
      if (state.failNext > 0) {
        state.failNext -= 1;
        return json({ messages: ["Something broke"] }, 500);
      }
      const limit = Number(url.searchParams.get("limit"));
      const elements = state.newOnes.slice(0, limit);
      return json({ data: { elements, count: state.newOnes.length, ids: elements.map((n) => n.id) } });
    },
    "PUT /v1/seller_notifications/massive_update": markRead("seller_notifications"),
    "PUT /v1/user_notifications/massive_update": markRead("user_notifications"),
  });
  return { state, gets, ...stub };
}

const seeded = () => [
  note(11, "user_notifications", "Import finished", 5),
  note(7, "seller_notifications", "Orders dispatched", 15),
  note(8, "seller_notifications", "Tracking exception", 120),
];

/** The bell alone, inside the app's real providers (query client, Lingui, toast region) and a router. */
async function renderBell({ signedIn = true } = {}) {
  queryClient.clear();
  await activateLocale("en");
  if (signedIn) storeSessionUser(demoSessionUser());
  return render(
    <ShellProviders>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </ShellProviders>,
  );
}

const bell = () => screen.getByRole("button", { name: /^Notifications/ });
const toastRegion = () => screen.getByRole("status");
const tick = () => act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

afterEach(() => vi.unstubAllGlobals());

describe("the notification bell", () => {
  it("names itself with the count of new notifications and shows it as a badge", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 3 new"));
    expect(within(bell()).getByText("3")).toBeVisible();
    // The poll asks for the spec's is_new=true, offset=0, limit=10.
    expect(server.gets[0]?.searchParams.get("is_new")).toBe("true");
    expect(server.gets[0]?.searchParams.get("offset")).toBe("0");
    expect(server.gets[0]?.searchParams.get("limit")).toBe("10");
  });

  it("is just \"Notifications\" without new ones, and says so when opened", async () => {
    fakeServer([]);
    await renderBell();
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No new notifications.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeVisible();
  });

  it("loads up to 50 new notifications on opening and lists title, body and relative time", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 3 new"));
    expect(screen.queryByRole("region", { name: "New notifications" })).not.toBeInTheDocument();

    await userEvent.click(bell());
    const panel = await screen.findByRole("region", { name: "New notifications" });
    const list = await within(panel).findByRole("list", { name: "New notifications" });
    const opening = server.gets.find((url) => url.searchParams.get("limit") === "50");
    expect(opening?.searchParams.get("is_new")).toBe("true");
    expect(opening?.searchParams.get("offset")).toBe("0");

    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Import finished", "Orders dispatched", "Tracking exception"]);
    expect(within(items[0]!).getByText("Body of Import finished")).toBeVisible();
    expect(within(items[0]!).getByText("5 minutes ago")).toBeVisible();
    expect(within(items[2]!).getByText("2 hours ago")).toBeVisible();
    expect(within(items[1]!).getByRole("button", { name: "Mark as read: Orders dispatched" })).toBeVisible();
    expect(within(panel).getByRole("link", { name: "See all notifications" })).toHaveAttribute("href", "/notifications/notifications_list");
    // Each title opens that notification in the list.
    expect(within(items[1]!).getByRole("link", { name: "Orders dispatched" })).toHaveAttribute("href", "/notifications/notifications_list?notificationId=7");
  });

  it("shows a body as text, never as HTML", async () => {
    fakeServer([note(3, "user_notifications", "Careful", 1, '<img src="x" onerror="alert(1)"><b>bold</b>')]);
    await renderBell();
    await userEvent.click(bell());
    const panel = await screen.findByRole("region", { name: "New notifications" });
    expect(await within(panel).findByText('<img src="x" onerror="alert(1)"><b>bold</b>')).toBeVisible();
    expect(panel.querySelector("img, b")).toBeNull();
  });

  it("marks one read with the call of its type, and the count drops at once", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await userEvent.click(bell());
    const panel = await screen.findByRole("region", { name: "New notifications" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Mark as read: Import finished" }));

    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 2 new"));
    expect(within(panel).queryByRole("heading", { name: "Import finished" })).not.toBeInTheDocument();
    const puts = server.calls.filter((r) => r.method === "PUT");
    expect(puts.map((r) => new URL(r.url).pathname)).toEqual(["/v1/user_notifications/massive_update"]);
    expect(await puts[0]!.json()).toEqual({ ids: [11], is_new: false });
    // The pressed button went with its item; focus stays in the dropdown.
    expect(within(panel).getByRole("heading", { name: "New notifications" })).toHaveFocus();
  });

  it("marks all read, one call per type present, and then shows the empty state", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await userEvent.click(bell());
    const panel = await screen.findByRole("region", { name: "New notifications" });
    await within(panel).findByRole("list", { name: "New notifications" });
    await userEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));

    expect(await within(panel).findByText("No new notifications.")).toBeVisible();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications"));
    const puts = server.calls.filter((r) => r.method === "PUT");
    expect(puts.map((r) => new URL(r.url).pathname)).toEqual(["/v1/seller_notifications/massive_update", "/v1/user_notifications/massive_update"]);
    expect(await puts[0]!.json()).toEqual({ ids: [7, 8], is_new: false });
    expect(await puts[1]!.json()).toEqual({ ids: [11], is_new: false });
  });

  it("asks nothing while nobody is signed in", async () => {
    const { fetchStub } = stubFetch({});
    await renderBell({ signedIn: false });
    expect(bell()).toHaveAccessibleName("Notifications");
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe("the background poll", () => {
  beforeEach(() => {
    // Timers are fake but still move with real time, so Testing Library's waitFor keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(async () => {
    cleanup();
    // Let the toasts of this test go before the next one renders the same toast store.
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    vi.useRealTimers();
  });

  it("raises a toast when the count of new notifications rises, never on the first load", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 3 new"));
    expect(toastRegion()).toBeEmptyDOMElement();

    await tick();
    expect(server.gets).toHaveLength(2);
    expect(toastRegion()).toBeEmptyDOMElement();

    server.state.newOnes.unshift(note(12, "seller_notifications", "Balance low", 0));
    await tick();
    await waitFor(() => expect(toastRegion()).toHaveTextContent("You have 4 new notifications"));
    expect(bell()).toHaveAccessibleName("Notifications, 4 new");
    expect(server.gets).toHaveLength(3);
  });

  it("does not toast when the count falls, and toasts again when it rises from there", async () => {
    const server = fakeServer(seeded());
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 3 new"));

    server.state.newOnes = server.state.newOnes.slice(1);
    await tick();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 2 new"));
    expect(toastRegion()).toBeEmptyDOMElement();

    server.state.newOnes.unshift(note(12, "seller_notifications", "Balance low", 0));
    await tick();
    await waitFor(() => expect(toastRegion()).toHaveTextContent("You have 3 new notifications"));
  });

  it("ignores errors silently and goes on polling", async () => {
    const server = fakeServer(seeded());
    server.state.failNext = 1;
    await renderBell();
    await waitFor(() => expect(server.gets).toHaveLength(1));
    // A failed first answer shows nothing and is not retried before the next tick.
    expect(bell()).toHaveAccessibleName("Notifications");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await tick();
    await waitFor(() => expect(bell()).toHaveAccessibleName("Notifications, 3 new"));
    expect(toastRegion()).toBeEmptyDOMElement();

    server.state.failNext = 1;
    await tick();
    expect(server.gets).toHaveLength(3);
    // The last count stays; no toast, no alert.
    expect(bell()).toHaveAccessibleName("Notifications, 3 new");
    expect(toastRegion()).toBeEmptyDOMElement();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    server.state.newOnes.unshift(note(12, "seller_notifications", "Balance low", 0));
    await tick();
    await waitFor(() => expect(toastRegion()).toHaveTextContent("You have 4 new notifications"));
  });

  it("polls every 30 s while mounted and stops when the bell unmounts", async () => {
    const server = fakeServer(seeded());
    const view = await renderBell();
    await waitFor(() => expect(server.gets).toHaveLength(1));
    await tick();
    await tick();
    expect(server.gets).toHaveLength(3);

    view.unmount();
    // From here any request at all fails the test (the stub answers nothing and reports it).
    const { fetchStub } = stubFetch({});
    await act(() => vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(server.gets).toHaveLength(3);
  });
});
