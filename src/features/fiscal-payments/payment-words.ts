import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FiscalPaymentStatus, FiscalPaymentType } from "../../api/schemas/fiscal-payments";

/** The statuses of a slip (spec section 4), as users read them. */
export const STATUS_NAMES: Record<FiscalPaymentStatus, MessageDescriptor> = {
  processing: msg`Processing`,
  processed: msg`Processed`,
  error: msg`Error`,
};

/** Tax or fine types (spec section 3): the names a Brazilian customs broker uses. */
export const TYPE_NAMES: Record<FiscalPaymentType, MessageDescriptor> = {
  icms: msg`ICMS`,
  darf: msg`DARF`,
  fine689: msg`Fine 689`,
  fine702: msg`Fine 702`,
  fine703: msg`Fine 703`,
  fine711: msg`Fine 711`,
  fine715: msg`Fine 715`,
  fine725: msg`Fine 725`,
  fine728: msg`Fine 728`,
};
