import { type FormEvent, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { updateOrder } from "../../../api/calls/orders";
import { MESSAGES } from "../../../api/schemas/common";
import { type Order, UpdateOrderRequest } from "../../../api/schemas/orders";
import { cacheOrderDetail } from "../../../offline/order-cache";
import { apiErrorText } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { TextField } from "../../../ui/fields";
import { showToast } from "../../../ui/toast";
import { isOfflineError } from "../offline-error";
import { orderQueries } from "../queries";
import styles from "../orders.module.css";

const CUSTOMER_FIELDS = ["full_name", "phone", "email", "postal_code", "state", "city", "address", "number", "complement", "quarter", "reference"] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];
type Draft = Record<CustomerField | "sales_channel_order_number" | "observations", string>;

const draftOf = (order: Order): Draft => ({
  ...(Object.fromEntries(CUSTOMER_FIELDS.map((key) => [key, order.customer[key] ?? ""])) as Record<CustomerField, string>),
  sales_channel_order_number: order.sales_channel_order_number ?? "",
  observations: order.observations ?? "",
});

const requestOf = (draft: Draft) => ({
  sales_channel_order_number: draft.sales_channel_order_number,
  observations: draft.observations,
  customer: Object.fromEntries(CUSTOMER_FIELDS.map((key) => [key, draft[key]])),
});

/**
 * Edits what may change before dispatch (PUT /v1/orders/{id}). It needs the network: offline it
 * says so and keeps the input; a refusal (409 once dispatched elsewhere) shows the server's words.
 */
export function EditOrderForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string[]>>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // One key per edit: a second press after a lost answer is not a second change.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const labels: Record<keyof Draft, string> = {
    full_name: t`Name`, phone: t`Phone`, email: t`E-mail`, postal_code: t`Postal code`, state: t`State`, city: t`City`,
    address: t`Address`, number: t`Number`, complement: t`Complement`, quarter: t`Quarter`, reference: t`Reference`,
    sales_channel_order_number: t`Sales channel order number`, observations: t`Observations`,
  };
  const translate = (message: string) => (message === MESSAGES.blank ? t`Can't be blank` : message === MESSAGES.invalidEmail ? t`Invalid E-mail` : message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(UpdateOrderRequest, requestOf(draft));
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string[]>> = {};
      for (const issue of parsed.issues) {
        const field = issue.path?.at(-1)?.key as keyof Draft | undefined;
        if (field) found[field] = [...(found[field] ?? []), translate(issue.message)];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure([]);
    setSaving(true);
    try {
      const saved = await updateOrder(order.id, parsed.output, key);
      await cacheOrderDetail(saved);
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
      setKey(crypto.randomUUID());
      showToast(t`Order saved.`, "success");
      onDone();
    } catch (error) {
      setFailure(isOfflineError(error) ? [t`You are offline. Your changes are kept here; save again once connected.`] : apiErrorText(error, i18n));
    } finally {
      setSaving(false);
    }
  };

  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(order));
  return (
    <form className={styles.form} aria-label={t`Edit order`} onSubmit={(event) => void submit(event)} data-dirty={dirty || undefined} noValidate>
      {failure.length > 0 && (
        <p role="alert" className={formStyles.alert}>
          {failure.join(" ")}
        </p>
      )}
      <div className={styles.formGrid}>
        {(Object.keys(labels) as (keyof Draft)[]).map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            value={draft[field]}
            errors={errors[field]}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          <Trans>Save changes</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
