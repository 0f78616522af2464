import { describe, expect, it } from "vitest";
import { meQueries } from "../../features/dashboard/queries";
import { notificationQueries } from "../../features/notifications/queries";
import { DROPDOWN_LIMIT } from "../../features/notifications/bell/notification-bell";
import { POLL_LIMIT } from "../../features/notifications/bell/use-new-notifications-poll";
import { wizardQueries } from "../../features/order-create/queries";
import { orderQueries } from "../../features/orders/queries";
import { PRINTING_QUERY_KEY } from "../../features/settings/printing-page";
import { sellerSettingsQueryKey } from "../../features/settings/advanced-page";
import { trackingSettingsQueryKey } from "../../features/settings/tracking-settings-page";
import { isSavedQuery } from "./saved-query-keys";

/** Keys built by the features' own factories, so that renaming one fails here, not offline. */
describe("isSavedQuery", () => {
  it("keeps the small server state that screens open with", () => {
    const kept = [
      meQueries.group(),
      meQueries.seller(),
      orderQueries.measure(),
      orderQueries.columns(),
      PRINTING_QUERY_KEY,
      sellerSettingsQueryKey(3),
      trackingSettingsQueryKey(3),
      wizardQueries.measure(7),
      wizardQueries.contracts(7),
      wizardQueries.salesChannels(7),
      wizardQueries.sellerSettings(3),
      wizardQueries.printing(7),
      wizardQueries.currentSeller(7),
      notificationQueries.list({ isNew: true, limit: DROPDOWN_LIMIT, offset: 0 }),
      notificationQueries.list({ isNew: true, limit: POLL_LIMIT, offset: 0 }),
    ];
    expect(kept.filter((key) => !isSavedQuery(key))).toEqual([]);
  });

  it("leaves lists and searches to Dexie or the network", () => {
    const left = [
      orderQueries.list({ page: 1 } as never),
      orderQueries.detail(1),
      orderQueries.search("BR1"),
      orderQueries.documentJobs(),
      notificationQueries.list({ isNew: false, limit: 25, offset: 25 }),
      ["pickups", "list", {}],
      ["templates", 3],
    ];
    expect(left.filter((key) => isSavedQuery(key))).toEqual([]);
  });
});
