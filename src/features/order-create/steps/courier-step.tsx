import { useId, useMemo } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { allowedIncoterms, type ContractTerms, contractRefusal, costSummary, type Incoterm, INCOTERMS } from "../../../domain/pricing";
import { contractRefusalMessage, parcelBreachMessage } from "../../../ui/order-issue-text";
import { costsAfterRules, type ShippingRulesInput } from "../../../domain/shipping-rules/freight";
import { ruleEffectText } from "../../../ui/shipping-rule-text";
import { type CourierRules, courierRulesOf } from "./courier-rules";
import formStyles from "../../../ui/form.module.css";
import { CostFigures, type PricedShipment, usePricedShipment } from "./cost-summary";
import { useFieldErrors } from "../wizard/field-errors";
import type { StepProps } from "../wizard/step-props";
import styles from "../wizard/steps.module.css";

/**
 * Courier: the contracts side by side with delivery time and the costs of this shipment, priced
 * on the device from the cached price tables (src/domain/pricing.ts), so it works offline. A
 * contract that cannot carry the shipment is shown disabled with the reason.
 */
export function CourierStep({ draft, update, issues, showAll, measurement, context }: StepProps) {
  const { i18n, t } = useLingui();
  const errors = useFieldErrors(issues, showAll, measurement);
  const contractLabel = useId();
  const incotermLabel = useId();
  const shipment = usePricedShipment(draft, measurement);
  const terms = context.contractTerms;
  const chosen = terms?.find((contract) => contract.id === draft.contract_id);
  const chosenIncoterms = chosen ? allowedIncoterms(chosen, shipment.goodsCents) : [];
  const insurance = context.rules.insurance_settings;
  // The rules act on the device, from cached rules and contracts: the same options offline.
  const courierRules = useMemo(
    () =>
      courierRulesOf({
        rules: context.shippingRules,
        terms,
        shipment,
        channels: context.salesChannels,
        insurance: draft.shipment.insurance,
        insuranceSettings: insurance,
        now: new Date(),
      }),
    [context.shippingRules, terms, shipment, context.salesChannels, draft.shipment.insurance, insurance],
  );
  const chosenHiddenBy = chosen ? courierRules.hidden.get(chosen.id) : undefined;
  const incotermAllowed = (incoterm: Incoterm) => (chosen === undefined || chosenIncoterms.includes(incoterm)) && (courierRules.incoterm === null || courierRules.incoterm === incoterm);

  const choose = (contract: ContractTerms) => {
    const allowed = allowedIncoterms(contract, shipment.goodsCents).filter((incoterm) => courierRules.incoterm === null || courierRules.incoterm === incoterm);
    update((current) => ({
      ...current,
      contract_id: contract.id,
      incoterm: current.incoterm !== "" && allowed.includes(current.incoterm) ? current.incoterm : (allowed[0] ?? ""),
    }));
    errors.touch("contract_id");
  };
  const chooseIncoterm = (incoterm: Incoterm) => {
    update((current) => ({ ...current, incoterm }));
    errors.touch("incoterm");
  };

  const breaches = shipment.breaches.flatMap((list, index) => list.map((breach) => ({ box: index + 1, text: parcelBreachMessage(breach, i18n, measurement) })));

  return (
    <div className={styles.stack}>
      {breaches.length > 0 && (
        <div className={formStyles.alert} role="alert">
          <p>
            <Trans>No contract can carry a box that breaks the parcel limits. Change it on the Shipment step:</Trans>
          </p>
          <ul>
            {breaches.map(({ box, text }) => (
              <li key={`${box}-${text}`}>{t`Box ${box}: ${text}`}</li>
            ))}
          </ul>
        </div>
      )}
      <RuleEffects rules={courierRules} />
      {/* At once, before the rules' own issue shows under the contracts (after Next): not both. */}
      {chosenHiddenBy && errors.errorsAt("contract_id").length === 0 && (
        <p className={formStyles.alert} role="alert">
          {t`The chosen contract cannot be used: ${ruleEffectText(chosenHiddenBy, i18n)}. Choose another.`}
        </p>
      )}
      {terms === undefined ? (
        <p className={styles.muted} role="status">
          {context.online ? <Trans>Loading the contracts…</Trans> : <Trans>The contracts are not on this device yet. Connect to the network once to load them.</Trans>}
        </p>
      ) : terms.length === 0 ? (
        <p className={styles.muted}>
          <Trans>You have no contracts yet.</Trans>
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby={contractLabel} className={styles.stack}>
          <h3 id={contractLabel} className={formStyles.label}>
            <Trans>Contract</Trans>
          </h3>
          <div className={styles.cards}>
            {terms.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                shipment={shipment}
                currency={draft.shipment.currency}
                checked={contract.id === draft.contract_id}
                insurance={draft.shipment.insurance}
                insuranceSettings={insurance}
                rules={courierRules}
                freightRules={context.rules.shipping_rules}
                onChoose={() => choose(contract)}
              />
            ))}
          </div>
          <FieldMessages messages={errors.errorsAt("contract_id")} />
        </div>
      )}
      <div role="radiogroup" aria-labelledby={incotermLabel} className={styles.section}>
        <h3 id={incotermLabel} className={formStyles.label}>
          <Trans>Incoterm</Trans>
        </h3>
        <div className={styles.radios}>
          {INCOTERMS.map((incoterm) => (
            <label key={incoterm} className={styles.check}>
              <input
                type="radio"
                name="incoterm"
                value={incoterm}
                checked={draft.incoterm === incoterm}
                disabled={!incotermAllowed(incoterm)}
                onChange={() => chooseIncoterm(incoterm)}
              />
              {incoterm}
            </label>
          ))}
        </div>
        <FieldMessages messages={errors.errorsAt("incoterm")} />
      </div>
    </div>
  );
}

