import { useMemo } from "react";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OrderInput } from "../../../api/schemas/order-create";
import type { MeasurementSystem } from "../../../domain/measurement";
import { containsBattery, containsDangerousGoods, goodsValueCents } from "../../../domain/order-validation";
import { type ParcelBreach, parcelBreaches } from "../../../domain/parcel";
import type { CostSummary } from "../../../domain/pricing";
import { draftToOrderInput, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import { formatMoney } from "../../../ui/format/money";
import { ruleEffectText } from "../../../ui/shipping-rule-text";
import styles from "../wizard/steps.module.css";

/** What pricing reads of a draft: the metric order, goods value, battery and harmful flags, broken limits. */
export interface PricedShipment {
  input: OrderInput;
  goodsCents: number;
  battery: boolean;
  dangerous: boolean;
  /** Per box, the parcel limits it breaks (empty when it may ship). */
  breaches: ParcelBreach[][];
  /** No box breaks a limit: contracts can be priced. */
  priceable: boolean;
}

export function pricedShipment(draft: OrderDraftValues, measurement: MeasurementSystem): PricedShipment {
  const input = draftToOrderInput(draft, measurement);
  const breaches = input.boxes.map((box) => parcelBreaches(box));
  const goods = goodsValueCents(input.boxes);
  return {
    input,
    goodsCents: Number.isFinite(goods) ? goods : 0,
    battery: containsBattery(input.boxes),
    dangerous: containsDangerousGoods(input.boxes),
    breaches,
    priceable: input.boxes.length > 0 && breaches.every((list) => list.length === 0),
  };
}

export function usePricedShipment(draft: OrderDraftValues, measurement: MeasurementSystem): PricedShipment {
  return useMemo(() => pricedShipment(draft, measurement), [draft, measurement]);
}

/** Cents as money of the order's currency; a code Intl does not know is shown without a symbol. */
export function formatCents(cents: number, currency: string, i18n: I18n): string {
  try {
    return formatMoney(cents / 100, currency, i18n);
  } catch {
    return `${formatMoney(cents / 100, undefined, i18n)} ${currency}`;
  }
}

interface CostFiguresProps {
  summary: CostSummary;
  currency: string;
  /** The Courier cards join duties and taxes; the Overview shows each. */
  compact?: boolean;
}

/** Freight, duties, taxes, insurance and the total the seller pays, as a definition list. */
export function CostFigures({ summary, currency, compact = false }: CostFiguresProps) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, currency, i18n);
  return (
    <dl className={styles.figures}>
      <dt>
        <Trans>Freight</Trans>
      </dt>
      <dd>
        {money(summary.freight_cents)}
        {summary.freight_rule && (
          // The figure is the rule's, not the contract's: say which rule set it (decision 062).
          <span className={styles.muted}> {ruleEffectText({ ...summary.freight_rule, outcome: "applied" }, i18n)}</span>
        )}
      </dd>
      {compact ? (
        <>
          <dt>
            <Trans>Duties and taxes estimate</Trans>
          </dt>
          <dd>{money(summary.duties_cents + summary.taxes_cents)}</dd>
        </>
      ) : (
        <>
          <dt>
            <Trans>Duties</Trans>
          </dt>
          <dd>{money(summary.duties_cents)}</dd>
          <dt>
            <Trans>Taxes</Trans>
          </dt>
          <dd>{money(summary.taxes_cents)}</dd>
        </>
      )}
      <dt>
        <Trans>Insurance</Trans>
      </dt>
      <dd>{money(summary.insurance_cents)}</dd>
      <dt className={styles.total}>
        <Trans>Total</Trans>
      </dt>
      <dd className={styles.total}>{money(summary.total_cents)}</dd>
    </dl>
  );
}

/** Who pays the duties and taxes under the chosen incoterm. */
export function DutiesPayer({ incoterm }: { incoterm: CostSummary["incoterm"] }) {
  return (
    <p className={styles.muted}>
      {incoterm === "DDP" ? (
        <Trans>DDP: you pay the duties and taxes; they are in the total.</Trans>
      ) : (
        <Trans>DDU: the receiver pays the duties and taxes on delivery; they are not in the total.</Trans>
      )}
    </p>
  );
}
