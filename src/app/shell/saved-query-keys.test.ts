import { describe, expect, it } from "vitest";
import { meQueries } from "../../features/dashboard/queries";
import { notificationQueries } from "../../features/notifications/queries";
import { DROPDOWN_LIMIT } from "../../features/notifications/bell/notification-bell";
import { POLL_LIMIT } from "../../features/notifications/bell/use-new-notifications-poll";
import { accountQueries, customerQueries, measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import { caseQueries } from "../../features/duties-cases/queries";
import { wizardQueries } from "../../features/order-create/queries";
import { orderQueries } from "../../features/orders/queries";
import { trackingSettingsQueryKey } from "../../features/settings/tracking-settings-page";
import { fiscalPaymentQueries } from "../../features/fiscal-payments/queries";
import { reverseQueries } from "../../features/volume-reverses/queries";
import { overpackQueries } from "../../features/overpacks/queries";
import { analyticsQueries } from "../../features/analytics/analytics-queries";
import { isSavedQuery } from "./saved-query-keys";

/** Keys built by the features' own factories, so that renaming one fails here, not offline. */
describe("isSavedQuery", () => {
  it("keeps the small server state that screens open with", () => {
    const kept = [
      meQueries.group(),
      meQueries.seller(),
      measureQuery(7).queryKey,
      accountQueries.currentSeller().queryKey,
      orderQueries.columns(),
      settingsQueries.seller(3).queryKey,
      settingsQueries.printing(7).queryKey,
      settingsQueries.contracts(7).queryKey,
      settingsQueries.salesChannels(7).queryKey,
      settingsQueries.shippingRules(7).queryKey,
      trackingSettingsQueryKey(3),
      notificationQueries.list({ isNew: true, limit: DROPDOWN_LIMIT, offset: 0 }),
      notificationQueries.list({ isNew: true, limit: POLL_LIMIT, offset: 0 }),
      caseQueries.list({ status: "need_seller_action" }).queryKey,
      caseQueries.detail(4).queryKey,
      fiscalPaymentQueries.page({ limit: "20", offset: "0" }).queryKey,
      reverseQueries.page({ limit: "20", offset: "0" }).queryKey,
      reverseQueries.one(5).queryKey,
      overpackQueries.page({ limit: "20", offset: "0", dispatched: "false" }).queryKey,
      overpackQueries.one(4).queryKey,
      analyticsQueries.seller(1).queryKey,
      customerQueries.book(1, "").queryKey,
    ];
    expect(kept.filter((key) => !isSavedQuery(key))).toEqual([]);
  });

  it("leaves lists and searches to Dexie or the network", () => {
    const left = [
      orderQueries.list({ page: 1 } as never),
      orderQueries.detail(1),
      orderQueries.search("BR1"),
      orderQueries.documentJobs(),
      customerQueries.book(1, "souza").queryKey,
      customerQueries.page(1, { limit: 20, offset: 0, search: "" }).queryKey,
      wizardQueries.documentsNeeded(7, ["8517"]),
      notificationQueries.list({ isNew: false, limit: 25, offset: 25 }),
      ["pickups", "list", {}],
      fiscalPaymentQueries.page({ limit: "20", offset: "20" }).queryKey,
      fiscalPaymentQueries.page({ limit: "20", offset: "0", status: "error" }).queryKey,
      reverseQueries.page({ limit: "20", offset: "20" }).queryKey,
      reverseQueries.page({ limit: "20", offset: "0", reverse_number: "RV" }).queryKey,
      ["templates", 3],
    ];
    expect(left.filter((key) => isSavedQuery(key))).toEqual([]);
  });
});
