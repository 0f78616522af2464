import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { storeSessionUser } from "../../api/session";
import { QUICKSTART_ITEMS } from "../../api/schemas/quickstart";
import { QuickstartPage } from "./quickstart-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const DONE = new Set(["ship_from", "sales_channel", "shipping_rule"]);
const STATUS = { data: { items: QUICKSTART_ITEMS.map((id) => ({ id, done: DONE.has(id) })) } };

async function renderPage(locale: "en" | "pt_BR" = "en", entry = "/settings/quickstart") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ seller_id: 7 }));
  stubFetch({ "GET /v1/quickstart": () => json(STATUS) });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ShellProviders>
        <QuickstartPage />
      </ShellProviders>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/settings/quickstart", () => {
  it("refuses to start without an item, then guides through the items chosen with their state from the server", TEST, async () => {
    await renderPage();
    const form = await screen.findByRole("form", { name: "Choose what to set up" }, SLOW);
    await userEvent.click(within(form).getByRole("button", { name: "Start" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Choose at least one item.");
    expect(within(form).getByRole("group", { name: "What do you want to set up now?" })).toHaveAccessibleDescription("Choose at least one item.");

    await userEvent.click(within(form).getByRole("checkbox", { name: "Insurance" }));
    await userEvent.click(within(form).getByRole("checkbox", { name: /Ship-from address/ }));
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(within(form).getByRole("button", { name: "Start" }));

    const checklist = screen.getByRole("list", { name: "Your first configuration" });
    const items = within(checklist).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["DoneShip-from addressReview", "To doInsuranceSet up"]);
    expect(within(checklist).getByRole("link", { name: "Set up: Insurance" })).toHaveAttribute("href", "/settings/insurance");
    expect(within(checklist).getByRole("link", { name: "Set up: Ship-from address" })).toHaveAttribute("href", "/company");
    expect(screen.getByRole("progressbar", { name: "Progress of the first configuration" })).toHaveAttribute("value", "1");
    expect(screen.getByText("1 of 2 configured")).toBeVisible();
  });

  it("offers the notification e-mail and the first shipping rule, each with its state and the page that sets it up", TEST, async () => {
    await renderPage();
    const form = await screen.findByRole("form", { name: "Choose what to set up" }, SLOW);
    expect(within(form).getByRole("checkbox", { name: /First shipping rule/ }).closest("label")).toHaveTextContent("First shipping ruleDone");
    expect(within(form).getByRole("checkbox", { name: "Notification e-mail" }).closest("label")).toHaveTextContent(/^Notification e-mail$/);
    await userEvent.click(within(form).getByRole("checkbox", { name: "Notification e-mail" }));
    await userEvent.click(within(form).getByRole("checkbox", { name: /First shipping rule/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Start" }));

    const checklist = screen.getByRole("list", { name: "Your first configuration" });
    expect(within(checklist).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["To doNotification e-mailSet up", "DoneFirst shipping ruleReview"]);
    expect(within(checklist).getByRole("link", { name: "Set up: Notification e-mail" })).toHaveAttribute("href", "/notifications/settings");
    expect(within(checklist).getByRole("link", { name: "Set up: First shipping rule" })).toHaveAttribute("href", "/settings/shipping_rules");
  });

  it("keeps the chosen items in the address, in Portuguese", TEST, async () => {
    await renderPage("pt_BR", "/settings/quickstart?plan=sales_channel");
    expect(await screen.findByText("Tudo o que você escolheu está configurado.", {}, SLOW)).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Primeiros passos" })).toBeVisible();
  });
});
