import { type FormEvent, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { requestPriceChange } from "../../api/calls/contracts";
import { ApiError } from "../../api/errors";
import { type ContractDetails, MAX_CHANGE_TEXT } from "../../api/schemas/contracts";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { FieldFrame, SelectField } from "../../ui/fields";
import { showToast } from "../../ui/toast";
import { contractQueries } from "./queries";
import { styles } from "./styles";

/** The value of the recipient select for the platform's account manager (admins are their ids). */
const ACCOUNT_MANAGER = "account_manager";

interface Draft {
  contract: string;
  recipient: string;
  change: string;
  reason: string;
}

/**
 * "Request a change": what to change in a price table and why, sent for approval to a chosen
 * supervisor (spec section 6), one of the seller's admins or the platform's account manager.
 * Nothing typed is lost on a refusal; the key is new per request, the same for its resends.
 */
export function PriceChangeForm({ contracts }: { contracts: ContractDetails[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const recipients = useQuery(contractQueries.recipients());
  const empty: Draft = { contract: String(contracts[0]?.id ?? ""), recipient: "", change: "", reason: "" };
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string[]>>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());

  const send = useMutation({
    mutationFn: () =>
      requestPriceChange(
        {
          contract_id: Number(draft.contract),
          recipient_kind: draft.recipient === ACCOUNT_MANAGER ? "account_manager" : "seller_admin",
          recipient_user_id: draft.recipient === ACCOUNT_MANAGER ? null : Number(draft.recipient),
          change: draft.change,
          reason: draft.reason,
        },
        key,
      ),
    onSuccess: async () => {
      setDraft(empty);
      setKey(crypto.randomUUID());
      showToast(t`Your request was sent for approval.`, "success");
      await queryClient.invalidateQueries({ queryKey: contractQueries.all() });
    },
    onError: (error) => showErrorToast(error, i18n, { lead: error instanceof ApiError && error.status === 422 ? undefined : t`Could not save, try again later` }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = t`Can't be blank`;
    const found: Partial<Record<keyof Draft, string[]>> = {};
    if (!draft.recipient) found.recipient = [t`Choose who receives the request`];
    if (!draft.change.trim()) found.change = [blank];
    if (!draft.reason.trim()) found.reason = [blank];
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form aria-labelledby="price-change-title" onSubmit={submit} noValidate style={styles.card}>
      <h2 id="price-change-title" style={styles.subtitle}>
        <Trans>Request a change</Trans>
      </h2>
      <div style={styles.form}>
        <SelectField label={t`Contract`} value={draft.contract} onChange={set("contract")} options={contracts.map((c) => ({ value: String(c.id), label: c.name }))} />
        <SelectField
          label={t`Send for approval to`}
          required
          value={draft.recipient}
          onChange={set("recipient")}
          errors={errors.recipient}
          options={[
            { value: "", label: t`Choose a supervisor` },
            ...(recipients.data ?? []).map((admin) => ({ value: String(admin.id), label: t`${admin.name} (administrator)` })),
            { value: ACCOUNT_MANAGER, label: t`The platform's account manager` },
          ]}
        />
      </div>
      <FieldFrame label={t`What to change`} required errors={errors.change}>
        {(control) => <textarea {...control} style={styles.textarea} maxLength={MAX_CHANGE_TEXT} value={draft.change} onChange={set("change")} />}
      </FieldFrame>
      <FieldFrame label={t`Why`} required errors={errors.reason}>
        {(control) => <textarea {...control} style={styles.textarea} maxLength={MAX_CHANGE_TEXT} value={draft.reason} onChange={set("reason")} />}
      </FieldFrame>
      <div style={styles.row}>
        <Button type="submit" busy={send.isPending}>
          <Trans>Send for approval</Trans>
        </Button>
      </div>
    </form>
  );
}
