import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { tables } from "../../offline/db";
import { DEVICE_KEYS } from "../../offline/device/device-keys";
import { removeDeviceKeys } from "../../offline/device/device-store";
import { outboxOperation, seedOutbox } from "../../features/sync/testing";

const LOAD = { timeout: 15_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

/** jsdom has no StorageManager: the test gives the browser one that refuses to persist. */
function refusePersistence(): () => void {
  Object.defineProperty(navigator, "storage", {
    configurable: true,
    value: { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false) },
  });
  return () => {
    delete (navigator as { storage?: unknown }).storage;
  };
}

describe("the signed-in shell and the outbox", () => {
  let restoreStorage: (() => void) | undefined;
  afterEach(() => {
    restoreStorage?.();
    restoreStorage = undefined;
  });

  it("starts the sender, shows the outcome in the top bar and asks for persistent storage", async () => {
    restoreStorage = refusePersistence();
    await removeDeviceKeys(DEVICE_KEYS.storagePersistence);
    const user = demoSessionUser();
    await seedOutbox([outboxOperation({ orderIds: [10001], orderNumbers: ["LG-10001"], userId: user.id, sellerId: user.seller_id })]);
    storeSessionUser(user);
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      // The sender sends the queued dispatch on start; the server refuses it.
      "PUT /v1/orders/10001/dispatch": () => json({ messages: ["This order has already been dispatched."] }, 409),
    });
    await renderApp("/outbox");

    const link = await screen.findByRole("link", { name: /1 needs attention/ }, LOAD);
    expect(link).toHaveAttribute("href", "/outbox");
    // Two live queries: the count may follow the link by a moment.
    await waitFor(() => expect(screen.getByRole("status", { name: "Sync status" }).textContent).not.toMatch(/\d/), LOAD);
    const dispatch = calls.find((call) => call.method === "PUT");
    expect(dispatch?.headers.get("Idempotency-Key")).toBe((await tables.outbox().toArray())[0]!.id);

    await userEvent.click(link);
    const attention = await screen.findByRole("region", { name: "Needs attention" }, LOAD);
    expect(await within(attention).findByText("This order has already been dispatched.", {}, LOAD)).toBeVisible();
    expect(await screen.findByText("This browser may clear data saved on this device when space runs low.", {}, LOAD)).toBeVisible();
  }, 40_000);
});
