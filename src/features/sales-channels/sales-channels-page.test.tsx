import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { storeSessionUser } from "../../api/session";
import { SALES_CHANNEL_MESSAGES } from "../../api/schemas/sales-channels";
import { SalesChannelsPage } from "./sales-channels-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const list = (channels: { id: number; name: string }[]) => json({ data: { elements: channels, count: channels.length, ids: channels.map((c) => c.id) } });

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin", locale: "en" | "zh_CN" = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <ShellProviders>
      <SalesChannelsPage />
    </ShellProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/settings/sales-channels", () => {
  it("adds and renames a channel, showing the server's refusal of a name taken under the field", TEST, async () => {
    let channels = [{ id: 1, name: "Shopify" }];
    const sent: unknown[] = [];
    stubFetch({
      "GET /v1/sales_channels": () => list(channels),
      "POST /v1/sales_channels": async (request) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        if (body.name.toLowerCase() === "shopify") return json({ messages: [{ name: [SALES_CHANNEL_MESSAGES.nameTaken] }] }, 422);
        channels = [...channels, { id: 2, name: body.name }];
        return json({ data: channels[1] }, 201);
      },
      "PUT /v1/sales_channels/2": async (request) => {
        const body = (await request.json()) as { name: string };
        channels = [channels[0]!, { id: 2, name: body.name }];
        return json({ data: channels[1] });
      },
    });
    await renderPage();
    expect(await screen.findByText("Shopify", {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add a sales channel" }));
    const form = screen.getByRole("form", { name: "New sales channel" });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("Can't be blank")).toBeVisible();
    await userEvent.type(within(form).getByRole("textbox", { name: /^Channel name/ }), "shopify");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("A sales channel with this name already exists", {}, SLOW)).toBeVisible();

    const name = within(form).getByRole("textbox", { name: /^Channel name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Magalu");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sales channel saved", {}, SLOW)).toBeVisible();
    expect(await screen.findByText("Magalu", {}, SLOW)).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Rename Magalu" }));
    const rename = screen.getByRole("form", { name: "Rename Magalu" });
    const renamed = within(rename).getByRole("textbox", { name: /^Channel name/ });
    await userEvent.clear(renamed);
    await userEvent.type(renamed, "Magazine Luiza");
    await userEvent.click(within(rename).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Magazine Luiza", {}, SLOW)).toBeVisible();
    expect(sent).toEqual([{ name: "shopify" }, { name: "Magalu" }]);
  });

  it("says why a channel that orders use stays", TEST, async () => {
    stubFetch({
      "GET /v1/sales_channels": () => list([{ id: 1, name: "Shopify" }]),
      "DELETE /v1/sales_channels/1": () => json({ messages: [SALES_CHANNEL_MESSAGES.inUse] }, 409),
    });
    await renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Shopify" }, SLOW));
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("This sales channel can't be deleted: orders use it");
    expect(screen.getByText("Shopify")).toBeVisible();
  });

  it("shows a viewer the channels without buttons, in Chinese", TEST, async () => {
    stubFetch({ "GET /v1/sales_channels": () => list([{ id: 1, name: "Shopify" }]) });
    await renderPage("seller-viewer", "zh_CN");
    expect(await screen.findByText("Shopify", {}, SLOW)).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "销售渠道" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "添加销售渠道" })).toBeNull();
    expect(screen.queryByRole("button", { name: "删除Shopify" })).toBeNull();
  });
});
