/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "preact/hooks";
import { TRACKING_MESSAGES } from "../api/schemas/tracking";
import { translateMessage } from "./field-messages";
import { readLastResult, rememberTaxId, saveLastResult } from "./last-result";
import { type FieldErrors, type LookupOutcome, lookupTracking } from "./lookup";
import type { VerificationSource } from "./proof-of-work";
import { followLink, formPath, navigate, resultPath } from "./router";

/** `?error=404` (a lookup that found nothing, or a link back) shows the not-found text. */
const NOT_FOUND_ERROR = "404";

interface Props {
  /** The query the form was opened with: trackingNumber prefills and starts, error=404 shows. */
  search: URLSearchParams;
  verification: VerificationSource;
}

/** The alert for failures that belong to no field. */
function alertOf(outcome: LookupOutcome): string | null {
  switch (outcome.kind) {
    case "verification-failed":
      return translateMessage(TRACKING_MESSAGES.verificationFailed);
    case "too-many":
      return translateMessage(TRACKING_MESSAGES.tooMany);
    case "offline":
      return t`Check your internet connection and try again.`;
    case "failed":
      return t`Something went wrong. Please try again later.`;
    default:
      return null;
  }
}

export function TrackingForm({ search, verification }: Props) {
  const [trackingNumber, setTrackingNumber] = useState(() => search.get("trackingNumber")?.trim() ?? "");
  const [taxId, setTaxId] = useState("");
  const [errors, setErrors] = useState<FieldErrors>(() =>
    search.get("error") === NOT_FOUND_ERROR ? { trackingNumber: TRACKING_MESSAGES.notFound } : {},
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  const taxIdInput = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const last = readLastResult();

  const focusFirstError = (found: FieldErrors) => {
    if (found.trackingNumber) numberInput.current?.focus();
    else if (found.taxId) taxIdInput.current?.focus();
  };

  const track = async (number: string, document: string) => {
    setAlert(null);
    const blank: FieldErrors = {};
    if (number.trim() === "") blank.trackingNumber = TRACKING_MESSAGES.trackingNumberBlank;
    if (document.trim() === "") blank.taxId = TRACKING_MESSAGES.taxIdBlank;
    setErrors(blank);
    if (blank.trackingNumber || blank.taxId) {
      focusFirstError(blank);
      return;
    }
    setBusy(true);
    const input = { trackingNumber: number.trim(), taxId: document.trim() };
    const outcome = await lookupTracking(input, verification);
    if (!mounted.current) return;
    setBusy(false);
    switch (outcome.kind) {
      case "found":
        saveLastResult({ reference: outcome.result.reference, result: outcome.result, branding: null, fetchedAt: new Date().toISOString() });
        rememberTaxId(outcome.result.reference, input.taxId);
        navigate(resultPath(outcome.result.reference));
        return;
      case "field-errors":
        setErrors(outcome.errors);
        focusFirstError(outcome.errors);
        return;
      case "not-found":
        setErrors({ trackingNumber: TRACKING_MESSAGES.notFound });
        navigate(formPath({ error: NOT_FOUND_ERROR }), { replace: true });
        numberInput.current?.focus();
        return;
      default:
        setAlert(alertOf(outcome));
    }
  };

  // `?trackingNumber=` starts at once (a shared link, or a result page without a stored copy).
  useEffect(() => {
    mounted.current = true;
    if (trackingNumber !== "") {
      verification.prepare();
      void track(trackingNumber, taxId);
    }
    return () => {
      mounted.current = false;
    };
    // Only on opening: later edits are the visitor's, not the link's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    // The fields themselves: a browser's autofill may not have fired an input event.
    if (!busy) void track(numberInput.current?.value ?? trackingNumber, taxIdInput.current?.value ?? taxId);
  };

  const numberError = errors.trackingNumber ? translateMessage(errors.trackingNumber) : null;
  const taxIdError = errors.taxId ? translateMessage(errors.taxId) : null;

  return (
    <>
      <h1>{t`Track my order`}</h1>
      {/* Solving starts on the first focus: by the time the tax id is typed it is usually done. */}
      <form class="tracking-form" noValidate onSubmit={onSubmit} onFocusIn={() => verification.prepare()}>
        <div class="field">
          <label for="tracking-number">{t`Tracking number`}</label>
          <input
            id="tracking-number"
            ref={numberInput}
            name="trackingNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellcheck={false}
            value={trackingNumber}
            onInput={(event) => setTrackingNumber(event.currentTarget.value)}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? "tracking-number-error" : undefined}
          />
          {numberError && (
            <p id="tracking-number-error" class="field-error">
              {numberError}
            </p>
          )}
        </div>
        <div class="field">
          <label for="tax-id">{t`Tax ID`}</label>
          <input
            id="tax-id"
            ref={taxIdInput}
            name="taxId"
            autoComplete="off"
            spellcheck={false}
            value={taxId}
            onInput={(event) => setTaxId(event.currentTarget.value)}
            aria-invalid={taxIdError ? true : undefined}
            aria-describedby={taxIdError ? "tax-id-hint tax-id-error" : "tax-id-hint"}
          />
          <p id="tax-id-hint" class="hint">
            {t`The receiver's tax identification number (CPF, CNPJ, RUT...)`}
          </p>
          {taxIdError && (
            <p id="tax-id-error" class="field-error">
              {taxIdError}
            </p>
          )}
        </div>
        <button type="submit" class="button primary" disabled={busy}>
          {t`Track`}
        </button>
        {/* Always present, so screen readers announce the text when it appears. */}
        <p role="status" class="busy">
          {busy ? t`Looking up your parcel...` : ""}
        </p>
        {alert && (
          <p role="alert" class="alert">
            {alert}
          </p>
        )}
      </form>
      {last && (
        <p class="last-parcel">
          <a href={resultPath(last.reference)} onClick={(event) => followLink(event, resultPath(last.reference))}>
            {t`See your last tracked parcel (${last.reference})`}
          </a>
        </p>
      )}
    </>
  );
}
