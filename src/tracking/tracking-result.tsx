/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import { useEffect, useState } from "preact/hooks";
import type { TrackingBranding } from "../api/schemas/tracking-settings";
import { TRACKING_PATH } from "../domain/tracking";
import { BrandDetails } from "./branding";
import { CheckpointZones } from "./checkpoint-zones";
import { countryName, formatDateTime, formatDay } from "./dates";
import { type LastResult, forgetLastResult, readLastResult, rememberedTaxId, saveLastResult, sameReference } from "./last-result";
import { fetchBranding, lookupTracking, serverReachable } from "./lookup";
import type { VerificationSource } from "./proof-of-work";
import { followLink, formPath, navigate } from "./router";
import { StatusBar } from "./status-bar";
import { statusLabel } from "./status-labels";

/**
 * A result just fetched by the form is not fetched again when its page opens: each lookup costs
 * a proof of work and counts against the visitor's rate limit (10 a minute).
 */
export const FRESH_RESULT_MS = 60_000;

interface Props {
  reference: string;
  verification: VerificationSource;
  /** The seller's branding reaches the page's header and footer through the app. */
  onBranding: (branding: TrackingBranding | null) => void;
}

function storedFor(reference: string): LastResult | null {
  const stored = readLastResult();
  return stored && sameReference(stored.reference, reference) ? stored : null;
}

export function TrackingResultView({ reference, verification, onBranding }: Props) {
  const [last, setLast] = useState(() => storedFor(reference));
  const [offline, setOffline] = useState(() => navigator.onLine === false);
  // The stored copy cannot be refreshed without the tax id, which is not kept (last-result.ts).
  const [needsTaxId, setNeedsTaxId] = useState(false);
  // Bumped when the network comes back: the page then refreshes the parcel as on opening.
  const [reconnections, setReconnections] = useState(0);

  useEffect(() => {
    const wentOffline = () => setOffline(true);
    const cameBack = () => setReconnections((count) => count + 1);
    window.addEventListener("offline", wentOffline);
    window.addEventListener("online", cameBack);
    return () => {
      window.removeEventListener("offline", wentOffline);
      window.removeEventListener("online", cameBack);
    };
  }, []);

  useEffect(() => {
    const stored = storedFor(reference);
    setLast(stored);
    if (!stored) {
      // Nothing kept for this parcel (a shared link): the form asks for the tax id and tracks.
      navigate(formPath({ trackingNumber: reference }), { replace: true });
      return;
    }
    onBranding(stored.branding);
    if (navigator.onLine === false) {
      setOffline(true);
      return;
    }
    let cancelled = false;
    const fresh = Date.now() - Date.parse(stored.fetchedAt) < FRESH_RESULT_MS;
    const taxId = rememberedTaxId(stored.reference);
    setNeedsTaxId(!fresh && taxId === undefined);
    void (async () => {
      let current = stored;
      if (fresh || taxId === undefined) {
        // Nothing to look up: still say honestly whether this copy can be the latest.
        const reachable = await serverReachable();
        if (cancelled) return;
        if (!reachable) {
          setOffline(true);
          return;
        }
      } else {
        const outcome = await lookupTracking({ trackingNumber: stored.reference, taxId }, verification);
        if (cancelled) return;
        if (outcome.kind !== "found") {
          // The stored copy stays, with its time: better than nothing on a bad network.
          setOffline(true);
          return;
        }
        current = { ...current, result: outcome.result, fetchedAt: new Date().toISOString() };
      }
      if (!fresh || !current.branding) {
        const branding = await fetchBranding(current.result.seller_id);
        if (cancelled) return;
        if (branding) current = { ...current, branding };
      }
      saveLastResult(current);
      setLast(current);
      setOffline(false);
      onBranding(current.branding);
    })();
    return () => {
      cancelled = true;
    };
    // One refresh per opened parcel and per return of the network; the callbacks are stable for
    // the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, reconnections]);

  if (!last) return null;
  const { result } = last;
  const fetchedAt = formatDateTime(last.fetchedAt);
  const status = statusLabel(result.status);
  const city = result.destination.city;
  const country = countryName(result.destination.country);

  const refreshPath = formPath({ trackingNumber: result.reference });
  const forget = () => {
    forgetLastResult();
    onBranding(null);
    navigate(TRACKING_PATH);
  };

  return (
    <>
      <h1>{t`Parcel ${result.reference}`}</h1>
      {offline ? (
        <p role="status" class="offline">
          {t`You are offline. This is the result from ${fetchedAt}.`}
        </p>
      ) : needsTaxId ? (
        <p class="updated">
          {t`This is the result from ${fetchedAt}.`}{" "}
          <a href={refreshPath} onClick={(event) => followLink(event, refreshPath)}>
            {t`Enter the tax ID to see the latest`}
          </a>
        </p>
      ) : (
        <p class="updated">{t`Updated ${fetchedAt}`}</p>
      )}
      <StatusBar current={result.status_bar} />
      <p class="status">{t`Status: ${status}`}</p>
      {result.problem && <p class="problem">{t`There is a problem with the delivery.`}</p>}
      {result.estimated_delivery_date && <p>{t`Estimated delivery: ${formatDay(result.estimated_delivery_date)}`}</p>}
      <p>{city ? t`Destination: ${city}, ${country}` : t`Destination: ${country}`}</p>
      <h2>{t`Tracking history`}</h2>
      {result.checkpoints.length === 0 ? <p>{t`No tracking events yet.`}</p> : <CheckpointZones checkpoints={result.checkpoints} />}
      <div class="actions">
        <a class="button" href={TRACKING_PATH} onClick={(event) => followLink(event, TRACKING_PATH)}>
          {t`Track another parcel`}
        </a>
        <button type="button" class="button" onClick={forget}>
          {t`Forget this parcel`}
        </button>
      </div>
      {last.branding && <BrandDetails branding={last.branding} />}
    </>
  );
}
