import { useId } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Quote, QuoteAnswer } from "../../api/schemas/quotes";
import type { MeasurementSystem } from "../../domain/measurement";
import type { ParcelBreach } from "../../domain/parcel";
import type { ContractRefusal } from "../../domain/pricing";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { formatMoney } from "../../ui/format/money";
import { contractRefusalMessage, parcelBreachMessage } from "../../ui/order-issue-text";
import { ruleEffectText } from "../../ui/shipping-rule-text";
import { allInCost, cheapestAllIn } from "./quote-comparison";
import styles from "./quotes.module.css";

interface QuoteResultsProps {
  /** The user's units, for the limits a box breaks. */
  measurement: MeasurementSystem;
  answer: QuoteAnswer;
  /** The quote whose draft is being made, if any. */
  starting: Quote | null;
  onStart: (quote: Quote) => void;
  /** A Seller Viewer compares quotes but cannot create orders: no "Create order with…". */
  canCreateOrders: boolean;
}

/**
 * Quotes side by side (the cheapest all-in marked: quote-comparison.ts), contracts that cannot
 * carry the shipment, and broken parcel limits.
 */
export function QuoteResults({ answer, starting, onStart, measurement, canCreateOrders }: QuoteResultsProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const cheapest = cheapestAllIn(answer.quotes);
  const money = (value: number) => formatMoney(value, answer.currency, i18n);
  // Said from the effect's fields in the user's language, not the server's English message; one
  // carrier hidden under two contracts is one line; what changed nothing is left to the test panel.
  const ruleTexts = [...new Set(answer.rule_effects.filter((effect) => effect.outcome !== "no_effect").map((effect) => ruleEffectText(effect, i18n)))];
  const chosenBy = answer.rule_effects.find((effect) => effect.outcome === "applied" && effect.action_name === "courier");

  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Quotes</Trans>
      </h2>
      {answer.breaches.length > 0 && (
        <div role="alert" className={formStyles.alert}>
          <p className={styles.flush}>
            <Trans>No contract can carry these boxes:</Trans>
          </p>
          <ul>
            {answer.breaches.map((breach, index) => {
              const box = breach.box_number;
              // The server names the codes of src/domain/parcel.ts; its English text is the fallback.
              const text = knownBreach(breach) ? parcelBreachMessage(breach, i18n, measurement) : breach.message;
              return (
                <li key={`${box}-${breach.code}-${breach.measure}-${index}`}>
                  <Trans>
                    Box {box}: {text}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {ruleTexts.length > 0 && (
        <div className={styles.note}>
          <h3>
            <Trans>Changed by your shipping rules</Trans>
          </h3>
          <ul aria-label={t`Changed by your shipping rules`}>
            {ruleTexts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {answer.quotes.length === 0 && answer.breaches.length === 0 && (
        <p>
          <Trans>No contract can carry this shipment.</Trans>
        </p>
      )}
      {answer.quotes.length > 0 && (
        <p className={styles.note}>
          <Trans>Cheapest all-in compares freight, duties and taxes and insurance of every quote, whoever pays them.</Trans>
        </p>
      )}
      {answer.quotes.length > 0 && !canCreateOrders && (
        <p className={styles.note}>
          <Trans>Your role can compare quotes; a seller admin or operator can create orders from them.</Trans>
        </p>
      )}
      {answer.quotes.length > 0 && (
        <ul className={styles.cards} aria-label={t`Quotes`}>
          {answer.quotes.map((quote) => {
            const name = quote.contract_name;
            const incoterm = quote.incoterm;
            const days = quote.delivery_time;
            const allIn = allInCost(quote);
            const isCheapest = allIn === cheapest;
            return (
              <li key={`${quote.contract_id}-${incoterm}`} className={`${styles.card} ${isCheapest ? styles.cheapest : ""}`}>
                <article aria-label={`${name} (${incoterm})`}>
                  <h3 className={styles.cardTitle}>
                    {name} <span className={styles.incoterm}>{incoterm}</span>
                  </h3>
                  {isCheapest && (
                    <p className={styles.badge}>
                      <Trans>Cheapest all-in</Trans>
                    </p>
                  )}
                  {chosenBy && answer.chosen_contract_id === quote.contract_id && <p className={styles.badge}>{ruleEffectText(chosenBy, i18n)}</p>}
                  <dl className={styles.figures}>
                    <dt>
                      <Trans>Carrier</Trans>
                    </dt>
                    <dd>{quote.carrier_name}</dd>
                    <dt>
                      <Trans>Delivery time</Trans>
                    </dt>
                    <dd>
                      <Plural value={days} one="# working day" other="# working days" />
                    </dd>
                    <dt>
                      <Trans>Freight</Trans>
                    </dt>
                    <dd>{money(quote.freight)}</dd>
                    <dt>
                      <Trans>Duties and taxes (estimate)</Trans>
                    </dt>
                    <dd>{money(quote.duties + quote.taxes)}</dd>
                    {quote.insurance > 0 && (
                      <>
                        <dt>
                          <Trans>Insurance</Trans>
                        </dt>
                        <dd>{money(quote.insurance)}</dd>
                      </>
                    )}
                    <dt className={styles.total}>
                      <Trans>Total</Trans>
                    </dt>
                    <dd className={styles.total}>{money(quote.total)}</dd>
                    {/* Under DDU the total leaves out what the receiver pays: the all-in figure is the one compared. */}
                    {allIn !== quote.total && (
                      <>
                        <dt>
                          <Trans>All-in, with the receiver's duties and taxes</Trans>
                        </dt>
                        <dd>{money(allIn)}</dd>
                      </>
                    )}
                  </dl>
                  {incoterm === "DDU" && (
                    <p className={styles.note}>
                      <Trans>DDU: the receiver pays duties and taxes on delivery.</Trans>
                    </p>
                  )}
                  {canCreateOrders && (
                    <Button busy={starting === quote} disabled={starting !== null && starting !== quote} onClick={() => onStart(quote)}>
                      <Trans>
                        Create order with {name} ({incoterm})
                      </Trans>
                    </Button>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {answer.unavailable.length > 0 && (
        <div className={styles.unavailable}>
          <h3>
            <Trans>Not available for this shipment</Trans>
          </h3>
          <ul aria-label={t`Not available for this shipment`}>
            {answer.unavailable.map((entry) => {
              const name = entry.contract_name;
              const reason = knownRefusal(entry.reason) ? contractRefusalMessage(entry.reason, i18n) : entry.message;
              return (
                <li key={entry.contract_id}>
                  <Trans>
                    {name}: {reason}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

const BREACH_CODES: readonly string[] = ["too_heavy", "side_too_long", "sides_sum_too_long", "not_positive"] satisfies ParcelBreach["code"][];
const BREACH_MEASURES: readonly string[] = ["weight", "length", "width", "height", "sides"] satisfies ParcelBreach["measure"][];
const REFUSALS: readonly string[] = ["battery_not_allowed", "dangerous_goods_not_allowed", "incoterm_not_allowed"] satisfies ContractRefusal[];

function knownBreach(breach: { code: string; measure: string }): breach is Pick<ParcelBreach, "code" | "measure" | "actual" | "limit"> & { code: ParcelBreach["code"] } {
  return BREACH_CODES.includes(breach.code) && BREACH_MEASURES.includes(breach.measure);
}

const knownRefusal = (reason: string): reason is ContractRefusal => REFUSALS.includes(reason);
