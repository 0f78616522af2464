import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { IntegrationAnswer } from "../../api/schemas/integrations";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

const EXPRESS: IntegrationAnswer = {
  code: "global-express",
  name: "Global Express Worldwide",
  kind: "international_express",
  group: "couriers",
  fields: ["site_id", "password", "account_number"],
  state: "disconnected",
  masked: {},
  connected_at: null,
};
const SHOP: IntegrationAnswer = { code: "shopfront", name: "ShopFront", kind: "ecommerce", group: "channels", fields: ["account_nickname", "token"], state: "connected", masked: { account_nickname: "••••", token: "••••" }, connected_at: "2026-11-26T10:00:00.000Z" };
const list = (items: IntegrationAnswer[]) => () => json({ data: items });

describe("integrations", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows couriers on their page and channels on theirs, with the stored credentials masked", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/integrations": list([EXPRESS, SHOP]) });
    await renderApp("/integrations/channels");
    const shop = await screen.findByRole("article", { name: "ShopFront" }, LOAD);
    expect(within(shop).getByText("Connected")).toBeVisible();
    expect(within(shop).getByText("E-commerce")).toBeVisible();
    // The server masks every credential whole (decision 069): one mask per stored field.
    expect(within(shop).getAllByText("••••")).toHaveLength(2);
    expect(screen.queryByRole("article", { name: "Global Express Worldwide" })).toBeNull();
  });

  it("tests credentials, says the spec's words when refused, keeps what was typed, then connects", TEST, async () => {
    const user = userEvent.setup();
    let state: IntegrationAnswer = EXPRESS;
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/integrations": () => list([state])(),
      "POST /v1/integrations/global-express/test": () => json({ messages: ["The connection could not be created, please try again later"] }, 422),
      "PUT /v1/integrations/global-express": () => {
        state = { ...EXPRESS, state: "connected", masked: { site_id: "••••", password: "••••", account_number: "••••" } };
        return json({ data: state });
      },
    });
    await renderApp("/integrations/couriers");
    const card = await screen.findByRole("article", { name: "Global Express Worldwide" }, LOAD);
    expect(within(card).getByText("Disconnected")).toBeVisible();
    await user.click(within(card).getByRole("button", { name: "Connect Global Express Worldwide" }));
    const form = within(card).getByRole("form", { name: "Credentials of Global Express Worldwide" });
    await user.click(within(form).getByRole("button", { name: "Test connection" }));
    expect(within(form).getAllByText("Can't be blank")).toHaveLength(3);

    await user.type(within(form).getByLabelText(/Site ID/), "demo-site-id");
    await user.type(within(form).getByLabelText(/Password/), "wrong-password");
    await user.type(within(form).getByLabelText(/Account number/), "demo-account-number");
    expect(within(form).getByLabelText(/Password/)).toHaveAttribute("type", "password");
    await user.click(within(form).getByRole("button", { name: "Test connection" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("The connection could not be created, please try again later");
    expect(within(form).getByLabelText(/Password/)).toHaveValue("wrong-password");

    await user.clear(within(form).getByLabelText(/Password/));
    await user.type(within(form).getByLabelText(/Password/), "demo-password");
    await user.click(within(form).getByRole("button", { name: "Connect" }));
    expect(await screen.findByText("Global Express Worldwide is connected.")).toBeVisible();
    expect(await within(card).findAllByText("••••")).toHaveLength(3);
    expect(within(card).getByText("Connected")).toBeVisible();
    const sent = (await calls.find((c) => c.method === "PUT")!.json()) as unknown;
    expect(sent).toEqual({ credentials: { site_id: "demo-site-id", password: "demo-password", account_number: "demo-account-number" } });
  });

  it("offers a viewer no way to connect or disconnect", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/integrations": list([EXPRESS, SHOP]) });
    await renderApp("/integrations/new");
    const card = await screen.findByRole("article", { name: "Global Express Worldwide" }, LOAD);
    expect(within(card).queryByRole("button")).toBeNull();
    // "New integration" shows only what is not connected yet.
    expect(screen.queryByRole("article", { name: "ShopFront" })).toBeNull();
  });
});
