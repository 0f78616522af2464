import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSellerSettings } from "../../api/calls/order-create";
import { settingsQueries } from "../../api/queries/shared-queries";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { insuredValueCents } from "../../domain/pricing";
import { showErrorToast } from "../../ui/api-error";
import { TextField } from "../../ui/fields";
import { formatMoney } from "../../ui/format/money";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { type Insurance, type InsuranceBasis, type InsuranceProblem, type InsuranceValues, MAX_INSURANCE_PERCENT, insuranceValuesOf, readInsurance } from "./insurance-values";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";

const BASES: readonly { basis: InsuranceBasis; name: MessageDescriptor }[] = [
  { basis: "selling_price", name: msg`Selling price` },
  { basis: "fixed_price", name: msg`Fixed price` },
  { basis: "fixed_percentage", name: msg`Fixed percentage of the selling price` },
];

const PROBLEMS: Record<InsuranceProblem, MessageDescriptor> = {
  blank: msg`Can't be blank`,
  not_a_number: msg`Type a number, for example 12.50`,
  negative: msg`Can't be negative`,
  too_many_decimals: msg`Use at most two decimals`,
  over_percent: msg`Can't be more than ${MAX_INSURANCE_PERCENT}`,
  too_large: msg`Too large`,
};

/** The example the page shows: goods of 100.00 sent for 20.00 of freight, in cents. */
const EXAMPLE = { goodsCents: 10_000, freightCents: 2_000 };
const CENTS = 100;

/**
 * /settings/insurance: what an insured order is covered for (spec "Insurance settings"): its
 * selling price, a fixed price or a fixed percentage of the selling price, with or without the
 * freight. Quotes and orders price insurance from these (src/domain/pricing.ts insuredValueCents,
 * server/settings/seller-settings.ts loadInsuranceSettings).
 */
export function InsurancePage() {
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const settings = useQuery(settingsQueries.seller(sellerId));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="insurance-title">
      <h1 id="insurance-title">
        <Trans>Insurance</Trans>
      </h1>
      <SettingsLoadState pending={settings.isPending && sellerId !== undefined} error={settings.error} loading={<Trans>Loading the settings…</Trans>} />
      {settings.data && sellerId !== undefined && <InsuranceForm sellerId={sellerId} initial={settings.data.insurance} canWrite={canWrite} />}
    </section>
  );
}

function InsuranceForm({ sellerId, initial, canWrite }: { sellerId: number; initial: Insurance; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => insuranceValuesOf(initial));
  const [problem, setProblem] = useState<InsuranceProblem | null>(null);
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: InsuranceValues) => {
    setValues(next);
    setProblem(null);
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: (insurance: Insurance) => trackSaving(() => saveSellerSettings(sellerId, { insurance }, key)),
    onSuccess: (saved) => {
      // The wizard and quotes read the same settings: the next price uses them at once.
      queryClient.setQueryData(settingsQueries.seller(sellerId).queryKey, saved);
      showToast(t`Settings updated`, "success");
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  const read = readInsurance(values);
  const example = "insurance" in read ? exampleCents(read.insurance) : null;

  return (
    <form
      className={styles.form}
      aria-label={t`Insurance settings`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if ("problem" in read) setProblem(read.problem);
        else save.mutate(read.insurance);
      }}
    >
      <ReadOnlyHint show={!canWrite} />
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Insured value</Trans>
        </legend>
        {BASES.map(({ basis, name }) => (
          <label key={basis} className={styles.check}>
            <input type="radio" name="insurance-basis" value={basis} checked={values.basis === basis} onChange={() => change({ ...values, basis })} />
            {i18n._(name)}
          </label>
        ))}
        {values.basis !== "selling_price" && (
          <TextField
            label={values.basis === "fixed_price" ? t`Fixed price` : t`Percentage of the selling price (%)`}
            required
            inputMode="decimal"
            value={values.value}
            errors={problem ? [i18n._(PROBLEMS[problem])] : []}
            onChange={(event) => change({ ...values, value: event.target.value })}
          />
        )}
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Include the freight cost</Trans>
        </legend>
        <label className={styles.check}>
          <input type="radio" name="insurance-freight" checked={values.include_freight} onChange={() => change({ ...values, include_freight: true })} />
          <Trans>Yes</Trans>
        </label>
        <label className={styles.check}>
          <input type="radio" name="insurance-freight" checked={!values.include_freight} onChange={() => change({ ...values, include_freight: false })} />
          <Trans>No</Trans>
        </label>
      </fieldset>
      {example !== null && (
        <p className={styles.hint} aria-live="polite">
          <Trans>
            For example, goods sold for {formatMoney(EXAMPLE.goodsCents / CENTS, undefined, i18n)} with {formatMoney(EXAMPLE.freightCents / CENTS, undefined, i18n)} of freight are
            insured for {formatMoney(example / CENTS, undefined, i18n)}.
          </Trans>
        </p>
      )}
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** The pricing's own rule: a fixed price is in cents there, money units on the wire. */
function exampleCents(insurance: Insurance): number {
  const value = insurance.basis === "fixed_price" ? Math.round(insurance.value * CENTS) : insurance.value;
  return insuredValueCents({ ...insurance, value }, EXAMPLE.goodsCents, EXAMPLE.freightCents);
}
