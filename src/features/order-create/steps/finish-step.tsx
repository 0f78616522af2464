import { useId, useMemo, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LABEL_FORMATS, type LabelFormat } from "../../../api/schemas/documents";
import type { Order } from "../../../api/schemas/orders";
import { orderCosts } from "../../../domain/order-validation";
import { enqueueDispatch } from "../../../offline/outbox";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { SelectField } from "../../../ui/fields";
import { showToast } from "../../../ui/toast";
import { CostFigures, DutiesPayer, usePricedShipment } from "./cost-summary";
import { FinishCheck } from "./finish-check";
import { FinishCreated } from "./finish-created";
import { CheckboxField, TextAreaField } from "../wizard/step-fields";
import type { StepProps } from "../wizard/step-props";
import { useCreateOrder } from "./use-create-order";
import { STEP_TITLES } from "../wizard/wizard-nav";
import styles from "../wizard/steps.module.css";

/** Finish's inner steps, in order (wizard design). */
const INNER_STEPS = ["data", "check", "resume", "label", "dispatch", "finish"] as const;
type InnerStep = (typeof INNER_STEPS)[number];
const INNER_TITLES: Record<InnerStep, MessageDescriptor> = {
  data: msg`Order data`,
  check: msg`Check`,
  resume: msg`Summary`,
  label: msg`Label and note`,
  dispatch: msg`Dispatch`,
  finish: msg`Finish`,
};

export const LABEL_FORMAT_NAMES: Record<LabelFormat, MessageDescriptor> = {
  "4x6": msg`4 × 6 in (thermal)`,
  letter_full: msg`Letter, full page`,
  letter_half: msg`Letter, half page`,
};

/**
 * Finish: the order's data, the server's check, the cost summary, label format and note, the
 * dispatch choice, then "Create order" ("Save changes" when editing). A small progress list
 * shows how far the inner steps are. Creating needs the network; offline the button is disabled
 * (the wizard says why) and the draft stays on the device.
 */
