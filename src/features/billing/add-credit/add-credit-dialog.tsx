import { type FormEvent, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { addCredit } from "../../../api/calls/billing";
import type { Category } from "../../../api/schemas/billing";
import { useSessionUser } from "../../../api/use-session-user";
import { BILLING_METHODS, type BillingMethod } from "../../../domain/billing";
import { Button } from "../../../ui/button";
import dialogStyles from "../../../ui/dialog.module.css";
import { FieldErrors, FieldFrame, SelectField, TextField } from "../../../ui/fields";
import { intlLocale } from "../../../ui/format/locale";
import formStyles from "../../../ui/form.module.css";
import { showToast } from "../../../ui/toast";
import { METHOD_NAMES, brl, categoryName } from "../billing-words";
import { decimalMarkOf } from "../money-input";
import { billingQueries } from "../queries";
import { type CreditProblems, type CreditValues, checkCredit } from "./credit-form";
import { creditDescription, creditErrorTexts, moneyProblemText } from "./credit-words";

interface Props {
  sellerId: number;
  categories: readonly Category[];
  onClose: () => void;
  /** Today, for the generated description; tests give a fixed day. */
  today?: () => Date;
}

const EMPTY: CreditValues = { amount: "", categoryId: "", method: null, description: "" };

/**
 * Add Credit (spec section 4; the seller's admin): an amount in reais with two decimals (at least
 * 0.01) typed in the user's notation, a service category, and Pre-paid or Post-paid. Choosing the
 * method writes a description naming the signed-in user and the day, and locks it. One
 * Idempotency-Key per opening of the dialog: a double click, or "Add" again after a lost answer,
 * makes one credit. Nothing is shown as added until the server says so; then the balance reloads.
 */
export function AddCreditDialog({ sellerId, categories, onClose, today = () => new Date() }: Props) {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<CreditValues>(EMPTY);
  const [problems, setProblems] = useState<CreditProblems>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Set at once, not at the next render: a double click's second press sends nothing.
  const sending = useRef(false);
  const locked = values.method !== null;

  const chooseMethod = (method: BillingMethod) => {
    setValues({ ...values, method, description: creditDescription(user?.name ?? "", today(), i18n) });
    setProblems({ ...problems, method: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is on its way would only repeat the same key.
    if (sending.current) return;
    const checked = checkCredit(values, decimalMarkOf(intlLocale(i18n)));
    setRefusals([]);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    sending.current = true;
    setBusy(true);
    try {
      const event = await addCredit(sellerId, checked.request, key);
      await queryClient.invalidateQueries({ queryKey: billingQueries.all() });
      const category = categories.find((candidate) => candidate.id === event.category_id);
      const amount = brl(event.value, i18n);
      const name = category ? categoryName(category.code, category.name, i18n) : event.category_name;
      showToast(t`Credit of ${amount} added to ${name}.`, "success");
      onClose();
    } catch (error) {
      setRefusals(creditErrorTexts(error, i18n));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className={dialogStyles.dialog}>
      <DialogBackdrop className={dialogStyles.backdrop} />
      <div className={dialogStyles.container}>
        <DialogPanel className={`${dialogStyles.panel} ${dialogStyles.small}`}>
          <DialogTitle className={dialogStyles.title}>
            <Trans>Add Credit</Trans>
          </DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)} style={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
            <TextField
              label={t`Amount (R$)`}
              required
              inputMode="decimal"
              autoComplete="off"
              value={values.amount}
              errors={problems.amount ? [moneyProblemText(problems.amount, i18n)] : []}
              onChange={(event) => setValues({ ...values, amount: event.target.value })}
              data-autofocus
            />
            <SelectField
              label={t`Service category`}
              required
              value={values.categoryId}
              errors={problems.category ? [t`Choose a service category`] : []}
              onChange={(event) => setValues({ ...values, categoryId: event.target.value })}
              options={[{ value: "", label: t`Choose a category` }, ...categories.map((category) => ({ value: String(category.id), label: categoryName(category.code, category.name, i18n) }))]}
            />
            <MethodChoice method={values.method} problem={problems.method !== undefined} onChoose={chooseMethod} />
            <FieldFrame label={t`Description`} hint={locked ? t`Written for you from your name and today's date.` : t`Written for you when you choose Pre-paid or Post-paid.`}>
              {(control) => (
                <input
                  {...control}
                  className={formStyles.input}
                  value={values.description}
                  readOnly={locked}
                  aria-readonly={locked || undefined}
                  onChange={(event) => setValues({ ...values, description: event.target.value })}
                />
              )}
            </FieldFrame>
            {refusals.length > 0 && (
              <div role="alert" className={formStyles.alert}>
                {refusals.map((refusal) => (
                  <p key={refusal} style={{ margin: 0 }}>
                    {refusal}
                  </p>
                ))}
              </div>
            )}
            <div className={dialogStyles.actions}>
              <Button variant="secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" busy={busy}>
                <Trans>Add Credit</Trans>
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Pre-paid or Post-paid: a radio group, so one excludes the other (spec section 4). */
function MethodChoice({ method, problem, onChoose }: { method: BillingMethod | null; problem: boolean; onChoose: (method: BillingMethod) => void }) {
  const { i18n, t } = useLingui();
  const errorId = "add-credit-method-error";
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={problem ? errorId : undefined}>
      <legend className={formStyles.label}>
        <Trans>Method</Trans>
        <span aria-hidden="true" className={formStyles.required}>
          {" "}*
        </span>
      </legend>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0 1.5rem" }}>
        {BILLING_METHODS.map((candidate) => (
          <label key={candidate} style={{ display: "flex", alignItems: "center", gap: "0.5rem", minHeight: 44 }}>
            <input type="radio" name="add-credit-method" value={candidate} checked={method === candidate} aria-invalid={problem || undefined} onChange={() => onChoose(candidate)} />
            {i18n._(METHOD_NAMES[candidate])}
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={problem ? [t`Choose Pre-paid or Post-paid`] : []} />
    </fieldset>
  );
}
