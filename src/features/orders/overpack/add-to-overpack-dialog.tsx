import { type FormEvent, useState } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { addOverpackOrders, createOverpack, fetchOverpacks } from "../../../api/calls/overpacks";
import type { Overpack } from "../../../api/schemas/overpacks";
import { type OverpackTarget, selectionRefusals } from "../../../domain/overpack";
import { readCachedOrderRows } from "../../../offline/order-cache";
import { apiErrorText } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import styles from "../../../ui/dialog.module.css";
import formStyles from "../../../ui/form.module.css";
import { SelectField, TextField } from "../../../ui/fields";
import { overpackRefusalText, overpackSpecText, refusedInError } from "../../../ui/overpack-refusal-text";
import { showToast } from "../../../ui/toast";
import { orderQueries } from "../queries";
import { DIMENSIONS, type OverpackFormErrors, type OverpackFormValues, checkOverpackForm, parseSize } from "./overpack-form";

/** Open overpacks to pick from: the not dispatched ones (a dispatched bag takes no more orders). */
const OPEN_OVERPACKS = { dispatched: "false", limit: "100", offset: "0" } as const;
/** The overpack screens' key prefix: they refetch after an addition. */
const OVERPACKS_KEY = ["overpacks"] as const;

/** One order that cannot go, named, with why in the user's language. */
interface RefusedLine {
  key: string;
  name: string;
  why: string;
}

interface Props {
  open: boolean;
  /** The selected orders' ids. */
  orderIds: readonly number[];
  onClose: () => void;
  /** After the server added them: the list clears its selection. */
  onAdded: () => void;
}

const EMPTY: OverpackFormValues = { target: "", reference: "", length: "", width: "", height: "" };

/**
 * "Add to overpack" on the orders list (issue 18): an existing not-dispatched overpack or a new
 * name, with length, width and height in centimetres. Before anything is sent, the selection is
 * checked on the device against the bag with the domain's rules (src/domain/overpack.ts) and each
 * order that cannot go is named with its reason; nothing is sent while one is refused. The server
 * checks again (all or nothing) and its 409 is shown the same way.
 */
export function AddToOverpackDialog({ open, orderIds, onClose, onAdded }: Props) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const overpacks = useQuery({ queryKey: [...OVERPACKS_KEY, "list", OPEN_OVERPACKS], queryFn: ({ signal }) => fetchOverpacks(OPEN_OVERPACKS, signal), enabled: open });
  const [values, setValues] = useState<OverpackFormValues>(EMPTY);
  const [errors, setErrors] = useState<OverpackFormErrors>({});
  const [refused, setRefused] = useState<RefusedLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a second press after a network failure is the same request.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const open_ = (overpacks.data?.elements ?? []).filter((overpack) => !overpack.dispatched);
  const chosen = open_.find((overpack) => String(overpack.id) === values.target);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setRefused([]);
    setFailure(null);
    setAttemptKey(crypto.randomUUID());
    onClose();
  };

  const send = useMutation({
    mutationFn: async () => {
      const sizes = { length: parseSize(values.length), width: parseSize(values.width), height: parseSize(values.height) };
      const ids = [...orderIds];
      if (values.target === "new") return createOverpack({ reference: values.reference.trim(), ...sizes, order_ids: ids }, attemptKey);
      return addOverpackOrders(Number(values.target), { order_ids: ids, ...sizes }, attemptKey);
    },
    onSuccess: (overpack) => {
      const reference = overpack.reference;
      showToast(t`Added to overpack ${reference}.`, "success");
      void client.invalidateQueries({ queryKey: orderQueries.lists() });
      void client.invalidateQueries({ queryKey: OVERPACKS_KEY });
      onAdded();
      close();
    },
    onError: (error) => {
      const lines = refusedInError(error);
      if (lines) {
        setRefused(lines.map((line, index) => ({ key: `${line.id ?? line.code ?? index}`, name: line.order_number ?? line.code ?? `#${line.id}`, why: overpackRefusalText(line.reason, line.messages, i18n) })));
        setAttemptKey(crypto.randomUUID());
      } else setFailure((overpackSpecText(error, i18n) ?? apiErrorText(error, i18n)).join(" "));
    },
  });

  const choose = (target: string) => {
    const overpack = open_.find((candidate) => String(candidate.id) === target);
    // An existing bag's sizes are offered as they are; the seller may change them as it fills.
    setValues((current) => ({ ...current, target, ...(overpack ? { length: String(overpack.length), width: String(overpack.width), height: String(overpack.height) } : {}) }));
    setRefused([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkOverpackForm(values, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const lines = await deviceRefusals(orderIds, chosen);
    setRefused(lines.map((line) => ({ key: String(line.order.id), name: line.order.order_number, why: overpackRefusalText(line.reason, [], i18n) })));
    if (lines.length === 0) send.mutate();
  };

  const field = (name: keyof OverpackFormValues) => ({
    value: values[name],
    errors: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const sizeLabels = { length: t`Length (cm)`, width: t`Width (cm)`, height: t`Height (cm)` };
  const count = orderIds.length;

  return (
    <Dialog open={open} onClose={close} className={styles.dialog}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={styles.container}>
        <DialogPanel className={styles.panel}>
          <DialogTitle className={styles.title}>
            <Plural value={count} one="Add # order to an overpack" other="Add # orders to an overpack" />
          </DialogTitle>
          <form onSubmit={(event) => void submit(event)} noValidate className={styles.body}>
            {overpacks.error && <p role="alert" className={formStyles.alert}>{apiErrorText(overpacks.error, i18n).join(" ")}</p>}
            <SelectField
              label={t`Overpack`}
              required
              {...field("target")}
              onChange={(event) => choose(event.target.value)}
              options={[{ value: "", label: overpacks.isLoading ? t`Loading overpacks…` : t`Choose an overpack` }, { value: "new", label: t`A new overpack` }, ...open_.map((overpack) => ({ value: String(overpack.id), label: overpack.reference }))]}
            />
            {values.target === "new" && <TextField label={t`Name or reference`} required maxLength={80} {...field("reference")} />}
            {DIMENSIONS.map((name) => (
              <TextField key={name} label={sizeLabels[name]} required inputMode="decimal" {...field(name)} />
            ))}
            {refused.length > 0 && (
              <div role="alert">
                <p className={formStyles.alert}>
                  <Trans>These orders cannot go into this overpack. Nothing was added:</Trans>
                </p>
                <ul aria-label={t`Orders that cannot go`}>
                  {refused.map((line) => (
                    <li key={line.key}>
                      {line.name}: {line.why}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {failure && (
              <p role="alert" className={formStyles.alert}>
                {failure}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="button" variant="secondary" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" busy={send.isPending}>
                <Trans>Add to overpack</Trans>
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The device's check of the selection against the bag, from the cached rows (orders it has not cached are left to the server). */
async function deviceRefusals(orderIds: readonly number[], overpack: Overpack | undefined) {
  const rows = new Map((await readCachedOrderRows()).map((row) => [row.id, row]));
  const orders = orderIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ id, order_number: row.order_number, dispatched: row.dispatched, overpack_id: row.overpacked ? -1 : null, customer_country: row.customer_country, contract_name: row.contract_name, currency: row.currency }] : [];
  });
  const target: OverpackTarget = overpack
    ? { id: overpack.id, dispatched: overpack.dispatched, destination_country: overpack.destination_country, contract_name: overpack.contract_name, currency: overpack.currency }
    : { id: null, dispatched: false, destination_country: null, contract_name: null, currency: null };
  return selectionRefusals(orders, target);
}
