import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRACKING_ZONES, type TrackingZone } from "../domain/tracking";

/** The zone headings of the tracking history, in the configuration area's words. */
const ZONE_LABELS: Record<TrackingZone, MessageDescriptor> = {
  [TRACKING_ZONES.FIRST_MILE]: msg`First mile`,
  [TRACKING_ZONES.PICKUP]: msg`Pickup`,
  [TRACKING_ZONES.FREIGHT_INTERNATIONAL]: msg`International freight`,
  [TRACKING_ZONES.CUSTOMS_CLEARANCE]: msg`Customs clearance`,
  [TRACKING_ZONES.LAST_MILE]: msg`Last mile`,
  [TRACKING_ZONES.REVERSE]: msg`Reverse`,
};

export const zoneLabel = (zone: TrackingZone): string => i18n._(ZONE_LABELS[zone]);
