import * as v from "valibot";
import { Envelope } from "./common";

/**
 * The quick start (/settings/quickstart; configuration area sections 2 and 5; decision 064):
 * GET /v1/quickstart answers, for each item of a first configuration, whether the seller's data
 * already has it. "Done" is read from the data itself, never from a box the user ticked.
 */
export const QUICKSTART_ITEMS = [
  "ship_from",
  "default_box",
  "insurance",
  "printing",
  "sales_channel",
  "address_book",
  "tracking_page",
  "notification_email",
  "shipping_rule",
] as const;
export type QuickstartItem = (typeof QUICKSTART_ITEMS)[number];

export const QuickstartStatus = v.object({
  items: v.array(v.object({ id: v.picklist(QUICKSTART_ITEMS), done: v.boolean() })),
});
export type QuickstartStatus = v.InferOutput<typeof QuickstartStatus>;
export const QuickstartResponse = Envelope(QuickstartStatus);
