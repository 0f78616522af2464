import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../../offline/db";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 40_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

describe("a write screen opened by its URL", () => {
  it("tells a Seller Viewer that the role cannot create orders instead of showing the wizard", TEST, async () => {
    await db.drafts.clear();
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS });
    await renderApp("/orders/ordercreate");
    expect(await screen.findByRole("heading", { level: 1, name: "You can't create orders with your role." }, LOAD)).toBeVisible();
    expect(screen.getByText(/Your role is Seller Viewer/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to order management" })).toHaveAttribute("href", "/orders");
    expect(screen.queryByRole("navigation", { name: "Order steps" })).toBeNull();
    // Nothing was started on the device either.
    expect(await db.drafts.count()).toBe(0);
    // The menu does not offer it.
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).queryByRole("link", { name: "Create order" })).toBeNull();
  });
});
