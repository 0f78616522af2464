import * as v from "valibot";
import { Envelope, MESSAGES } from "./common";
import { SalesChannel } from "./quotes";

/**
 * The seller's sales channels (/settings/sales-channels; decision 064): GET /v1/sales_channels
 * (src/api/calls/order-create.ts), POST /v1/sales_channels, PUT and DELETE
 * /v1/sales_channels/{id}. A channel is a name an order is tagged with (the data model has no
 * more); names are unique per seller whatever their case, and a channel orders use stays.
 */
export const MAX_SALES_CHANNEL_NAME = 120;

export const SALES_CHANNEL_MESSAGES = {
  nameTaken: "A sales channel with this name already exists",
  inUse: "This sales channel can't be deleted: orders use it",
} as const;

export const SalesChannelInput = v.object({
  name: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_SALES_CHANNEL_NAME, MESSAGES.tooLong(MAX_SALES_CHANNEL_NAME))),
});
export type SalesChannelInput = v.InferInput<typeof SalesChannelInput>;
export const SalesChannelResponse = Envelope(SalesChannel);