/** What the seller's shipping rules did here, rule by rule, each naming its rule. */
function RuleEffects({ rules }: { rules: CourierRules }) {
  const { i18n, t } = useLingui();
  // One carrier hidden under two contracts is one line; what changed nothing is left to the test panel.
  const texts = [...new Set(rules.effects.filter((effect) => effect.outcome !== "no_effect").map((effect) => ruleEffectText(effect, i18n)))];
  if (texts.length === 0) return null;
  return (
    <ul className={styles.muted} aria-label={t`Shipping rules applied`}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

function FieldMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={formStyles.errors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

interface ContractCardProps {
  contract: ContractTerms;
  shipment: PricedShipment;
  currency: string;
  checked: boolean;
  insurance: boolean;
  insuranceSettings: Parameters<typeof costSummary>[1]["insurance_settings"];
  rules: CourierRules;
  /** The seller's rules with this order's facts: a freight rule reprices every card (as the quotes). */
  freightRules: ShippingRulesInput | undefined;
  onChoose: () => void;
}

/** One contract: name, carrier, working days, and per allowed incoterm the costs of this shipment. */
function ContractCard({ contract, shipment, currency, checked, insurance, insuranceSettings, rules, freightRules, onChoose }: ContractCardProps) {
  const { i18n } = useLingui();
  const hiddenBy = rules.hidden.get(contract.id);
  const chosenBy = rules.chosen?.contractId === contract.id ? rules.chosen.effect : undefined;
  const detailsId = useId();
  const refusal = contractRefusal(contract, { contain_battery: shipment.battery, dangerous_good: shipment.dangerous, goods_value_cents: shipment.goodsCents });
  const allowed = allowedIncoterms(contract, shipment.goodsCents).filter((incoterm) => rules.incoterm === null || rules.incoterm === incoterm);
  const disabled = refusal !== null || allowed.length === 0 || hiddenBy !== undefined;
  // A handful of contracts, two incoterms: cheap enough for every render of this step.
  const summaries =
    shipment.priceable && !disabled
      ? allowed.map((incoterm) =>
          costsAfterRules(costSummary(contract, { boxes: shipment.input.boxes, goods_value_cents: shipment.goodsCents, insurance, insurance_settings: insuranceSettings }, incoterm), freightRules),
        )
      : [];
  const days = contract.delivery_time;

  return (
    // The radio is named by the contract alone; the rest of the card describes it.
    <div className={styles.card}>
      <label className={styles.cardTitle}>
        <input type="radio" name="contract" value={contract.id} checked={checked} disabled={disabled} onChange={onChoose} aria-describedby={detailsId} />
        {contract.name}
      </label>
      <div id={detailsId} className={styles.section}>
        <span>{contract.carrier_name}</span>
        <span>
          <Plural value={days} one="# working day" other="# working days" />
        </span>
        {refusal !== null && <span className={formStyles.errors}>{contractRefusalMessage(refusal, i18n)}</span>}
        {hiddenBy && <span className={formStyles.errors}>{ruleEffectText(hiddenBy, i18n)}</span>}
        {chosenBy && <strong>{ruleEffectText(chosenBy, i18n)}</strong>}
        {summaries.map((summary) => (
          <div key={summary.incoterm} className={styles.section}>
            <strong>{summary.incoterm}</strong>
            <CostFigures summary={summary} currency={currency} compact />
          </div>
        ))}
      </div>
    </div>
  );
}
