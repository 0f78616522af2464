import { type FormEvent, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { createAccountSetting, updateAccountSetting } from "../../../api/calls/billing";
import type { AccountSetting, Category } from "../../../api/schemas/billing";
import { BILLING_METHODS, CHARGE_FREQUENCIES, MAX_CHARGE_DAY } from "../../../domain/billing";
import { showErrorToast } from "../../../ui/api-error";
import { Button } from "../../../ui/button";
import dialogStyles from "../../../ui/dialog.module.css";
import { FieldFrame, SelectField, TextField } from "../../../ui/fields";
import { intlLocale } from "../../../ui/format/locale";
import formStyles from "../../../ui/form.module.css";
import { showToast } from "../../../ui/toast";
import { FREQUENCY_NAMES, METHOD_NAMES, categoryName } from "../billing-words";
import { decimalMarkOf } from "../money-input";
import { billingQueries } from "../queries";
import { moneyProblemText } from "../add-credit/credit-words";
import { type SettingProblems, type SettingValues, checkSetting, settingValues } from "./setting-form";

interface Props {
  sellerId: number;
  category: Category;
  /** The category's setting; none yet: saving creates it. */
  setting: AccountSetting | undefined;
  /** The seller's admin changes the settings; everyone else reads them (the server refuses their writes). */
  canManage: boolean;
  onClose: () => void;
}

const row = { display: "flex", alignItems: "center", gap: "0.5rem", minHeight: 44 } as const;

/**
 * A category's account settings (spec sections 2 and 3): method, active, limit, charge day,
 * frequency and fixed. Whether it is blocked is the platform's, shown and never changed here.
 */
export function SettingsDialog({ sellerId, category, setting, canManage, onClose }: Props) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const mark = decimalMarkOf(intlLocale(i18n));
  const [values, setValues] = useState<SettingValues>(() => settingValues(setting, mark));
  const [problems, setProblems] = useState<SettingProblems>({});
  const [busy, setBusy] = useState(false);
  const name = categoryName(category.code, category.name, i18n);
  const change = (patch: Partial<SettingValues>) => setValues({ ...values, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSetting(category.id, values, mark, setting?.custom_fields);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await (setting ? updateAccountSetting(sellerId, checked.request) : createAccountSetting(sellerId, checked.request));
      await queryClient.invalidateQueries({ queryKey: billingQueries.all() });
      showToast(t`Settings of ${name} saved.`, "success");
      onClose();
    } catch (error) {
      // The form keeps what was typed: nothing is lost.
      showErrorToast(error, i18n, { lead: t`The settings could not be saved.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className={dialogStyles.dialog}>
      <DialogBackdrop className={dialogStyles.backdrop} />
      <div className={dialogStyles.container}>
        <DialogPanel className={`${dialogStyles.panel} ${dialogStyles.small}`}>
          <DialogTitle className={dialogStyles.title}>
            <Trans>Settings of {name}</Trans>
          </DialogTitle>
          {!canManage && (
            <p className={formStyles.notice} style={{ margin: 0 }}>
              <Trans>Only your company's administrator can change these settings.</Trans>
            </p>
          )}
          {setting?.is_blocked && (
            <p style={{ margin: 0, fontWeight: 600 }}>
              <Trans>This service is blocked by the platform.</Trans>
            </p>
          )}
          <form noValidate onSubmit={(event) => void submit(event)}>
            <fieldset disabled={!canManage || busy} style={{ display: "flex", flexDirection: "column", gap: "1rem", border: 0, margin: 0, padding: 0 }}>
              <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                <legend className={formStyles.label}>
                  <Trans>Method</Trans>
                </legend>
                <div style={{ display: "flex", flexWrap: "wrap", gap: "0 1.5rem" }}>
                  {BILLING_METHODS.map((method) => (
                    <label key={method} style={row}>
                      <input type="radio" name="setting-method" checked={values.method === method} onChange={() => change({ method })} />
                      {i18n._(METHOD_NAMES[method])}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label style={row}>
                <input type="checkbox" checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
                <Trans>Active</Trans>
              </label>
              <FieldFrame label={t`Limit (R$)`} hint={t`How far below zero the balance may go. Empty: no limit.`} errors={problems.limit ? [moneyProblemText(problems.limit, i18n)] : []}>
                {(control) => <input {...control} className={formStyles.input} inputMode="decimal" autoComplete="off" value={values.limit} onChange={(event) => change({ limit: event.target.value })} />}
              </FieldFrame>
              <TextField
                label={t`Charge day`}
                inputMode="numeric"
                autoComplete="off"
                value={values.chargeDay}
                errors={problems.chargeDay ? [t`Choose a day from 1 to ${MAX_CHARGE_DAY}`] : []}
                onChange={(event) => change({ chargeDay: event.target.value })}
              />
              <SelectField
                label={t`Frequency`}
                value={values.frequency}
                onChange={(event) => change({ frequency: event.target.value as SettingValues["frequency"] })}
                options={CHARGE_FREQUENCIES.map((frequency) => ({ value: frequency, label: i18n._(FREQUENCY_NAMES[frequency]) }))}
              />
              <label style={row}>
                <input type="checkbox" checked={values.isFixed} onChange={(event) => change({ isFixed: event.target.checked })} />
                <Trans>Fixed</Trans>
              </label>
            </fieldset>
            <div className={dialogStyles.actions} style={{ marginTop: "1rem" }}>
              <Button variant="secondary" onClick={onClose}>
                {canManage ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
              </Button>
              {canManage && (
                <Button type="submit" busy={busy}>
                  <Trans>Save</Trans>
                </Button>
              )}
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
