import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { type SellerUser, USER_MESSAGES } from "../../api/schemas/seller-users";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });
const GROUPS = () =>
  json({
    data: {
      elements: [
        { id: 1, name: "seller-admin" },
        { id: 2, name: "seller-operation" },
        { id: 3, name: "seller-viewer" },
      ],
      count: 3,
      ids: [1, 2, 3],
    },
  });

const user = (overrides: Partial<SellerUser>): SellerUser => ({
  id: 2,
  name: "Otto Operation",
  email: "operation@example.com",
  group_id: 2,
  group: "seller-operation",
  blocked: false,
  can_overpack: true,
  invitation_pending: false,
  created_at: "2026-11-01T10:00:00.000Z",
  terms_accepted_at: "2026-11-02T09:30:00.000Z",
  ...overrides,
});
const OTTO = user({});
const NINA = user({ id: 6, name: "<b>Nina</b> New", email: "nina@example.com", invitation_pending: true, can_overpack: false, terms_accepted_at: null });
const BRUNO = user({ id: 5, name: "Bruno Blocked", email: "blocked@example.com", blocked: true });
const list = (elements: SellerUser[], count = elements.length) => json({ data: { elements, count, ids: elements.map((e) => e.id) } });

describe("the users screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("lists the users with their group, state and when they accepted the terms, user text as text, and pages through the shared pagination", TEST, async () => {
    storeSessionUser(demoSessionUser());
    const { calls } = stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/groups": GROUPS, "GET /v1/users": () => list([BRUNO, NINA, OTTO], 45) });
    await renderApp("/account/users");
    const table = await screen.findByRole("table", { name: "Users" }, LOAD);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Bruno Blocked", "blocked@example.com", "Seller Operation", "Blocked", "Yes", "Nov 2, 2026"],
      ["<b>Nina</b> New", "nina@example.com", "Seller Operation", "Invitation pending", "No", "Not yet"],
      ["Otto Operation", "operation@example.com", "Seller Operation", "Active", "Yes", "Nov 2, 2026"],
    ]);
    expect(screen.getByRole("link", { name: "New user" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
    expect(calls.some((call) => new URL(call.url).searchParams.get("limit") === "20")).toBe(true);
  });

  it("sends the filters the user chose, in the URL and to the server", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    const { calls } = stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/groups": GROUPS, "GET /v1/users": () => list([BRUNO]) });
    const { router } = await renderApp("/account/users");
    await screen.findByRole("table", { name: "Users" }, LOAD);
    await screen.findByRole("option", { name: "Seller Operation" });
    await actor.type(screen.getByRole("textbox", { name: "Name" }), "bru");
    await actor.selectOptions(screen.getByRole("combobox", { name: "State" }), "Blocked");
    await actor.selectOptions(screen.getByRole("combobox", { name: "Group" }), "Seller Operation");
    await actor.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?name=bru&group_id=2&blocked=true"));
    await waitFor(() => {
      const last = new URL(calls.filter((call) => new URL(call.url).pathname === "/v1/users").at(-1)!.url).searchParams;
      expect([last.get("name"), last.get("group_id"), last.get("blocked"), last.get("offset")]).toEqual(["bru", "2", "true", "0"]);
    });
  });

  it("offers a Seller Viewer no way to change users, and closes the create screen to them", TEST, async () => {
    storeSessionUser(demoSessionUser({ id: 3, name: "Vera Viewer", group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/groups": GROUPS, "GET /v1/users": () => list([OTTO]), "GET /v1/users/2": () => json({ data: OTTO }) });
    const listView = await renderApp("/account/users");
    await screen.findByRole("table", { name: "Users" }, LOAD);
    expect(screen.queryByRole("link", { name: "New user" })).toBeNull();
    listView.unmount();

    const userView = await renderApp("/users/2");
    expect(await screen.findByRole("heading", { name: "Otto Operation" }, LOAD)).toBeVisible();
    expect(screen.getByText("operation@example.com")).toBeVisible();
    for (const name of ["Block", "Remove", "Edit"]) expect(screen.queryByRole(name === "Edit" ? "link" : "button", { name })).toBeNull();
    userView.unmount();

    await renderApp("/users/create");
    expect(await screen.findByText("Only an administrator can add or edit users.", {}, LOAD)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Invite user" })).toBeNull();
  });

  it("blocks a user after asking, and says they are signed out", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    const puts: unknown[] = [];
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/users/2": () => json({ data: OTTO }),
      "PUT /v1/users/2": async (request) => {
        puts.push(await request.json());
        return json({ data: { ...OTTO, blocked: true } });
      },
    });
    await renderApp("/users/2");
    await actor.click(await screen.findByRole("button", { name: "Block" }, LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Block Otto Operation?" });
    expect(within(dialog).getByText("They are signed out at once and cannot sign in until they are unblocked.")).toBeVisible();
    expect(puts).toEqual([]);
    await actor.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByText("Otto Operation is blocked and signed out.")).toBeVisible();
    expect(puts).toEqual([{ blocked: true }]);
  });

  it("shows no Block or Remove on the admin's own page, and Resend invitation only for an invited user", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser({ id: 6 }));
    const posts: string[] = [];
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/users/6": () => json({ data: NINA }),
      "POST /v1/users/6/invitation": (request) => {
        posts.push(request.url);
        return json({ data: NINA });
      },
    });
    await renderApp("/users/6");
    await actor.click(await screen.findByRole("button", { name: "Resend invitation" }, LOAD));
    expect(await screen.findByText("A new invitation was sent to nina@example.com.")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Block" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
  });

  it("says the last-admin refusal in the user's language", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser({ language: 2 }));
    const ana = user({ id: 1, name: "Ana Admin", email: "admin@example.com", group_id: 1, group: "seller-admin" });
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/groups": GROUPS,
      "GET /v1/users/1": () => json({ data: ana }),
      "PUT /v1/users/1": () => json({ messages: [{ base: [USER_MESSAGES.lastAdmin] }] }, 422),
    });
    await renderApp("/users/1/edit", "pt_BR");
    const group = await screen.findByRole("combobox", { name: /Perfil/ }, LOAD);
    await screen.findByRole("option", { name: "Operador do vendedor" });
    await actor.selectOptions(group, "Operador do vendedor");
    await actor.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText(/O vendedor precisa de pelo menos um administrador ativo\. Torne outro usuário administrador primeiro\./)).toBeVisible();
  });

  it("invites a user from the form, refusing a blank name and a malformed e-mail first", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    const posts: unknown[] = [];
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/groups": GROUPS,
      "POST /v1/users": async (request) => {
        posts.push(await request.json());
        return json({ data: NINA }, 201);
      },
      "GET /v1/users/6": () => json({ data: NINA }),
    });
    const { router } = await renderApp("/users/create");
    await actor.click(await screen.findByRole("button", { name: "Invite user" }, LOAD));
    expect(screen.getAllByText("Can't be blank").length).toBeGreaterThan(0);
    await actor.type(screen.getByRole("textbox", { name: /Name/ }), "Nina New");
    await actor.type(screen.getByRole("textbox", { name: /Email/ }), "nina@");
    await actor.click(screen.getByRole("button", { name: "Invite user" }));
    expect(await screen.findByText("Invalid E-mail")).toBeVisible();
    expect(posts).toEqual([]);
    await actor.type(screen.getByRole("textbox", { name: /Email/ }), "example.com");
    await screen.findByRole("option", { name: "Seller Operation" });
    await actor.selectOptions(screen.getByRole("combobox", { name: /Group/ }), "Seller Operation");
    await actor.click(screen.getByRole("checkbox", { name: "Can create overpacks" }));
    await actor.click(screen.getByRole("button", { name: "Invite user" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users/6"));
    expect(posts).toEqual([{ name: "Nina New", email: "nina@example.com", group_id: 2, can_overpack: true }]);
    expect(await screen.findByText("Invitation sent to nina@example.com.")).toBeVisible();
  });
});