export function FinishStep({ draft, update, measurement, context, draftId, onOrderSaved }: StepProps) {
  const { i18n, t } = useLingui();
  const shipment = usePricedShipment(draft, measurement);
  const costs = useMemo(() => orderCosts(shipment.input, context.rules), [shipment, context.rules]);
  const { state, submit } = useCreateOrder(draftId);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<Order | null>(null);
  const editing = draft.editing_order_id !== null;
  const autoDispatch = context.sellerSettings?.auto_dispatch === true;
  const labelFormat: LabelFormat = draft.label_format || context.printing?.formats.label || "4x6";
  const contract = context.rules.contract;
  const ids = { data: useId(), check: useId(), resume: useId(), label: useId(), dispatch: useId() };

  const create = async () => {
    const order = await submit(shipment.input, draft.editing_order_id);
    if (!order) return;
    setCreated(order);
    onOrderSaved(order);
    if (draft.dispatch_now && !autoDispatch && !order.dispatched) {
      try {
        await enqueueDispatch([{ id: order.id, order_number: order.order_number }]);
        showToast(t`Dispatch queued for order ${order.order_number}`, "success");
      } catch {
        showToast(t`The dispatch could not be saved on this device. Dispatch the order from its page.`, "error");
      }
    }
  };

  const current: InnerStep = created ? "finish" : !checked ? "check" : "dispatch";
  const done = (step: InnerStep) => INNER_STEPS.indexOf(step) < INNER_STEPS.indexOf(current);

  return (
    <div className={styles.stack}>
      <ol className={styles.progress} aria-label={t`Finish steps`}>
        {INNER_STEPS.map((step) => (
          <li key={step} data-done={done(step)} aria-current={step === current ? "step" : undefined}>
            {i18n._(INNER_TITLES[step])}
          </li>
        ))}
      </ol>

      {created ? (
        <FinishCreated order={created} editing={editing} labelFormat={labelFormat} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby={ids.data}>
            <h3 id={ids.data}>{i18n._(INNER_TITLES.data)}</h3>
            <dl className={styles.figures}>
              <dt>
                <Trans>Order number</Trans>
              </dt>
              <dd>{draft.shipment.order_number}</dd>
              <dt>
                <Trans>Receiver</Trans>
              </dt>
              <dd>
                {draft.customer.full_name} · {draft.customer.city} {draft.customer.country}
              </dd>
              <dt>
                <Trans>Sender</Trans>
              </dt>
              <dd>{draft.sender.name}</dd>
              <dt>
                <Trans>Boxes</Trans>
              </dt>
              <dd>{draft.boxes.length}</dd>
              <dt>
                <Trans>Items</Trans>
              </dt>
              <dd>{draft.boxes.reduce((sum, box) => sum + box.items.length, 0)}</dd>
              <dt>
                <Trans>Contract</Trans>
              </dt>
              <dd>{contract ? `${contract.name} · ${draft.incoterm}` : "—"}</dd>
            </dl>
          </section>

          <section className={styles.section} aria-labelledby={ids.check}>
            <h3 id={ids.check}>{i18n._(INNER_TITLES.check)}</h3>
            <FinishCheck input={shipment.input} editingId={draft.editing_order_id} online={context.online} measurement={measurement} onResult={setChecked} />
          </section>

          <section className={styles.section} aria-labelledby={ids.resume}>
            <h3 id={ids.resume}>{i18n._(INNER_TITLES.resume)}</h3>
            {costs ? (
              <>
                <CostFigures summary={costs} currency={draft.shipment.currency} />
                <DutiesPayer incoterm={costs.incoterm} />
              </>
            ) : (
              <p className={styles.muted}>
                <Trans>The costs show once a contract is chosen.</Trans>
              </p>
            )}
          </section>

          <section className={styles.section} aria-labelledby={ids.label}>
            <h3 id={ids.label}>{i18n._(INNER_TITLES.label)}</h3>
            <SelectField
              label={t`Label format`}
              options={LABEL_FORMATS.map((format) => ({ value: format, label: i18n._(LABEL_FORMAT_NAMES[format]) }))}
              value={labelFormat}
              onChange={(event) => {
                const format = event.target.value as LabelFormat;
                update((currentDraft) => ({ ...currentDraft, label_format: format }));
              }}
            />
            <TextAreaField
              label={t`Note`}
              value={draft.shipment.observations}
              maxLength={1000}
              onChange={(event) => {
                const note = event.target.value;
                update((currentDraft) => ({ ...currentDraft, shipment: { ...currentDraft.shipment, observations: note } }));
              }}
            />
          </section>

          <section className={styles.section} aria-labelledby={ids.dispatch}>
            <h3 id={ids.dispatch}>{i18n._(INNER_TITLES.dispatch)}</h3>
            {autoDispatch ? (
              <p className={styles.muted}>
                <Trans>Orders are dispatched automatically when they are created (Advanced settings)</Trans>
              </p>
            ) : (
              <CheckboxField
                label={t`Dispatch now`}
                checked={draft.dispatch_now}
                onChange={(event) => {
                  const dispatchNow = event.target.checked;
                  update((currentDraft) => ({ ...currentDraft, dispatch_now: dispatchNow }));
                }}
              />
            )}
          </section>

          {state.status === "failed" && (
            <div className={formStyles.alert} role="alert">
              <p>
                <Trans>The order was not saved:</Trans>
              </p>
              <ul>
                {state.messages.map((message, index) => (
                  <li key={`${index}-${message.text}`}>{message.step ? `${i18n._(STEP_TITLES[message.step])}: ${message.text}` : message.text}</li>
                ))}
              </ul>
            </div>
          )}
          <div className={`${styles.row} ${styles.submitBar}`}>
            <Button onClick={() => void create()} disabled={!context.online} busy={state.status === "saving"}>
              {editing ? <Trans>Save changes</Trans> : <Trans>Create order</Trans>}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
